import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import { getJob, type JobRow } from '../../store/jobs';
import type { JobKind } from '../../jobs/job-kinds';

/** Model tasks are jobs with an owner and no project; only their owner may poll them. */
export const enqueueTask = (svc: Service, kind: JobKind, ownerId: string, payload: unknown) =>
  svc.worker.enqueue({ kind, projectId: null, ownerId, locale: null, payload, totalKeys: 0 });

export async function ownTask(
  svc: Service,
  taskId: string,
  userId: string,
  kind: JobKind,
): Promise<JobRow> {
  const job = await getJob(svc.db, taskId);
  if (!job || job.kind !== kind || job.owner_id !== userId)
    throw new HttpError(404, 'NOT_FOUND', `No task ${taskId.slice(0, 64)} of yours`);
  return job;
}

/** The poll record: `result` stays null until the task has completed. */
export function taskRecord(job: JobRow, initial: 'queued' | 'pending') {
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
