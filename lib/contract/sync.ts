import { z } from 'zod';
import { LIMITS } from './assumed';
import { limitedText } from './limits';

/** Integration sync: values pushed under composite keys in batches, and the job polled. */

export const translationItem = z.object({
  key: z.string().min(1),
  value: limitedText('value'),
  /** Assumed: on a source-language item, the key's description for translators. */
  description: z.string().max(2000).optional(),
});

export const syncBatchRequest = z.object({
  translations: z
    .array(translationItem)
    .min(1, 'translations must hold at least one item')
    .max(LIMITS.syncBatchItems, `at most ${LIMITS.syncBatchItems} items per batch`),
  auto_translate: z.boolean().default(false),
});
export type SyncBatchRequest = z.infer<typeof syncBatchRequest>;

export const syncBatchAccepted = z.object({
  job_id: z.string(),
  status: z.literal('pending'),
  total_keys: z.number().int(),
  message: z.string(),
});

export const jobStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type JobStatus = z.infer<typeof jobStatus>;

export const syncJob = z.object({
  job_id: z.string(),
  kind: z.enum(['sync', 'fill']),
  status: jobStatus,
  total_keys: z.number().int(),
  processed_keys: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(z.object({ key: z.string(), code: z.string(), message: z.string() })),
  error: z.string().nullable(),
  created_at: z.number(),
  finished_at: z.number().nullable(),
});
export type SyncJob = z.infer<typeof syncJob>;
