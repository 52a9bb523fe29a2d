import type { outboxMessages } from '../../messaging/protocol/outbox';
import { refId } from '../../messaging/ref-id';
import type { Outbox } from '../outbox';
import type { StatusService } from '../status-service';
import type { AreaHandlers } from './types';

/** A translator's writes: queued in the outbox first, so a closed panel loses nothing. */
export function createOutboxHandlers(deps: {
  outbox: Pick<Outbox, 'enqueue' | 'listForPanel' | 'discard' | 'resolve'>;
  status: Pick<StatusService, 'get'>;
}): AreaHandlers<typeof outboxMessages> {
  const { outbox, status } = deps;
  return {
    'row.save': ({ baseText, text, ...ref }) =>
      outbox.enqueue({ ...ref, kind: 'save', text, baseText }),
    async 'row.transition'({ action, reason, ...ref }) {
      const current = await status.get(ref.locale, [ref]).catch(() => null);
      const entry = current?.entries[refId(ref)];
      return outbox.enqueue({
        ...ref,
        kind: 'transition',
        action,
        ...(action === 'reject' && reason ? { reason } : {}),
        expectedStage: entry?.stageIndex,
      });
    },
    'outbox.list': () => outbox.listForPanel(),
    async 'outbox.discard'({ ids }) {
      await outbox.discard(ids);
      return null;
    },
    async 'outbox.resolve'({ id, choice }) {
      await outbox.resolve(id, choice);
      return null;
    },
  };
}
