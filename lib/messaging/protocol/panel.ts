import { z } from 'zod';
import { message } from '../message-spec';
import { keyRef, locale, revision, tabId } from '../schemas';
import type { PanelPageAnswer, PreviewResult } from '../types';

const text = z.string().max(65_536);

/** The side panel's page of a tab, and the key selected between the page and the panel. */
export const panelMessages = {
  /** A key Alt+clicked on the page (content script). */
  'key.selected': message<null>()('content', z.object({ ref: keyRef, locale })),
  'panel.page': message<PanelPageAnswer>()('page', z.object({ tabId, since: revision.optional() })),
  /** Scrolls the tab to the key and pulses it; false when the page does not show it. */
  'key.reveal': message<boolean>()('page', z.object({ tabId, ref: keyRef })),
  /** Shows `text` in the key's elements in the tab; null restores the page's own. */
  'preview.set': message<PreviewResult>()(
    'page',
    z.object({ tabId, ref: keyRef, text: text.nullable() }),
  ),
};
