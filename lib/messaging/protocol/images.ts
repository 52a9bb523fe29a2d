import { z } from 'zod';
import type { ImageJob, PageImage } from '../image-types';
import { message } from '../message-spec';
import { tabId } from '../schemas';

const text = z.string().max(65_536);
const imageBlock = z.object({
  text: text,
  translation: text,
  bbox: z.tuple([z.number(), z.number(), z.number().min(0), z.number().min(0)]),
  confidence: z.number().min(0).max(1),
});

/** Images of the tab translated in place (extension pages only). */
export const imageMessages = {
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
  'image.show': message<ImageJob | null>()(
    'page',
    z.object({ tabId, showing: z.enum(['original', 'translated']) }),
  ),
};
