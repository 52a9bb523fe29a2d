import { z } from 'zod';
import { transitionAction } from '../../contract/editor';
import { message } from '../message-spec';
import { rowRef } from '../schemas';
import type { OutboxEntry } from '../types';

const text = z.string().max(65_536);

/** A translator's writes: queued in the outbox, sent when the service can take them. */
export const outboxMessages = {
  /** Queued in the outbox; null when the text is already the row's. */
  'row.save': message<OutboxEntry | null>()(
    'page',
    rowRef.extend({ text, baseText: z.string().nullable() }),
  ),
  'row.transition': message<OutboxEntry | null>()(
    'page',
    /** A reject's reason is kept by the service as a comment the translator reads. */
    rowRef.extend({
      action: transitionAction,
      reason: z.string().trim().min(1).max(1000).optional(),
    }),
  ),
  'outbox.list': message<OutboxEntry[]>()('page', z.object({})),
  /** Forgets queued writes unsent, e.g. those of someone who signed out. */
  'outbox.discard': message<null>()(
    'page',
    z.object({ ids: z.array(z.string().min(1).max(100)).max(10_000) }),
  ),
  'outbox.resolve': message<null>()(
    'page',
    z.object({ id: z.string().min(1).max(100), choice: z.enum(['mine', 'theirs']) }),
  ),
};
