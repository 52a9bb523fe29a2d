import type { TransitionAction } from '../contract/editor';
import type { OutboxEntry } from '../messaging/types';
import { textFor, type UiText } from '../ui-text/catalogues';

/** A write the panel queued and tells the user about until it has an outcome. */
export interface TrackedWrite {
  id: string;
  /** What the user is told once the service has it ("Saved", "Approved"). */
  done: string;
  /** What did not happen when it is refused ("Not saved", "Not approved"). */
  refused: string;
}

export interface Outcome {
  text: string;
  /** The write has its outcome: stop watching it. */
  final: boolean;
}

/**
 * What a queued write's toast says, given the outbox now. A write leaves the outbox when the
 * service applied it; a refused, conflicting or still queued write never reads as done.
 * `offline`: the service cannot be reached, so a pending write waits for it.
 */
export function writeOutcome(
  write: TrackedWrite,
  outbox: readonly OutboxEntry[],
  offline: boolean,
  t: UiText = textFor('en'),
): Outcome {
  const e = outbox.find((x) => x.id === write.id);
  if (!e) return { text: write.done, final: true };
  if (e.state === 'conflict')
    return {
      text: t('write.conflict', {
        refused: write.refused,
        who: filledByFill(e) ? t('write.byFill') : t('write.bySomeone'),
      }),
      final: true,
    };
  if (e.state === 'failed')
    return {
      text: t('write.failed', {
        refused: write.refused,
        error: e.lastError ?? t('write.refusedBy'),
      }),
      final: true,
    };
  if (offline) return { text: t('write.offline'), final: false };
  if (e.attempts > 0)
    return { text: t('write.retrying', { error: e.lastError ?? t('write.retry') }), final: false };
  return { text: t('write.sending'), final: false };
}

/**
 * Whether a conflict is a machine fill's doing: the row was empty (or missing) when the edit was
 * queued and now holds machine-translated text.
 */
export function filledByFill(e: Pick<OutboxEntry, 'baseText' | 'theirs'>): boolean {
  return !e.baseText && e.theirs?.rowState === 'machine_translated';
}

/**
 * The transition that takes `action` back, for Undo. Confirm and reject have none a user can take
 * on their own (a reject needs someone of the next stage), so they cannot be undone.
 */
export const INVERSE: Partial<Record<TransitionAction, TransitionAction>> = {
  approve: 'unapprove',
  unapprove: 'approve',
  lock: 'unlock',
  unlock: 'lock',
};
