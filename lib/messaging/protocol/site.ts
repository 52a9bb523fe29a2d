import { z } from 'zod';
import { message } from '../message-spec';
import { tabId } from '../schemas';
import type { SiteState } from '../types';

/** Whether Locale Lens runs on the tab's site, and turning it on (permission already granted). */
export const siteMessages = {
  'site.state': message<SiteState>()('page', z.object({ tabId })),
  'site.enable': message<SiteState>()('page', z.object({ tabId })),
};
