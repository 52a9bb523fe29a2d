import { STATE_LABEL, type LensState } from '../../lib/key-state/key-state';

/**
 * A row's state as a coloured chip with its name in words (colour is never the only cue); `label`
 * names the stage a draft waits in when the row has one.
 */
export function StateBadge({ state, label }: { state: LensState; label?: string }) {
  return <span className={`badge s-${state}`}>{label || STATE_LABEL[state]}</span>;
}
