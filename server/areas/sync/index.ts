import type { Hono } from 'hono';
import type { ValidationDetailItem } from '../../../lib/contract/errors';
import { syncBatchRequest } from '../../../lib/contract/sync';
import { parseCompositeKey } from '../../../lib/keys/composite-key';
import type { Service } from '../../context';
import { integrationCaller, requireMaster } from '../../http/auth';
import { HttpError, ValidationError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { getJob, hasOpenJob, toSyncJob } from '../../jobs/store';
import type { SyncItem } from '../../jobs/sync-job';

/** Area 1: integration sync. Validation answers the interface's 400 shape, not 422. */
export function syncArea(app: Hono, svc: Service): void {
  app.post('/api/integrations/sync/batch', async (c) => {
    const caller = integrationCaller(c, svc);
    requireMaster(caller, 'A sync batch');
    const body = await parseBody(c, syncBatchRequest, 'sync');
    const items: SyncItem[] = [];
    const detail: ValidationDetailItem[] = [];
    const seen = new Set<string>();
    body.translations.forEach(({ key, value }, i) => {
      const parsed = parseCompositeKey(key);
      const loc = ['body', 'translations', i, 'key'];
      if (!parsed.ok)
        detail.push({
          loc,
          msg: `Invalid composite key: ${parsed.reason}`,
          type: 'composite_key',
          input: key,
        });
      else if (seen.has(key))
        detail.push({
          loc,
          msg: 'The key appears more than once in the batch',
          type: 'duplicate_key',
          input: key,
        });
      else items.push({ ...parsed.value, value });
      seen.add(key);
    });
    if (detail.length) throw new ValidationError(detail.slice(0, 100), 'sync');
    if (body.auto_translate && !svc.worker.machineTranslation) {
      throw new ValidationError(
        [
          {
            loc: ['body', 'auto_translate'],
            msg: 'No machine translation engine is installed on this service',
            type: 'engine_unavailable',
          },
        ],
        'sync',
      );
    }
    // The interface's quirk: a project with a job in flight answers 404.
    if (hasOpenJob(svc.db, caller.projectId)) {
      throw new HttpError(
        404,
        'JOB_IN_PROGRESS',
        'A job of this project is pending or processing; poll it and retry',
      );
    }
    const job = svc.worker.enqueue({
      kind: 'sync',
      projectId: caller.projectId,
      locale: null,
      payload: { items },
      totalKeys: items.length,
    });
    return c.json(
      {
        job_id: job.job_id,
        status: 'pending' as const,
        total_keys: items.length,
        message: `Queued ${items.length} keys`,
      },
      202,
    );
  });

  app.get('/api/integrations/sync/jobs/:job_id', (c) => {
    const caller = integrationCaller(c, svc);
    requireMaster(caller, 'Polling a job');
    const job = getJob(svc.db, c.req.param('job_id'));
    // Another project's job is as invisible as a missing one.
    if (!job || job.project_id !== caller.projectId)
      throw new HttpError(404, 'NOT_FOUND', 'Job not found');
    return c.json(toSyncJob(job));
  });
}
