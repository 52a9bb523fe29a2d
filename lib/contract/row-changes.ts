import { z } from 'zod';
import { rowState } from './editor';

/**
 * The row-change stream: server-sent events on one response per caller. Each `rows` event has an
 * `id` to resume from (`Last-Event-ID`); the other events have none.
 */
export const CHANGE_EVENTS = {
  /** A batch of changes, in the order they were committed. */
  rows: 'rows',
  /** The stream cannot say what changed since the id asked for: fetch what you show again. */
  refetch: 'refetch',
  /** The service ends the stream (the client fell behind, or the service shuts down). */
  end: 'end',
} as const;

/** One row after a save, transition, sync or fill. */
export const rowChange = z.object({
  kind: z.literal('row'),
  locale: z.string(),
  namespace: z.string(),
  key: z.string(),
  row_state: rowState,
  stage_index: z.number().int(),
  is_ready: z.boolean(),
  is_locked: z.boolean(),
  /** The new text; left out for a publishable key, which reads delivered texts only. */
  text: z.string().optional(),
  /** When the row was written (ms since the epoch): a newer version has a larger one. */
  version: z.number(),
});
export type RowChange = z.infer<typeof rowChange>;

/**
 * Many rows of a file at once, or the file or language itself: a bulk sync or push, a removal of
 * keys, a file's stage moving, an archive or restore, a fill starting or ending.
 */
export const localeChange = z.object({
  kind: z.literal('locale'),
  /** Null when every locale changed (source keys removed). */
  locale: z.string().nullable(),
  /** Null when every namespace of the locale changed. */
  namespace: z.string().nullable(),
  reason: z.enum(['rows', 'removed', 'stage', 'archived', 'restored', 'busy', 'idle']),
  version: z.number(),
});
export type LocaleChange = z.infer<typeof localeChange>;

export const change = z.discriminatedUnion('kind', [rowChange, localeChange]);
export type Change = z.infer<typeof change>;

/** The data of a `rows` event. */
export const rowsEventData = z.object({ changes: z.array(change) });

/** The data of a `refetch` or `end` event. */
export const changeNotice = z.object({
  code: z.enum(['TOO_OLD', 'TOO_SLOW', 'SHUTTING_DOWN']),
  message: z.string(),
});
export type ChangeNotice = z.infer<typeof changeNotice>;
