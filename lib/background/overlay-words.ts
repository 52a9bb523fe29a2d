import { LENS_STATES } from '../key-state/key-state';
import type { OverlayKey, OverlayWords, SelectModifier } from '../messaging/types';
import { CATALOGUES, type MessageKey, type UiText } from '../ui-text/catalogues';
import { REASON_TEXT } from '../workflow/reasons';

const PLACES = ['approval', 'translation', 'review', 'proofreading'] as const;
const PREFIX = 'overlay.';
const KEYS = Object.keys(CATALOGUES.en)
  .filter((k) => k.startsWith(PREFIX))
  .map((k) => k.slice(PREFIX.length) as OverlayKey);

/**
 * Every word the page's overlay shows, in `t`'s language: sent to the content script when its
 * lens starts, so the content script bundles no catalogue. `pinned`: the language the options
 * pin the lens to, or null; `modifier`: the key held to select by clicking.
 */
export function overlayWords(
  t: UiText,
  pinned: string | null,
  modifier: SelectModifier = 'alt',
): OverlayWords {
  const keys = t(`modifier.${modifier}`);
  return {
    text: Object.fromEntries(
      KEYS.map((k) => [k, t(`${PREFIX}${k}` as MessageKey, { keys })]),
    ) as Record<OverlayKey, string>,
    states: Object.fromEntries(
      LENS_STATES.map((s) => [s, t(`state.${s}`)]),
    ) as OverlayWords['states'],
    places: {
      ...Object.fromEntries(PLACES.map((p) => [p, t(`place.${p}`)])),
      stage: t('place.stage'),
    },
    reasons: Object.fromEntries(
      Object.entries(REASON_TEXT).map(([code, text]) => [text, t(`reason.${code}` as MessageKey)]),
    ),
    pinned: pinned ? t('overlay.pinned', { language: pinned }) : null,
  };
}
