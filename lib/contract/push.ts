import { z } from 'zod';
import { LIMITS } from './assumed';
import { limitedText } from './limits';

/**
 * Pushing a team's locale files (assumed operations, beside the sync batch): the service plans
 * each key against what it holds and what the files were last synced from, writes only what the
 * plan allows, journals every text it replaced, and can put a journal's texts back.
 */
const name = z.string().trim().min(1).max(200);

export const pushEntry = z.object({
  key: z.string().min(1).max(1000),
  /** Null: the file holds the entry untranslated; it is never pushed as a text. */
  value: limitedText('value').nullable(),
  description: z.string().max(2000).optional(),
  /** The file marks the text as needing review: it is pushed as a draft. */
  fuzzy: z.boolean().optional(),
});
export type PushEntry = z.infer<typeof pushEntry>;

export const baseText = z.object({ key: z.string().min(1), text: z.string() });

export const pushFile = z.object({
  locale: name,
  namespace: name,
  entries: z.array(pushEntry),
  /** The service's texts when the file was last pulled or pushed; null when it never was. */
  base: z.array(baseText).nullable().default(null),
});
export type PushFile = z.input<typeof pushFile>;

export const pushRequest = z.object({
  files: z
    .array(pushFile)
    .min(1, 'files must hold at least one file')
    .refine((files) => files.reduce((n, f) => n + f.entries.length, 0) <= LIMITS.pushEntries, {
      message: `at most ${LIMITS.pushEntries} entries per push`,
    }),
  /** Plan only: nothing is written and no journal is kept. */
  dry_run: z.boolean().default(false),
  /** Write conflicts too: the file's text replaces one changed in the service since the base. */
  overwrite: z.boolean().default(false),
  /** Keys the service holds and a file lacks are removed (journaled, so restore brings them back). */
  remove_missing: z.boolean().default(false),
  /** Target texts not marked fuzzy are approved, so apps are served them; false keeps drafts. */
  approve: z.boolean().default(true),
  /** Who pushes, as the client names them (a person's name); the key is recorded too. */
  author: z.string().max(200).optional(),
});
export type PushRequest = z.input<typeof pushRequest>;

export const PLAN_ACTIONS = ['create', 'update', 'unchanged', 'conflict', 'remove'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

export const planChange = z.object({
  locale: z.string(),
  namespace: z.string(),
  key: z.string(),
  action: z.enum(PLAN_ACTIONS),
  /** The service's text now (absent: it has none). */
  from: z.string().optional(),
  /** The text the change leaves (absent: the key is removed or left as it is). */
  to: z.string().optional(),
  /** Whether this push wrote it (never in a dry run; a conflict only with overwrite). */
  written: z.boolean(),
  /** Why the service refused a change the plan allowed (no source key, not translatable…). */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type PlanChange = z.infer<typeof planChange>;

export const pushResult = z.object({
  /** The journal of what this push wrote, for restore; null for a dry run or when none was. */
  journal: z.string().nullable(),
  changes: z.array(planChange),
});
export type PushResult = z.infer<typeof pushResult>;

export const restoreRequest = z.object({
  /** Also put back texts someone changed after the push (otherwise they are conflicts). */
  overwrite: z.boolean().default(false),
  dry_run: z.boolean().default(false),
  author: z.string().max(200).optional(),
});

export const journalSummary = z.object({
  journal_id: z.string(),
  at: z.number(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  author: z.string().nullable(),
  /** How many texts it wrote. */
  changes: z.number().int(),
  /** The journal this one restored, when it is a restore. */
  restores: z.string().nullable(),
});
export const journalList = z.object({ journals: z.array(journalSummary) });

/** Without a locale: the source language's texts. */
export const textsQuery = z.object({ locale: name.optional(), namespace: name.optional() });

export const exportedText = z.object({
  namespace: z.string(),
  key: z.string(),
  /** Null: the key has no text in this locale (untranslated). */
  text: z.string().nullable(),
  /** Whether apps are served it (GET /translations); source texts always are. */
  delivered: z.boolean(),
  description: z.string().nullable(),
});
export const textsResponse = z.object({
  /** The project the key belongs to. */
  project_id: z.string(),
  locale: z.string(),
  source_locale: z.string(),
  /** The project's live target locales. */
  target_locales: z.array(z.string()),
  texts: z.array(exportedText),
});
export type TextsResponse = z.infer<typeof textsResponse>;
