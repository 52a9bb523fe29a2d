import type { Db } from '../db/open';
import { getJob, toSyncJob } from '../store/jobs';
import { fileChange, recordChanges } from '../store/row-changes';
import { emitEvent } from './events';

/**
 * A sync or fill job ended: its project's webhooks hear of it. A sync spans namespaces and a fill
 * without one covers them all, so those pass every namespace filter. Returns whether any delivery
 * was queued.
 */
export async function jobFinished(db: Db, now: number, jobId: string): Promise<boolean> {
  const job = await getJob(db, jobId);
  if (!job?.project_id || (job.status !== 'completed' && job.status !== 'failed')) return false;
  // A fill's language is no longer busy: open editors hear of it.
  if (job.kind === 'fill' && job.locale)
    await recordChanges(db, job.project_id, now, [fileChange(job.locale, null, 'idle', now)]);
  let event: 'sync.completed' | 'sync.failed' | 'fill.completed' | null = null;
  if (job.kind === 'sync') event = job.status === 'completed' ? 'sync.completed' : 'sync.failed';
  else if (job.kind === 'fill' && job.status === 'completed') event = 'fill.completed';
  if (!event) return false;
  const namespace = job.kind === 'fill' ? await fillNamespace(db, jobId) : null;
  return (await emitEvent(db, now, job.project_id, event, namespace, toSyncJob(job))) > 0;
}

/** A finished job drops its payload, so the fill's namespace is kept in its stage-free result. */
async function fillNamespace(db: Db, jobId: string): Promise<string | null> {
  const job = await getJob(db, jobId);
  const result = job?.result ? (JSON.parse(job.result) as { namespace?: string | null }) : {};
  return result.namespace ?? null;
}
