import { z } from 'zod';
import { message } from './message-spec';
import { tabId } from './schemas';
import type { StatusAnswer } from './types';

/** Delivery readiness (extension pages only). */
export const readinessMessages = {
  /**
   * The status of the tab's keys in every live target language of the project, one answer per
   * language; the page's own language included, the source and archived languages not.
   */
  'readiness.locales': message<StatusAnswer[]>()('page', z.object({ tabId })),
};
