import { z } from 'zod';
import { MODEL_JOB_LIMITS } from '../../contract/model-jobs';
import { message } from '../message-spec';
import { locale } from '../schemas';
import type { SuggestProgress, SuggestStarted } from '../suggest-types';

const text = z.string().max(65_536);
const suggestJob = z.object({
  model: z.string().min(1).max(200),
  taskId: z.string().min(1).max(200),
});

/** Machine suggestions for the panel's rows, asked of the service's models (extension pages). */
export const suggestionMessages = {
  /**
   * Submits source texts for translation into `locale`: with every model that reaches the pair,
   * or (`batch`) with the first machine translation engine that does. Needs a signed-in user.
   */
  'suggest.start': message<SuggestStarted>()(
    'page',
    z.object({
      sourceLocale: locale,
      locale,
      sources: z.array(text.min(1)).min(1).max(MODEL_JOB_LIMITS.translateItems),
      batch: z.boolean().default(false),
    }),
  ),
  /** Where the submitted jobs stand, and the suggestions of those that finished. */
  'suggest.status': message<SuggestProgress>()(
    'page',
    z.object({ jobs: z.array(suggestJob).min(1).max(10) }),
  ),
};
