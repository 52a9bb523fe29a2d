import { z } from 'zod';
import { PREVIEW_MODES } from '../../key-state/preview-modes';
import { PSEUDO_EXPANSION } from '../../placeholders/pseudo-expansion';
import { message } from '../message-spec';
import { tabId } from '../schemas';

const mode = z.enum(PREVIEW_MODES);
const { min, max } = PSEUDO_EXPANSION;

/** The overlay's own controls: its legend's fold and the page preview (delivered, pending, pseudo). */
export const overlayMessages = {
  /** The user folded or unfolded the legend: every page shows it so from now on. */
  'legend.fold': message<null>()('content', z.object({ collapsed: z.boolean() })),
  /** The legend's preview switch: shows the tab's page in another mode (never a write). */
  'preview.pick': message<{ elements: number }>()('content', z.object({ mode })),
  /** The panel's preview switch: the same, for the tab the panel shows. */
  'preview.mode': message<{ elements: number }>()(
    'page',
    z.object({ tabId, mode, expansion: z.number().min(min).max(max).optional() }),
  ),
  /** Escape in the panel: the page's hover card for the selected key goes. */
  'card.hide': message<null>()('page', z.object({ tabId })),
  /** How the tab's page is shown now. */
  'preview.get': message<z.infer<typeof mode>>()('page', z.object({ tabId })),
};
