import { z } from 'zod';
import { editorWorkflow, targetStatusEntry } from '../contract/editor';

/**
 * Messages the background receives, `area.verb` by name. Content scripts live in untrusted pages,
 * so every payload is parsed on arrival and the sender is checked (see `authorize`).
 */

const keyRef = z.object({
  namespace: z.string().min(1).max(200),
  key: z.string().min(1).max(1000),
});
export type KeyRef = z.infer<typeof keyRef>;

const locale = z.string().min(1).max(35);

/** One detected key as a frame reports it. */
export const frameKey = keyRef.extend({
  method: z.enum(['attribute', 'invisible', 'text']),
  where: z.string().regex(/^(text|attr:[a-z-]+)$/),
  inShadowRoot: z.boolean(),
  visible: z.boolean(),
  ambiguous: z.boolean(),
  candidates: z.array(keyRef).max(50).optional(),
});
export type FrameKey = z.infer<typeof frameKey>;

/** From content scripts (any frame of a tab). */
export const contentMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('frame.scanned'),
    url: z.string().max(8192),
    locale: locale.nullable(),
    keys: z.array(frameKey).max(50_000),
    shadowRoots: z.number().int().min(0),
    unmatchedTextCount: z.number().int().min(0),
  }),
  z.object({ type: z.literal('status.get'), locale, refs: z.array(keyRef).max(50_000) }),
  z.object({ type: z.literal('translations.get'), locale }),
  z.object({ type: z.literal('key.selected'), ref: keyRef, locale }),
  z.object({ type: z.literal('lens.state') }),
]);
export type ContentMessage = z.infer<typeof contentMessage>;

/** From extension pages (side panel, options, automation): never from a web page. */
export const extensionMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page.report'), tabId: z.number().int() }),
  z.object({ type: z.literal('lens.toggle'), tabId: z.number().int(), on: z.boolean().optional() }),
  /** What the top frame's lens shows: whether it is on, and counts per state (automation, tests). */
  z.object({ type: z.literal('lens.snapshot'), tabId: z.number().int() }),
  z.object({ type: z.literal('settings.get') }),
  z.object({
    type: z.literal('settings.set'),
    baseUrl: z.url().optional(),
    pinnedLocale: locale.nullable().optional(),
  }),
]);
export type ExtensionMessage = z.infer<typeof extensionMessage>;

/** Status answers: entries by `namespace\u0000key`, flags per namespace. */
export const statusAnswer = z.object({
  entries: z.record(z.string(), targetStatusEntry.nullable()),
  flags: z.record(
    z.string(),
    z.object({ archived: z.boolean(), busy: z.boolean(), can_create: z.boolean() }),
  ),
  workflow: editorWorkflow.nullable(),
  /** The project locale the page locale resolved to (`de-DE` → `de`), or null if none. */
  locale: z.string().nullable(),
  /** The page is in the project's source language: there is no target status to show. */
  isSource: z.boolean().default(false),
  /** Why each key is read-only for the caller, in words (lib/workflow), by `namespace\u0000key`. */
  readOnly: z.record(z.string(), z.string()).default({}),
});
export type StatusAnswer = z.infer<typeof statusAnswer>;

export { refId } from './ref-id';

export interface PageReport {
  url: string;
  locale: string | null;
  frames: { frameId: number; url: string; keys: number; shadowRoots: number }[];
  keys: (KeyRef & {
    locale: string | null;
    method: FrameKey['method'];
    where: string;
    frameId: number;
    inShadowRoot: boolean;
    visible: boolean;
    ambiguous: boolean;
    /** Every key an ambiguous text match could be. */
    candidates?: KeyRef[];
    status: z.infer<typeof targetStatusEntry> | null | 'unknown';
  })[];
  unmatchedTextCount: number;
}

/** Messages the background sends to content scripts. */
export type ToContent =
  | { type: 'lens.set'; on: boolean }
  | { type: 'status.changed' }
  | { type: 'key.reveal'; ref: KeyRef }
  | { type: 'lens.snapshot' }
  /** Show `text` in the key's elements (null restores the page's own); answers PreviewResult. */
  | { type: 'preview.set'; ref: KeyRef; text: string | null };

export interface PreviewResult {
  /** The new text does not fit its element: it overflows its box… */
  overflow: boolean;
  /** …and the element clips it (overflow hidden, text-overflow or line clamp). */
  truncated: boolean;
  /** Elements the preview was shown in. */
  elements: number;
}
