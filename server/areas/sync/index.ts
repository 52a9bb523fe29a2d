import type { ValidationDetailItem } from '../../../lib/contract/errors';
import { parseCompositeKey } from '../../../lib/i18n-keys/composite-key';
import type { Service } from '../../context';
import { requireMaster } from '../../http/auth';
import { HttpError, ValidationError } from '../../http/errors';
import type { Serve } from '../../http/serve-routes';
import { getJob, hasOpenJob, toSyncJob } from '../../jobs/job-rows';
import type { SyncItem } from '../../jobs/sync-job';

/** Area 1: integration sync. Validation answers the interface's 400 shape, not 422. */
export function syncArea(serve: Serve, svc: Service): void {
  serve('syncBatch', (c, { caller, body }) => {
    requireMaster(caller, 'A sync batch');
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
    // No machine translation engine is installed on this service yet.
    if (body.auto_translate) {
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

  serve('syncJob', (c, { caller, params }) => {
    requireMaster(caller, 'Polling a job');
    const job = getJob(svc.db, params.job_id);
    // Another project's job is as invisible as a missing one.
    if (!job || job.project_id !== caller.projectId)
      throw new HttpError(404, 'NOT_FOUND', 'Job not found');
    return c.json(toSyncJob(job));
  });
}
