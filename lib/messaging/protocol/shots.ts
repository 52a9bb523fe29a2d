import { z } from 'zod';
import { MODEL_JOB_LIMITS } from '../../contract/model-jobs';
import type { ScreenshotImage, ScreenshotList } from '../../contract/screenshots';
import { message } from '../message-spec';
import type { ShotsCaptured } from '../shot-types';
import { rowRef, tabId } from '../schemas';

/** The messages of screenshots of keys (extension pages only): the images come through here. */
export const shotMessages = {
  /**
   * Captures the tab's visible part and attaches to every key in view its crop. `image`: a PNG of
   * the visible part made by whoever drives the browser (the crawler), used instead.
   */
  'shots.capture': message<ShotsCaptured>()(
    'page',
    z.object({ tabId, image: z.base64().min(1).max(MODEL_JOB_LIMITS.imageBase64Chars).optional() }),
  ),
  /** The row's screenshots, newest first, without their images. */
  'row.shots': message<ScreenshotList>()('page', rowRef),
  /** One screenshot with its image (base64), for the panel to show. */
  'row.shot': message<ScreenshotImage>()('page', z.object({ id: z.string().min(1).max(100) })),
};
