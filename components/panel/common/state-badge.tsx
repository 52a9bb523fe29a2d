import type { LensState } from '../../../lib/key-state/key-state';
import { useText } from '../../../lib/panel/use-text';
import type { MessageKey, UiText } from '../../../lib/ui-text/catalogues';

/** A row's state in words; `place` (`rowPlace`) names the stage a draft waits in, or approval. */
export function stateLabel(t: UiText, state: LensState, place?: string | null): string {
  if (!place) return t(`state.${state}`);
  const key = `place.${place.toLowerCase()}`;
  return t.has(key) ? t(key as MessageKey) : t('place.stage', { stage: place });
}

/** A row's state as a coloured chip with its name in words (colour is never the only cue). */
export function StateBadge({ state, place }: { state: LensState; place?: string | null }) {
  const t = useText();
  return <span className={`badge s-${state}`}>{stateLabel(t, state, place)}</span>;
}
