import { z } from 'zod';
import { languageTag } from './account';
import { workflowKey, workflowMode } from './editor';

/** Project records (area 5 without offers; see offers.ts). */

export const project = z.object({
  project_id: z.string(),
  name: z.string(),
  continuous: z.boolean(),
  create_time: z.string(),
  workflow_id: z.number().int().optional(),
  workflow_key: workflowKey.optional(),
  workflow_mode: workflowMode.optional(),
});
export type Project = z.infer<typeof project>;

export const projectLocale = z.object({
  locale: z.string(),
  live: z.boolean(),
  archived: z.boolean(),
});

/** `GET /api/projects` entry: the record plus the caller's role and the project's locales. */
export const projectListEntry = project.extend({
  role: z.enum(['pm', 'member']),
  source_locale: z.string(),
  locales: z.array(projectLocale),
  /** Assumed: namespaces of the project and the one a bare key belongs to. */
  namespaces: z.array(z.string()).optional(),
  default_namespace: z.string().optional(),
});
export type ProjectListEntry = z.infer<typeof projectListEntry>;

export const projectsResponse = z.object({ projects: z.array(projectListEntry) });

export const continuousProjectRequest = z.object({
  name: z.string().trim().min(1).max(200),
  deadline: z.number().int().optional(),
  workflow_key: workflowKey.optional(),
  /** The source language; `DEFAULT_SOURCE_LOCALE` when left out. */
  source_locale: languageTag.optional(),
  /** Target languages; the source among them, and repeats, are dropped. */
  target_locales: z.array(languageTag).max(100).optional(),
});

/** The answer of `POST /api/continuous/projects`: the record with its languages. */
export const createdProject = project.extend({
  source_locale: z.string(),
  target_locales: z.array(z.string()),
});
export type CreatedProject = z.infer<typeof createdProject>;
