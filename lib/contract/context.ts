import { z } from 'zod';
import { TRANSITION_ACTIONS } from './actions';
import { rowState } from './editor';
import { keyedRecord } from './keyed-record';

/**
 * Context for translators (assumed operations, beside the editor's): what a key is for, its
 * source, its rows in the project's other languages, what happened to the row, and comments.
 */
const nonEmpty = z.string().trim().min(1);

export const targetContextQuery = z.object({
  locale: nonEmpty,
  namespace: nonEmpty,
  key: nonEmpty,
});

const actor = z.object({ id: z.string().nullable(), name: z.string() });

/** What a history entry records: an edit, a transition, or a job's write. */
export const HISTORY_ACTIONS = ['edit', ...TRANSITION_ACTIONS, 'fill', 'sync'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const rowComment = z.object({ id: z.string(), at: z.number(), actor, text: z.string() });
export type RowComment = z.infer<typeof rowComment>;

export const targetContext = z.object({
  namespace: z.string(),
  key: z.string(),
  description: z.string().nullable(),
  source: z.object({ locale: z.string(), text: z.string() }),
  translations: keyedRecord(
    z.object({
      text: z.string(),
      rowState,
      stageIndex: z.number().int(),
      isReady: z.boolean(),
      isDelivered: z.boolean(),
    }),
  ),
  /** Newest first. */
  history: z.array(
    z.object({
      at: z.number(),
      actor,
      action: z.enum(HISTORY_ACTIONS),
      text: z.string(),
      stage_index: z.number().int(),
    }),
  ),
  /** Newest first. */
  comments: z.array(rowComment),
});
export type TargetContext = z.infer<typeof targetContext>;

export const commentRequest = z.object({
  locale: nonEmpty,
  namespace: nonEmpty,
  key: nonEmpty,
  text: z.string().trim().min(1).max(1000),
});
