import type { Service } from '../../service-deps';
import { ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { documentRoutes } from './documents';
import { ocrRoutes } from './ocr';
import { enqueueTask, ownTask, taskRecord } from './tasks';

/**
 * Model jobs: each submission is queued at once as a job of the one worker and polled by its id.
 * A task is its submitter's: another user's task is not found. Statuses are the interface's:
 * translation tasks start `queued`, scoring tasks `pending`; then `started`, `completed` or
 * `failed`.
 */
export function modelJobsArea(serve: Serve, svc: Service): void {
  serve('listModels', (c) => c.json({ models: [...svc.engines.models(), ...svc.ocr.list()] }));
  ocrRoutes(serve, svc);
  documentRoutes(serve, svc);

  serve('submitBatchTranslate', async (c, { caller, body }) => {
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
    const job = await enqueueTask(svc, 'translate', caller.userId, body);
    return c.json({ task_id: job.job_id, status: 'queued' as const }, 202);
  });
  serve('getTranslationTask', async (c, { caller, params }) =>
    c.json(taskRecord(await ownTask(svc, params.task_id, caller.userId, 'translate'), 'queued')),
  );

  serve('submitBleu', async (c, { caller, body }) => {
    const job = await enqueueTask(svc, 'score', caller.userId, { metric: 'bleu', ...body });
    return c.json({ task_id: job.job_id, status: 'pending' as const }, 202);
  });
  serve('submitChrf', async (c, { caller, body }) => {
    const job = await enqueueTask(svc, 'score', caller.userId, { metric: 'chrf', ...body });
    return c.json({ task_id: job.job_id, status: 'pending' as const }, 202);
  });
  serve('getScoreTask', async (c, { caller, params }) =>
    c.json(taskRecord(await ownTask(svc, params.task_id, caller.userId, 'score'), 'pending')),
  );
}
