import type { OutboxEntry } from '../../../lib/messaging/types';
import { useText } from '../../../lib/panel/use-text';

export interface OutboxIndicatorProps {
  entries: readonly OutboxEntry[];
  /** The service cannot be reached now: nothing can be called saved. */
  offline?: boolean;
  /** Others' edits arrive on a poll only: the change stream is down. */
  polling?: boolean;
  /** Opens the first conflict (selects its row and shows the comparison). */
  onOpenConflict(entry: OutboxEntry): void;
  /** Forgets entries unsent: those queued by someone who is not signed in now. */
  onDiscard(ids: string[]): void;
}

/** Writes the background still holds: how many wait, and how many need you. */
export function OutboxIndicator({
  entries,
  offline = false,
  polling = false,
  onOpenConflict,
  onDiscard,
}: OutboxIndicatorProps) {
  const t = useText();
  const held = entries.filter((e) => e.heldFor !== undefined);
  const owners = [...new Set(held.map((e) => e.heldFor))].join(', ');
  const pending = entries.filter(
    (e) => (e.state === 'pending' || e.state === 'sending') && e.heldFor === undefined,
  ).length;
  const conflicts = entries.filter((e) => e.state === 'conflict');
  const failed = entries.filter((e) => e.state === 'failed').length;
  return (
    <div className="outbox" role="status" aria-label={t('outbox.label')}>
      {offline && <span className="offline">{t('outbox.offline')}</span>}
      {!offline && polling && <span className="polling">{t('outbox.polling')}</span>}
      {held.length > 0 && (
        <span className="held">
          {t('outbox.held', { count: held.length, owners })}{' '}
          <button type="button" className="chip" onClick={() => onDiscard(held.map((e) => e.id))}>
            {t('outbox.discard')}
          </button>
        </span>
      )}
      {!offline && held.length === 0 && pending === 0 && conflicts.length === 0 && failed === 0 && (
        <span className="ok">{t('outbox.saved')}</span>
      )}
      {pending > 0 && (
        <span className="pending">
          {offline
            ? t('outbox.waiting', { count: pending })
            : t('outbox.pending', { count: pending })}
        </span>
      )}
      {conflicts.length > 0 && (
        <button
          type="button"
          className="chip conflict"
          onClick={() => onOpenConflict(conflicts[0]!)}
        >
          {t('outbox.conflicts', { count: conflicts.length })}
        </button>
      )}
      {failed > 0 && <span className="chip failed">{t('outbox.failed', { count: failed })}</span>}
    </div>
  );
}
