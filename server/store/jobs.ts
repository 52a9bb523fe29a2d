import type { SyncJob } from '../../lib/contract/sync';
import type { Db } from '../db/open';
import { uuidv7 } from './ids';
import { stmt } from './statements';

/** A job as stored; its kind names a processor of job-kinds.ts. */
export interface NewJob {
  kind: string;
  /** The project a sync or fill writes to; null for a model task. */
  projectId: string | null;
  /** The user who submitted a model task: only they may poll it. */
  ownerId?: string | null;
  locale: string | null;
  payload: unknown;
  totalKeys: number;
  /** Not before this time (ms); absent or null runs as soon as its lane is free. */
  runAfter?: number | null;
}

export interface JobRow {
  job_id: string;
  project_id: string | null;
  owner_id: string | null;
  kind: string;
  locale: string | null;
  status: SyncJob['status'];
  payload: string;
  total_keys: number;
  processed_keys: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: string;
  error: string | null;
  /** A step inside `processing` worth showing, such as a model's warm-up. */
  stage: string | null;
  /** A model task's result, as JSON, once it completed. */
  result: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  run_after: number | null;
  lease_owner: string | null;
  lease_until: number | null;
  /** How many times the job was claimed: more than 1 after a takeover. */
  attempts: number;
}

export async function insertJob(db: Db, job: NewJob, now: number): Promise<JobRow> {
  const jobId = uuidv7(now);
  await stmt(
    db,
    `INSERT INTO jobs (job_id, project_id, owner_id, kind, locale, status, payload, total_keys,
       created_at, run_after) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
  ).run(
    jobId,
    job.projectId,
    job.ownerId ?? null,
    job.kind,
    job.locale,
    JSON.stringify(job.payload),
    job.totalKeys,
    now,
    job.runAfter ?? null,
  );
  await db.signals?.send(JOBS_CHANNEL);
  return (await getJob(db, jobId))!;
}

/** Where instances sharing a database hear of jobs queued (or the queue resumed) by another. */
export const JOBS_CHANNEL = 'locale_lens_jobs';

export const getJob = async (db: Db, jobId: string) =>
  (await stmt(db, 'SELECT * FROM jobs WHERE job_id = ?').get(jobId)) as JobRow | undefined;

/**
 * When the earliest pending job that is not yet due falls due, or null when none waits. Jobs
 * already due are their lane's to pick up; counting them would make the worker spin.
 */
export async function nextRunAfter(db: Db, now: number): Promise<number | null> {
  const row = (await stmt(
    db,
    `SELECT MIN(run_after) AS at FROM jobs WHERE status = 'pending' AND run_after > ?`,
  ).get(now)) as { at: number | null };
  return row.at;
}

/** Puts a processing job back in the queue, due at `runAfter`, with a new payload. */
export async function scheduleAgain(
  db: Db,
  jobId: string,
  runAfter: number,
  payload: unknown,
): Promise<void> {
  await stmt(
    db,
    `UPDATE jobs SET status = 'pending', run_after = ?, payload = ?, stage = NULL WHERE job_id = ?`,
  ).run(runAfter, JSON.stringify(payload), jobId);
}

/** Puts a job whose run failed back in the queue, due at `runAfter`, saying why meanwhile. */
export async function retryLater(
  db: Db,
  jobId: string,
  runAfter: number,
  error: string,
): Promise<void> {
  await stmt(
    db,
    `UPDATE jobs SET status = 'pending', run_after = ?, error = ?, stage = NULL, lease_owner = NULL,
       lease_until = NULL WHERE job_id = ?`,
  ).run(runAfter, error, jobId);
}

/** A model task's result and the step it is at. */
export async function saveResult(db: Db, jobId: string, result: unknown): Promise<void> {
  await stmt(db, 'UPDATE jobs SET result = ? WHERE job_id = ?').run(JSON.stringify(result), jobId);
}

export async function setStage(db: Db, jobId: string, stage: string | null): Promise<void> {
  await stmt(db, 'UPDATE jobs SET stage = ? WHERE job_id = ?').run(stage, jobId);
}

export const hasOpenJob = async (db: Db, projectId: string) =>
  (await stmt(
    db,
    `SELECT 1 FROM jobs WHERE project_id = ? AND kind IN ('sync', 'fill')
       AND status IN ('pending', 'processing') LIMIT 1`,
  ).get(projectId)) !== undefined;

/** Whether a fill of this locale is waiting or running. */
export const hasOpenFill = async (db: Db, projectId: string, locale: string) =>
  (await stmt(
    db,
    `SELECT 1 FROM jobs WHERE project_id = ? AND kind = 'fill' AND locale = ?
       AND status IN ('pending', 'processing') LIMIT 1`,
  ).get(projectId, locale)) !== undefined;

export interface Progress {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: { key: string; code: string; message: string }[];
}

/**
 * The progress a job committed so far: saved in the same transaction as each chunk's writes, so
 * a job run again after a crash resumes there and its counts describe the whole job.
 */
export const committedProgress = (job: JobRow): Progress => ({
  processed: job.processed_keys,
  created: job.created,
  updated: job.updated,
  unchanged: job.unchanged,
  rejected: JSON.parse(job.rejected) as Progress['rejected'],
});

export async function saveProgress(
  db: Db,
  jobId: string,
  p: Progress,
  totalKeys?: number,
): Promise<void> {
  await stmt(
    db,
    `UPDATE jobs SET processed_keys = ?, created = ?, updated = ?, unchanged = ?, rejected = ?,
       total_keys = COALESCE(?, total_keys) WHERE job_id = ?`,
  ).run(
    p.processed,
    p.created,
    p.updated,
    p.unchanged,
    JSON.stringify(p.rejected),
    totalKeys ?? null,
    jobId,
  );
}

export async function setJobStatus(
  db: Db,
  jobId: string,
  status: SyncJob['status'],
  now: number,
  error: string | null = null,
): Promise<void> {
  const finished = status === 'completed' || status === 'failed' ? now : null;
  const started = status === 'processing' ? now : null;
  // A finished job's poll needs its counts and result, not the batch it ran: the payload goes.
  await stmt(
    db,
    `UPDATE jobs SET status = ?, error = ?, finished_at = ?, started_at = COALESCE(?, started_at),
       stage = NULL, payload = CASE WHEN ? = 1 THEN '{}' ELSE payload END,
       lease_owner = CASE WHEN ? = 1 THEN NULL ELSE lease_owner END WHERE job_id = ?`,
  ).run(
    status,
    error,
    finished,
    started,
    finished === null ? 0 : 1,
    finished === null ? 0 : 1,
    jobId,
  );
}

/** After a crash, work that was being processed is queued again; it resumes where it committed. */
export const requeueInterrupted = async (db: Db) =>
  (await stmt(db, `UPDATE jobs SET status = 'pending' WHERE status = 'processing'`).run()).changes;

export function toSyncJob(r: JobRow): SyncJob {
  return {
    job_id: r.job_id,
    // Only sync and fill jobs are enqueued under a project, so those are the kinds polled here.
    kind: r.kind as SyncJob['kind'],
    status: r.status,
    total_keys: r.total_keys,
    processed_keys: r.processed_keys,
    created: r.created,
    updated: r.updated,
    unchanged: r.unchanged,
    rejected: JSON.parse(r.rejected) as SyncJob['rejected'],
    error: r.error,
    created_at: r.created_at,
    finished_at: r.finished_at,
  };
}

/** Whether a sync's fills are already queued (a sync run again after a crash). */
export const hasQueuedFills = async (db: Db, syncJobId: string) =>
  (await stmt(
    db,
    `SELECT 1 FROM jobs WHERE kind = 'fill' AND ${db.dialect.jsonText('payload', 'after')} = ?`,
  ).get(syncJobId)) !== undefined;
