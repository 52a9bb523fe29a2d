import type { LensState } from '../../lib/key-state/key-state';
import { useText } from '../../lib/panel/use-text';

/** A row's state as a coloured chip with its name in words (colour is never the only cue). */
export function StateBadge({ state }: { state: LensState }) {
  const t = useText();
  return <span className={`badge s-${state}`}>{t(`state.${state}`)}</span>;
}
