import { z } from 'zod';
import { message } from '../message-spec';
import { keyRef, tabId } from '../schemas';
import type { PageInspection } from '../inspect-types';
import type { StatusAnswer } from '../types';
import type { PageFit } from '../fit-types';
import { PSEUDO_EXPANSION as grow } from '../../placeholders/pseudo-expansion';

/** Delivery readiness, and links to a key. */
export const readinessMessages = {
  /** A page was opened from a link to one of its keys: the marker, already gone from the page. */
  'link.opened': message<null>()('content', z.object({ link: z.string().max(2000) })),
  /**
   * The status of the tab's keys in every live target language of the project, one answer per
   * language; the page's own language included, the source and archived languages not.
   */
  'readiness.locales': message<StatusAnswer[]>()('page', z.object({ tabId })),
  /**
   * Looks closer at the tab's page (injected on demand): keys no visitor sees, visible text with
   * no key (brand words left out), and what could not be read.
   */
  'page.inspect': message<PageInspection>()(
    'page',
    z.object({
      tabId,
      brandWords: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
    }),
  ),
  /**
   * Shows the page with other texts for its keys (what customers would read after the next
   * delivery, or every pending text); null texts put the page's own back. Never a write.
   */
  'page.preview': message<{ elements: number }>()(
    'page',
    z.object({
      tabId,
      texts: z
        .array(keyRef.extend({ text: z.string().max(65_536) }))
        .max(20_000)
        .nullable(),
    }),
  ),
  /**
   * Measures in the page (injected on demand) whether each key's text in every live language and
   * the pseudo-language fits its element; the page is put back. Never a write.
   */
  'page.fit': message<PageFit>()(
    'page',
    z.object({ tabId, expansion: z.number().min(grow.min).max(grow.max).optional() }),
  ),
  /** Scrolls a frame of the tab to an element an inspection named (and selects its text). */
  'page.reveal': message<boolean>()(
    'page',
    z.object({ tabId, frameId: z.number().int().min(0), path: z.string().min(1).max(2000) }),
  ),
};
