import { z } from 'zod';
import { editorWorkflow, targetStatusEntry, targetStatusResponse } from '../contract/editor';

/**
 * The pieces message payloads are made of, each declared once. Content scripts live in untrusted
 * pages, so the background parses every payload with these on arrival.
 */

export const locale = z.string().min(1).max(35);
export const namespace = z.string().min(1).max(200);
export const key = z.string().min(1).max(1000);
export const tabId = z.number().int();

export const keyRef = z.object({ namespace, key });
export type KeyRef = z.infer<typeof keyRef>;

/** A key in one language: what a row write names. */
export const rowRef = keyRef.extend({ locale });
export type Ref = z.infer<typeof rowRef>;

/**
 * A list sent by a content script, whose items the page controls: an item that does not parse is
 * dropped and the rest kept, and at most `max` are kept, so one bad value cannot cost the frame
 * its whole report.
 */
export const lenientArray = <T extends z.ZodType>(item: T, max: number) =>
  z.array(z.unknown()).transform((items) => {
    const kept: z.output<T>[] = [];
    for (const value of items) {
      if (kept.length >= max) break;
      const parsed = item.safeParse(value);
      if (parsed.success) kept.push(parsed.data);
    }
    return kept;
  });

/** A count a page controls: an absurd one is read as zero rather than refusing the message. */
export const pageCount = z.number().int().min(0).max(1_000_000).catch(0);

/** One detected key as a frame reports it. */
export const frameKey = keyRef.extend({
  method: z.enum(['attribute', 'invisible', 'text']),
  where: z
    .string()
    .max(64)
    .regex(/^(text|attr:[a-z-]+)$/),
  inShadowRoot: z.boolean(),
  visible: z.boolean(),
  ambiguous: z.boolean(),
  candidates: lenientArray(keyRef, 50).optional(),
});
export type FrameKey = z.infer<typeof frameKey>;

/** A frame's report revision: the content script's count of the reports it sent. */
export const revision = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const positions = (max: number) => z.array(z.number().int().min(0).max(max)).max(max);

/**
 * What changed in a frame's keys since the report of revision `base` (docs/performance.md): the
 * positions of the keys gone (ascending), the positions, among those left, of keys whose
 * `visible` flipped, and the keys found since, appended. Unlike a whole report, a key that does
 * not parse refuses the whole change: dropping it would shift every later position.
 */
export const frameChange = (maxKeys: number) =>
  z.object({
    base: revision,
    revision,
    removed: positions(maxKeys),
    flipped: positions(maxKeys),
    added: z.array(frameKey).max(maxKeys),
  });
export type FrameChange = z.infer<ReturnType<typeof frameChange>>;

/** A language's flags per namespace, as the status response carries them. */
export const localeFlags = targetStatusResponse.pick({
  archived: true,
  busy: true,
  can_create: true,
});

/** Status answers: entries by `namespace\u0000key`, flags per namespace. */
export const statusAnswer = z.object({
  entries: z.record(z.string(), targetStatusEntry.nullable()),
  flags: z.record(z.string(), localeFlags),
  workflow: editorWorkflow.nullable(),
  /** The workflow by namespace where the caller's stages differ per namespace. */
  workflows: z.record(z.string(), editorWorkflow).optional(),
  /** The project locale the page locale resolved to (`de-DE` → `de`), or null if none. */
  locale: z.string().nullable(),
  /** The page is in the project's source language: there is no target status to show. */
  isSource: z.boolean().default(false),
  /** Why each key is read-only for the caller, in words (lib/workflow), by `namespace\u0000key`. */
  readOnly: z.record(z.string(), z.string()).default({}),
  /** Some keys were left out to keep within the tab's requests: ask again later. */
  partial: z.boolean().optional(),
  /** The background follows the row-change stream: it says when a status changes. */
  live: z.boolean().optional(),
});
export type StatusAnswer = z.infer<typeof statusAnswer>;
