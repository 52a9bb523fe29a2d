import { z } from 'zod';
import { projectParams } from '../offers';
import {
  journalList,
  pushRequest,
  pushResult,
  restoreRequest,
  textsQuery,
  textsResponse,
} from '../push';
import { defineRoute } from '../route';
import { err, invalid, unauthenticated } from './common';

const pmOnly = err('Project manager required');
const busy = err('JOB_IN_PROGRESS: a sync or fill of the project runs; retry after Retry-After');
const masterOnly = err('Needs a master key');
// The answers shared by the integration-key routes and their signed-in manager twins.
const planned = {
  description: 'The plan, per key, and the journal of what was written',
  schema: pushResult,
};
const restored = { description: 'What the restore changed, per key', schema: pushResult };
const texts = { description: 'Texts of every key of the locale', schema: textsResponse };

export const pushRoutes = [
  defineRoute({
    id: 'pushFiles',
    method: 'post',
    path: '/api/integrations/push',
    largeBody: true,
    area: 'sync',
    summary: "Plan locale files against the service's texts and write what the plan allows",
    auth: 'integration-key',
    body: pushRequest,
    responses: {
      200: planned,
      401: unauthenticated,
      403: masterOnly,
      409: busy,
      422: invalid,
    },
  }),
  defineRoute({
    id: 'listPushJournals',
    method: 'get',
    path: '/api/integrations/push/journals',
    area: 'sync',
    summary: 'The journals of the latest pushes and restores, newest first',
    auth: 'integration-key',
    responses: {
      200: { description: 'Journals', schema: journalList },
      401: unauthenticated,
      403: masterOnly,
    },
  }),
  defineRoute({
    id: 'restorePush',
    method: 'post',
    path: '/api/integrations/push/journals/{journal_id}/restore',
    area: 'sync',
    summary: 'Put back the texts a push replaced (journaled in turn)',
    auth: 'integration-key',
    params: z.object({ journal_id: z.string() }),
    body: restoreRequest,
    responses: {
      200: restored,
      401: unauthenticated,
      403: masterOnly,
      404: err('No such journal'),
      409: busy,
      422: invalid,
    },
  }),
  defineRoute({
    id: 'exportTexts',
    method: 'get',
    path: '/api/integrations/texts',
    area: 'sync',
    summary: "A locale's current texts, drafts too, each with whether apps are served it",
    auth: 'integration-key',
    query: textsQuery,
    responses: {
      200: texts,
      401: unauthenticated,
      403: masterOnly,
      404: err('Unknown locale'),
      422: invalid,
    },
  }),
  // The same, for a project manager signed in (the options page): no integration key; without a
  // base from the file, the service takes the texts its journals say a push last left.
  defineRoute({
    id: 'projectPush',
    method: 'post',
    path: '/api/projects/{project_id}/push',
    largeBody: true,
    area: 'projects',
    summary: "A manager's upload: plan locale files and write what the plan allows",
    auth: 'bearer',
    params: projectParams,
    body: pushRequest,
    responses: {
      200: planned,
      401: unauthenticated,
      403: pmOnly,
      404: err('Project not found'),
      409: busy,
      422: invalid,
    },
  }),
  defineRoute({
    id: 'projectRestorePush',
    method: 'post',
    path: '/api/projects/{project_id}/push/journals/{journal_id}/restore',
    area: 'projects',
    summary: 'Put back the texts a push replaced, as a project manager',
    auth: 'bearer',
    params: projectParams.extend({ journal_id: z.string() }),
    body: restoreRequest,
    responses: {
      200: restored,
      401: unauthenticated,
      403: pmOnly,
      404: err('No such project or journal'),
      409: busy,
      422: invalid,
    },
  }),
  defineRoute({
    id: 'projectTexts',
    method: 'get',
    path: '/api/projects/{project_id}/texts',
    area: 'projects',
    summary: "A locale's current texts for a manager's download, drafts too",
    auth: 'bearer',
    params: projectParams,
    query: textsQuery,
    responses: {
      200: texts,
      401: unauthenticated,
      403: pmOnly,
      404: err('Unknown project or locale'),
      422: invalid,
    },
  }),
] as const;
