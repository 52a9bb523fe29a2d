import { STATE_LABEL, type LensState } from '../../lib/key-state/key-state';

/** A row's state as a coloured chip with its name in words (colour is never the only cue). */
export function StateBadge({ state }: { state: LensState }) {
  return <span className={`badge s-${state}`}>{STATE_LABEL[state]}</span>;
}
