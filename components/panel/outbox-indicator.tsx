import type { OutboxEntry } from '../../lib/messaging/types';

export interface OutboxIndicatorProps {
  entries: readonly OutboxEntry[];
  /** The service cannot be reached now: nothing can be called saved. */
  offline?: boolean;
  /** Opens the first conflict (selects its row and shows the comparison). */
  onOpenConflict(entry: OutboxEntry): void;
  /** Forgets entries unsent: those queued by someone who is not signed in now. */
  onDiscard(ids: string[]): void;
}

/** Writes the background still holds: how many wait, and how many need you. */
export function OutboxIndicator({
  entries,
  offline = false,
  onOpenConflict,
  onDiscard,
}: OutboxIndicatorProps) {
  const held = entries.filter((e) => e.heldFor !== undefined);
  const owners = [...new Set(held.map((e) => e.heldFor))].join(', ');
  const pending = entries.filter(
    (e) => (e.state === 'pending' || e.state === 'sending') && e.heldFor === undefined,
  ).length;
  const conflicts = entries.filter((e) => e.state === 'conflict');
  const failed = entries.filter((e) => e.state === 'failed').length;
  return (
    <div className="outbox" role="status" aria-label="Outbox">
      {offline && <span className="offline">Not connected</span>}
      {held.length > 0 && (
        <span className="held">
          {held.length} queued by {owners}: sent only when they sign in again{' '}
          <button type="button" className="chip" onClick={() => onDiscard(held.map((e) => e.id))}>
            Discard
          </button>
        </span>
      )}
      {!offline && held.length === 0 && pending === 0 && conflicts.length === 0 && failed === 0 && (
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
