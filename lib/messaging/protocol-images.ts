import { z } from 'zod';
import { MODEL_JOB_LIMITS } from '../contract/model-jobs';
import type { ConsoleModels, ConsoleStatus, ConsoleTask } from './console-types';
import type { ImageJob, PageImage } from './image-types';
import { message } from './message-spec';
import { tabId } from './schemas';

/** The messages of images translated in place and the options page's model jobs console. */
const text = z.string().max(65_536);
const imageBlock = z.object({
  text: text,
  translation: text,
  bbox: z.tuple([z.number(), z.number(), z.number().min(0), z.number().min(0)]),
  confidence: z.number().min(0).max(1),
});
const consoleTask = z.object({
  route: z.enum(['ocr', 'blocks', 'document']),
  taskId: z.string().min(1).max(200),
});

export const imageAndJobMessages = {
  /** The tab's pictures that could be translated in place. */
  'images.list': message<PageImage[]>()('page', z.object({ tabId })),
  /**
   * Translates the tab's image at `src` into the page's language and lays it over the original;
   * with `blocks` (the current job's, translations edited), draws the same image again with them.
   */
  'image.translate': message<ImageJob | null>()(
    'page',
    z.object({
      tabId,
      src: z.string().min(1).max(8192),
      blocks: z.array(imageBlock).min(1).max(500).optional(),
    }),
  ),
  /** How the tab's image job stands; null when there is none. */
  'image.job': message<ImageJob | null>()('page', z.object({ tabId })),
  /** The options page's model jobs console: models to pick, a file to submit, its tasks. */
  'jobs.models': message<ConsoleModels>()('page', z.object({})),
  'jobs.submit': message<ConsoleTask[]>()(
    'page',
    z.object({
      kind: z.enum(['image', 'document']),
      file: z.base64().min(1).max(MODEL_JOB_LIMITS.imageBase64Chars),
      name: z.string().min(1).max(255),
      model: z.string().min(1).max(200),
    }),
  ),
  'jobs.status': message<ConsoleStatus>()(
    'page',
    z.object({ tasks: z.array(consoleTask).min(1).max(2) }),
  ),
  'image.show': message<ImageJob | null>()(
    'page',
    z.object({ tabId, showing: z.enum(['original', 'translated']) }),
  ),
};
