import { z } from 'zod';
import { message } from '../message-spec';
import { tabId } from '../schemas';
import type { LensSnapshot, LensStartState } from '../types';

/** The lens of a tab: what its content script starts with, on or off, and what it shows. */
export const lensMessages = {
  'lens.state': message<LensStartState>()('content', z.object({})),
  'lens.toggle': message<{ on: boolean }>()(
    'page',
    z.object({ tabId, on: z.boolean().optional() }),
  ),
  /** What the top frame's lens shows; undefined when the tab has no lens. */
  'lens.snapshot': message<LensSnapshot | undefined>()('page', z.object({ tabId })),
};
