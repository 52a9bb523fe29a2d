import type { Service } from '../../context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Serve } from '../../http/serve-routes';
import { getJob, type JobRow } from '../../jobs/job-rows';
import type { JobKind } from '../../jobs/job-kinds';

/**
 * Model jobs: each submission is queued at once as a job of the one worker and polled by its id.
 * A task is its submitter's: another user's task is not found. Statuses are the interface's:
 * translation tasks start `queued`, scoring tasks `pending`; then `started`, `completed` or
 * `failed`.
 */
export function modelJobsArea(serve: Serve, svc: Service): void {
  serve('listModels', (c) => c.json({ models: svc.engines.models() }));

  serve('submitBatchTranslate', (c, { caller, body }) => {
    const route = svc.engines.route(
      body.registered_model_name,
      body.source_lang,
      body.target_lang,
      body.use_pivot,
    );
    if ('refused' in route)
      throw new ValidationError([
        {
          loc: ['body', 'registered_model_name'],
          msg: route.refused,
          type: 'model_unsupported',
          input: body.registered_model_name,
        },
      ]);
    const job = enqueue(svc, 'translate', caller.userId, body);
    return c.json({ task_id: job.job_id, status: 'queued' as const }, 202);
  });
  serve('getTranslationTask', (c, { caller, params }) =>
    c.json(taskRecord(ownTask(svc, params.task_id, caller.userId, 'translate'), 'queued')),
  );

  serve('submitBleu', (c, { caller, body }) => {
    const job = enqueue(svc, 'score', caller.userId, { metric: 'bleu', ...body });
    return c.json({ task_id: job.job_id, status: 'pending' as const }, 202);
  });
  serve('submitChrf', (c, { caller, body }) => {
    const job = enqueue(svc, 'score', caller.userId, { metric: 'chrf', ...body });
    return c.json({ task_id: job.job_id, status: 'pending' as const }, 202);
  });
  serve('getScoreTask', (c, { caller, params }) =>
    c.json(taskRecord(ownTask(svc, params.task_id, caller.userId, 'score'), 'pending')),
  );
}

const enqueue = (svc: Service, kind: JobKind, ownerId: string, payload: unknown) =>
  svc.worker.enqueue({ kind, projectId: null, ownerId, locale: null, payload, totalKeys: 0 });

function ownTask(svc: Service, taskId: string, userId: string, kind: JobKind): JobRow {
  const job = getJob(svc.db, taskId);
  if (!job || job.kind !== kind || job.owner_id !== userId)
    throw new HttpError(404, 'NOT_FOUND', `No task ${taskId.slice(0, 64)} of yours`);
  return job;
}

/** The poll record: `result` stays null until the task has completed. */
function taskRecord(job: JobRow, initial: 'queued' | 'pending') {
  const status =
    job.status === 'pending' ? initial : job.status === 'processing' ? 'started' : job.status;
  return {
    task_id: job.job_id,
    status,
    result: job.status === 'completed' && job.result ? (JSON.parse(job.result) as unknown) : null,
    error: job.error,
    created_at: job.created_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
    ...(job.stage ? { stage: job.stage } : {}),
    ...(job.total_keys > 0
      ? { progress: { done: job.processed_keys, total: job.total_keys } }
      : {}),
  };
}
