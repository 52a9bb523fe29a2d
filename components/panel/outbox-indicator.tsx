import type { OutboxEntry } from '../../lib/messaging/types';

export interface OutboxIndicatorProps {
  entries: readonly OutboxEntry[];
  /** The service cannot be reached now: nothing can be called saved. */
  offline?: boolean;
  /** Opens the first conflict (selects its row and shows the comparison). */
  onOpenConflict(entry: OutboxEntry): void;
}

/** Writes the background still holds: how many wait, and how many need you. */
export function OutboxIndicator({
  entries,
  offline = false,
  onOpenConflict,
}: OutboxIndicatorProps) {
  const pending = entries.filter((e) => e.state === 'pending' || e.state === 'sending').length;
  const conflicts = entries.filter((e) => e.state === 'conflict');
  const failed = entries.filter((e) => e.state === 'failed').length;
  return (
    <div className="outbox" role="status" aria-label="Outbox">
      {offline && <span className="offline">Not connected</span>}
      {!offline && pending === 0 && conflicts.length === 0 && failed === 0 && (
        <span className="ok">All changes saved</span>
      )}
      {pending > 0 && (
        <span className="pending">
          {pending} {offline ? 'waiting to be sent' : 'pending'}
        </span>
      )}
      {conflicts.length > 0 && (
        <button
          type="button"
          className="chip conflict"
          onClick={() => onOpenConflict(conflicts[0]!)}
        >
          {conflicts.length} conflict{conflicts.length === 1 ? '' : 's'}
        </button>
      )}
      {failed > 0 && <span className="chip failed">{failed} failed</span>}
    </div>
  );
}
