import { z } from 'zod';
import { message } from '../message-spec';

/** Others' edits as they happen (extension pages only). */
export const liveMessages = {
  /** Whether others' edits reach the panel as they happen, or only on a poll. */
  'live.state': message<{ live: boolean }>()('page', z.object({})),
};
