import type { MessageKey, UiText } from '../ui-text/catalogues';
import { REASON_TEXT } from '../workflow/reasons';
import { ICU_HOLD, PLACEHOLDER_HOLD } from './placeholder-hold';
import { NOT_TARGET_TEXT, UI_REASON } from './row-actions';

/**
 * The rules say why an action is refused in English words (the service's messages use the same);
 * each of those sentences is the key to its translation here. A sentence without one (from the
 * service, say) is shown as it came.
 */
const KEYS = new Map<string, string>([
  ...Object.entries(REASON_TEXT).map(([code, text]) => [text, `reason.${code}`] as const),
  ...Object.entries(NOT_TARGET_TEXT).map(([k, text]) => [text, `reason.page.${k}`] as const),
  ...Object.entries(UI_REASON).map(([k, text]) => [text, `reason.ui.${k}`] as const),
  [PLACEHOLDER_HOLD, 'reason.ui.placeholders'],
  [ICU_HOLD, 'reason.ui.icu'],
]);

/** The English sentences the rules use, by message key: the catalogue must say the same. */
export const REASON_SOURCES: ReadonlyMap<string, string> = new Map(
  [...KEYS].map(([text, key]) => [key, text]),
);

export function reasonIn(t: UiText, text: string): string {
  const key = KEYS.get(text);
  return key && t.has(key) ? t(key as MessageKey) : text;
}
