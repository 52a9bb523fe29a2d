import { z } from 'zod';
import { editorWorkflow, targetStatusEntry, targetStatusResponse } from '../contract/editor';
import { KEY_LIMITS, readFrameKey, readSome, type FrameKey } from './key-readers';

/**
 * The pieces message payloads are made of, each declared once. Content scripts live in untrusted
 * pages, so the background parses every payload with these on arrival.
 */

export const locale = z.string().min(1).max(35);
export const namespace = z.string().min(1).max(KEY_LIMITS.namespace);
export const key = z.string().min(1).max(KEY_LIMITS.key);
export const tabId = z.number().int();

export const keyRef = z.object({ namespace, key });
export type KeyRef = z.infer<typeof keyRef>;

/** A key in one language: what a row write names. */
export const rowRef = keyRef.extend({ locale });
export type Ref = z.infer<typeof rowRef>;

const list = z.custom<unknown[]>((value) => Array.isArray(value), { message: 'Expected a list' });

/**
 * A list sent by a content script, whose items the page controls: an item `read` refuses is
 * dropped and the rest kept, and at most `max` are kept, so one bad value cannot cost the frame
 * its whole report. The items are read by hand (`key-readers.ts`): a big page sends thousands.
 */
export const lenientArray = <T>(read: (value: unknown) => T | undefined, max: number) =>
  list.transform((items) => readSome(items, read, max));

/** A list of at most `max` items, each one `read` accepts, or else refused with the first bad one. */
const strictArray = <T>(read: (value: unknown) => T | undefined, max: number, what: string) =>
  list.transform((items, ctx) => {
    if (items.length > max) {
      ctx.addIssue({ code: 'custom', message: `More than ${max} items`, input: items.length });
      return z.NEVER;
    }
    const kept: T[] = [];
    for (const value of items) {
      const item = read(value);
      if (item === undefined) {
        ctx.addIssue({ code: 'custom', message: `Not ${what}`, input: value });
        return z.NEVER;
      }
      kept.push(item);
    }
    return kept;
  });

/** A count a page controls: an absurd one is read as zero rather than refusing the message. */
export const pageCount = z.number().int().min(0).max(1_000_000).catch(0);

export type { FrameKey };

/** A frame's report revision: the content script's count of the reports it sent. */
export const revision = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Positions in a frame's keys: at most `max` of them, none past it (read by hand, as keys are). */
const positions = (max: number) =>
  strictArray(
    (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
        ? value
        : undefined,
    max,
    'a position in the frame',
  );

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
    added: strictArray(readFrameKey, maxKeys, 'a key as a frame reports it'),
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
