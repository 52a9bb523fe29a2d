import type { Db } from '../db/database';
import { stmt } from './statements';
import { JOBS_CHANNEL, type JobRow } from './jobs';

/** How a lane that runs several jobs at once shares its slots out. */
export interface LaneShare {
  /** Jobs the lane runs at once in one instance. */
  slots: number;
  /** Jobs of one project running at once, across instances. */
  perProject: number;
  /** A payload field: jobs with the same value run one at a time, across instances. */
  onePer: string;
}

/**
 * How jobs are shared by every instance on one database. A job is claimed in one transaction
 * that skips rows another instance is claiming (PostgreSQL's SKIP LOCKED), and is held by a lease
 * its instance renews while it runs: when an instance dies, its lease runs out and any other
 * instance takes the job over, resuming from what the job committed.
 */
export interface ClaimOptions {
  instance: string;
  kinds: readonly string[];
  /** A project's jobs of these kinds run one at a time across instances (sync, then its fills). */
  onePerProject: boolean;
  /** The service clock, for jobs that wait (`run_after`). */
  now: number;
  /** Real time, for leases: instances' service clocks may differ, leases must not. */
  wallNow: number;
  leaseMs: number;
  /** Several jobs of the lane may run at once, shared out so (job-kinds' SHARED_LANES). */
  share?: LaneShare;
}

const PAUSED = 'jobs_paused';

export async function claimJob(db: Db, o: ClaimOptions): Promise<JobRow | undefined> {
  const marks = o.kinds.map(() => '?').join(', ');
  const sibling = `SELECT 1 FROM jobs o WHERE o.project_id = j.project_id AND o.job_id <> j.job_id
       AND o.status = 'processing' AND o.kind IN (${marks}) AND o.lease_until >= ?`;
  const running = `FROM jobs o WHERE o.job_id <> j.job_id AND o.status = 'processing'
       AND o.kind IN (${marks}) AND o.lease_until >= ?`;
  const field = (t: string) => (o.share ? db.dialect.jsonText(`${t}.payload`, o.share.onePer) : '');
  const shared = o.share
    ? `AND NOT EXISTS (SELECT 1 ${running} AND ${field('o')} = ${field('j')})
       AND (SELECT COUNT(*) ${running} AND o.project_id = j.project_id) < ${o.share.perProject}`
    : '';
  return db.tx(async () => {
    const candidate = await stmt(
      db,
      `SELECT j.job_id, j.project_id FROM jobs j
       WHERE j.kind IN (${marks})
         AND ((j.status = 'pending' AND (j.run_after IS NULL OR j.run_after <= ?))
           OR (j.status = 'processing' AND (j.lease_until IS NULL OR j.lease_until < ?)))
         AND NOT EXISTS (SELECT 1 FROM service_flags WHERE name = '${PAUSED}')
         ${o.onePerProject ? `AND NOT EXISTS (${sibling})` : ''}
         ${shared}
       ORDER BY j.created_at, j.job_id LIMIT 1${db.dialect.skipLocked}`,
    ).get<{ job_id: string; project_id: string | null }>(
      ...o.kinds,
      o.now,
      o.wallNow,
      ...(o.onePerProject ? [...o.kinds, o.wallNow] : []),
      ...(o.share ? [...o.kinds, o.wallNow, ...o.kinds, o.wallNow] : []),
    );
    if (!candidate) return undefined;
    if (o.onePerProject && candidate.project_id) {
      // Two instances may each pick a different job of one project: the project's row decides.
      await lockProject(db, candidate.project_id);
      const busy = await stmt(
        db,
        `SELECT 1 FROM jobs j WHERE j.job_id = ? AND EXISTS (${sibling})`,
      ).get(candidate.job_id, ...o.kinds, o.wallNow);
      if (busy) return undefined;
    }
    return stmt(
      db,
      `UPDATE jobs SET status = 'processing', lease_owner = ?, lease_until = ?, attempts = attempts + 1,
         started_at = COALESCE(started_at, ?) WHERE job_id = ? RETURNING *`,
    ).get<JobRow>(o.instance, o.wallNow + o.leaseMs, o.now, candidate.job_id);
  });
}

/** Extends the leases of the jobs this instance runs; returns how many it still holds. */
export async function renewLeases(db: Db, instance: string, until: number): Promise<number> {
  const { changes } = await stmt(
    db,
    `UPDATE jobs SET lease_until = ? WHERE lease_owner = ? AND status = 'processing'`,
  ).run(until, instance);
  return changes;
}

/** On shutdown: the jobs this instance still runs go back to the queue for another to take. */
export async function releaseLeases(db: Db, instance: string): Promise<number> {
  const { changes } = await stmt(
    db,
    `UPDATE jobs SET status = 'pending', lease_owner = NULL, lease_until = NULL
     WHERE lease_owner = ? AND status = 'processing'`,
  ).run(instance);
  return changes;
}

/** Whether any job is waiting and due, or running on this or another instance. */
export async function hasOpenWork(db: Db, now: number): Promise<boolean> {
  const row = await stmt(
    db,
    `SELECT 1 FROM jobs WHERE status = 'processing'
       OR (status = 'pending' AND (run_after IS NULL OR run_after <= ?)) LIMIT 1`,
  ).get(now);
  return row !== undefined;
}

export async function isPaused(db: Db): Promise<boolean> {
  return (
    (await stmt(db, `SELECT 1 FROM service_flags WHERE name = '${PAUSED}'`).get()) !== undefined
  );
}

/** The demo's pause, obeyed by every instance: pending jobs wait, running ones finish. */
export async function setPaused(db: Db, paused: boolean): Promise<void> {
  await stmt(
    db,
    paused
      ? `INSERT INTO service_flags (name, value) VALUES ('${PAUSED}', '1') ON CONFLICT DO NOTHING`
      : `DELETE FROM service_flags WHERE name = '${PAUSED}'`,
  ).run();
  if (!paused) await db.signals?.send(JOBS_CHANNEL);
}

/** Holds the project's row until the transaction ends: its job checks and inserts go one at a time. */
export async function lockProject(db: Db, projectId: string): Promise<void> {
  await stmt(db, `SELECT 1 FROM projects WHERE project_id = ?${db.dialect.forUpdate}`).get(
    projectId,
  );
}
