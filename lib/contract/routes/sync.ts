import { z } from 'zod';
import { syncBatchAccepted, syncBatchRequest, syncJob } from '../sync';
import { defineRoute } from '../route';
import { err, invalid, invalidBatch, unauthenticated } from './common';

export const syncRoutes = [
  defineRoute({
    id: 'syncBatch',
    method: 'post',
    path: '/api/integrations/sync/batch',
    largeBody: true,
    area: 'sync',
    summary: 'Queue a batch of values under composite keys locale:namespace:key',
    auth: 'integration-key',
    body: syncBatchRequest,
    responses: {
      202: { description: 'Job queued', schema: syncBatchAccepted },
      400: invalidBatch,
      401: unauthenticated,
      403: err('Needs a master key'),
      404: err('JOB_IN_PROGRESS: a job of the project is pending or processing'),
    },
  }),
  defineRoute({
    id: 'syncJob',
    method: 'get',
    path: '/api/integrations/sync/jobs/{job_id}',
    area: 'sync',
    summary: 'Poll a sync or fill job',
    auth: 'integration-key',
    params: z.object({ job_id: z.string() }),
    responses: {
      200: { description: 'The job', schema: syncJob },
      401: unauthenticated,
      403: err('Read-only key'),
      404: err('No such job'),
      422: invalid,
    },
  }),
] as const;
