import type { ValidationDetailItem } from '../../../lib/contract/errors';
import { parseCompositeKey } from '../../../lib/i18n-keys/composite-key';
import type { Service } from '../../service-deps';
import { requireMaster } from '../../http/auth';
import { HttpError, ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { getJob, hasOpenJob, toSyncJob } from '../../store/jobs';
import type { SyncItem } from '../../jobs/sync-job';
import { engineAdvice, firstEngineFor } from '../../engines/configured';
import { getLocaleTargets, getProject } from '../../store/projects';

/** Integration sync. Validation answers the interface's 400 shape, not 422. */
export function syncArea(serve: Serve, svc: Service): void {
  serve('syncBatch', async (c, { caller, body }) => {
    requireMaster(caller, 'A sync batch');
    const items: SyncItem[] = [];
    const detail: ValidationDetailItem[] = [];
    const seen = new Set<string>();
    body.translations.forEach(({ key, value, description }, i) => {
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
      else
        items.push({
          ...parsed.value,
          value,
          ...(description === undefined ? {} : { description }),
        });
      seen.add(key);
    });
    if (detail.length) throw new ValidationError(detail.slice(0, 100), 'sync');
    const autoTranslate = body.auto_translate
      ? await autoTranslateTargets(svc, caller.projectId)
      : [];
    const job = await svc.worker.enqueueExclusive(
      {
        kind: 'sync',
        projectId: caller.projectId,
        locale: null,
        payload: { items, autoTranslate },
        totalKeys: items.length,
      },
      () => hasOpenJob(svc.db, caller.projectId),
    );
    // The interface's quirk: a project with a job in flight answers 404.
    if (!job)
      throw new HttpError(
        404,
        'JOB_IN_PROGRESS',
        'A job of this project is pending or processing; poll it and retry',
      );
    const then = autoTranslate.length
      ? `; then machine translation into ${autoTranslate.map((t) => t.locale).join(', ')}`
      : '';
    return c.json(
      {
        job_id: job.job_id,
        status: 'pending' as const,
        total_keys: items.length,
        message: `Queued ${items.length} keys${then}`,
      },
      202,
    );
  });

  serve('syncJob', async (c, { caller, params }) => {
    requireMaster(caller, 'Polling a job');
    const job = await getJob(svc.db, params.job_id);
    // Another project's job is as invisible as a missing one.
    if (!job || job.project_id !== caller.projectId || (job.kind !== 'sync' && job.kind !== 'fill'))
      throw new HttpError(404, 'NOT_FOUND', 'Job not found');
    return c.json(toSyncJob(job));
  });
}

/**
 * The live target languages an engine reaches from the source, for `auto_translate`; a batch
 * asking for it when none is reached is refused with what would make it work.
 */
async function autoTranslateTargets(
  svc: Service,
  projectId: string,
): Promise<{ locale: string; model: string }[]> {
  const project = (await getProject(svc.db, projectId))!;
  const live = (await getLocaleTargets(svc.db, projectId)).filter((t) => !t.archived);
  const targets = live.flatMap((t) => {
    const model = firstEngineFor(svc, project.source_locale, t.locale);
    return model ? [{ locale: t.locale, model }] : [];
  });
  if (targets.length === 0)
    throw new ValidationError(
      [
        {
          loc: ['body', 'auto_translate'],
          msg: `No machine translation engine translates ${project.source_locale} into any of ${live.map((t) => t.locale).join(', ')}; ${engineAdvice(project.source_locale, live[0]?.locale ?? '…')}`,
          type: 'engine_unavailable',
        },
      ],
      'sync',
    );
  return targets;
}
