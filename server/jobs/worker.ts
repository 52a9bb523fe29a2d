import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open';
import type { OcrRegistry } from '../engines/ocr/ocr-models';
import type { EngineRegistry } from '../engines/registry';
import type { EngineProcesses } from '../sandbox/engine-process';
import {
  claimJob,
  hasOpenWork,
  isPaused,
  lockProject,
  releaseLeases,
  renewLeases,
  setPaused,
  type LaneShare,
} from '../store/job-claims';
import { abandoned, afterFailure } from './job-retries';
import { jobFinished } from '../webhooks/job-events';
import {
  getJob,
  insertJob,
  JOBS_CHANNEL,
  nextRunAfter,
  requeueInterrupted,
  retryLater,
  setJobStatus,
  type JobRow,
  type NewJob,
} from '../store/jobs';
import type { WebhookSettings } from '../webhooks/deliver';
import type { JobDeps, JobTable } from './job-types';

export interface WorkerSharing {
  /** Other instances may use the database (PostgreSQL): look for the jobs they queue. */
  shared: boolean;
  /** How long a claimed job is this instance's without a renewal. */
  leaseMs: number;
  /** How often to look for others' jobs regardless of signals (tests set it long). */
  pollMs?: number;
}

/**
 * How often a shared instance looks for jobs that others queued: it hears of them at once
 * through the database's signals, and polls only in case one was lost (or signals are down).
 */
const POLL_MS = { listening: 2_000, deaf: 200 };

/**
 * The durable job queue for every kind of job: jobs live in the database; each lane (a group of
 * kinds) runs its jobs one at a time oldest first, and lanes run side by side. Several instances
 * may share one database: each claims jobs under a lease (see job-claims), so each job runs once,
 * and a job whose instance died is taken over when its lease ends.
 */
export class JobWorker<K extends string = string> {
  readonly instance = randomUUID();
  private stopped = true;
  /** Set when stop's grace ended: jobs still running are no longer this instance's. */
  private released = false;
  private readonly running = new Map<string, Promise<void>>();
  /** A shared lane waiting on its running jobs also wakes when new work may have come. */
  private readonly laneWakers = new Map<string, () => void>();
  private readonly ctx: Omit<JobDeps, 'engine'>;
  /** The kinds of each lane. */
  private readonly lanes = new Map<string, K[]>();
  private wakeTimer: NodeJS.Timeout | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private leaseTimer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly table: JobTable<K>,
    private readonly db: Db,
    private readonly now: () => number,
    engines: EngineRegistry,
    ocr: OcrRegistry,
    private readonly engineProcesses: EngineProcesses,
    webhooks: WebhookSettings = { allowPrivate: false, timeoutMs: 10_000 },
    private readonly timing: WorkerSharing = { shared: false, leaseMs: 30_000 },
  ) {
    this.ctx = {
      db,
      now,
      engines,
      ocr,
      webhooks,
      yieldNow: () => new Promise((r) => setImmediate(r)),
    };
    for (const [kind, { lane }] of Object.entries(table.kinds) as [K, { lane: string }][])
      this.lanes.set(lane, [...(this.lanes.get(lane) ?? []), kind]);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.released = false;
    // Alone on its database, jobs left processing were this instance's, before a crash.
    if (!this.timing.shared) await requeueInterrupted(this.db);
    this.leaseTimer = setInterval(() => {
      renewLeases(this.db, this.instance, Date.now() + this.timing.leaseMs).catch(logError);
    }, this.timing.leaseMs / 3);
    this.leaseTimer.unref();
    if (this.timing.shared) {
      this.unlisten = await this.db.signals
        ?.listen(JOBS_CHANNEL, () => this.kick())
        .catch((err: unknown) => void logError(err));
      const every = this.timing.pollMs ?? (this.unlisten ? POLL_MS.listening : POLL_MS.deaf);
      this.pollTimer = setInterval(() => this.kick(), every);
      this.pollTimer.unref();
    }
    this.kick();
  }

  /**
   * Lets running jobs finish, for at most `graceMs`; a job still running then (a model that does
   * not answer) goes back to the queue, for another instance or the next start, and resumes from
   * what it committed.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.wakeTimer);
    clearInterval(this.pollTimer);
    clearInterval(this.leaseTimer);
    await this.unlisten?.();
    this.unlisten = undefined;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.running.values()),
      new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
    this.released = true;
    // A job still in an engine process stops with it; its lease goes back below.
    this.engineProcesses.close();
    await releaseLeases(this.db, this.instance);
  }

  isPaused(): Promise<boolean> {
    return isPaused(this.db);
  }

  /** Dev control, for every instance: pending jobs wait (a paused fill keeps its locale busy). */
  async pause(): Promise<void> {
    await setPaused(this.db, true);
  }

  async resume(): Promise<void> {
    await setPaused(this.db, false);
    this.kick();
  }

  async enqueue(job: NewJob & { kind: K }): Promise<JobRow> {
    const row = await insertJob(this.db, job, this.now());
    this.kick();
    return row;
  }

  /**
   * Queues a project's job unless `open` finds one it conflicts with (then null). The check and
   * the insert hold the project's row, so two instances accepting at once cannot both queue.
   */
  async enqueueExclusive(
    job: NewJob & { kind: K; projectId: string },
    open: () => Promise<boolean>,
  ): Promise<JobRow | null> {
    const row = await this.db.tx(async () => {
      await lockProject(this.db, job.projectId);
      return (await open()) ? null : insertJob(this.db, job, this.now());
    });
    if (row) this.kick();
    return row;
  }

  /** Jobs were inserted by someone else (inside their own transaction): look for them soon. */
  notify(): void {
    setImmediate(() => this.kick());
  }

  /** Resolves once no job is pending or processing (or the worker is paused or stopped). */
  async idle(): Promise<void> {
    for (;;) {
      if (this.stopped || (await this.isPaused())) return;
      if (this.running.size === 0 && !(await hasOpenWork(this.db, this.now()))) return;
      this.kick();
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** A job that waits for its time (a webhook retry) wakes the worker when it is due. */
  private async scheduleWake(): Promise<void> {
    clearTimeout(this.wakeTimer);
    if (this.stopped) return;
    const now = this.now();
    const at = await nextRunAfter(this.db, now);
    if (at === null || this.stopped) return;
    const delay = Math.min(at - now + 5, 2 ** 31 - 1);
    clearTimeout(this.wakeTimer);
    this.wakeTimer = setTimeout(() => this.kick(), delay);
    this.wakeTimer.unref();
  }

  private kick(): void {
    if (this.stopped) return;
    for (const lane of this.lanes.keys()) {
      this.laneWakers.get(lane)?.();
      if (this.running.has(lane)) continue;
      this.running.set(
        lane,
        this.drain(lane)
          .catch(logError)
          .then((ran) => {
            this.running.delete(lane);
            // A lane that ran something looks again; one that found nothing waits for a kick.
            if (ran) this.kick();
          }),
      );
    }
    this.scheduleWake().catch(logError);
  }

  /** Runs the lane's due jobs one after another; returns whether it ran any. */
  private async drain(lane: string): Promise<boolean> {
    const share = this.table.sharedLanes[lane];
    if (share) return this.drainShared(lane, share);
    let ran = false;
    while (!this.stopped) {
      const job = await this.claim(lane);
      if (!job) break;
      ran = true;
      await this.runClaimed(job, lane);
    }
    return ran;
  }

  /** A shared lane: up to its slots at once; while all run or none is due, a kick looks again. */
  private async drainShared(lane: string, share: LaneShare): Promise<boolean> {
    const inFlight = new Set<Promise<void>>();
    let ran = false;
    while (!this.stopped) {
      if (inFlight.size < share.slots) {
        const job = await this.claim(lane, share);
        if (job) {
          ran = true;
          const run: Promise<void> = this.runClaimed(job, lane).finally(() => inFlight.delete(run));
          inFlight.add(run);
          continue;
        }
        if (inFlight.size === 0) break;
      }
      await Promise.race([...inFlight, new Promise<void>((r) => this.laneWakers.set(lane, r))]);
      this.laneWakers.delete(lane);
    }
    await Promise.all(inFlight);
    return ran;
  }

  private claim(lane: string, share?: LaneShare): Promise<JobRow | undefined> {
    return claimJob(this.db, {
      instance: this.instance,
      kinds: this.lanes.get(lane)!,
      onePerProject: lane === 'project',
      now: this.now(),
      wallNow: Date.now(),
      leaseMs: this.timing.leaseMs,
      ...(share ? { share } : {}),
    });
  }

  /** A claimed job runs, unless its earlier runs crashed or timed out too often. */
  private async runClaimed(job: JobRow, lane: string): Promise<void> {
    const refused = abandoned(job);
    if (refused) await setJobStatus(this.db, job.job_id, 'failed', this.now(), refused);
    else await this.runJob(job, lane);
  }

  private async runJob(job: JobRow, lane: string): Promise<void> {
    try {
      const kind = Object.hasOwn(this.table.kinds, job.kind)
        ? this.table.kinds[job.kind as K]
        : null;
      if (!kind) throw new Error(`No processor for jobs of kind "${job.kind}"`);
      await kind.run({ ...this.ctx, engine: this.engineProcesses.for(lane) }, job);
      if (this.released) return; // the next holder finishes it
      if ((await getJob(this.db, job.job_id))?.status === 'processing') {
        await setJobStatus(this.db, job.job_id, 'completed', this.now());
      }
    } catch (err) {
      if (this.released) return;
      const outcome = afterFailure(job, err, this.now());
      console.error(`[locale-lens] job ${job.job_id}: ${outcome.error}`);
      if ('retryAt' in outcome)
        return retryLater(this.db, job.job_id, outcome.retryAt, outcome.error);
      await setJobStatus(this.db, job.job_id, 'failed', this.now(), outcome.error);
    }
    // Sync and fill jobs tell the project's webhooks how they ended.
    if (await jobFinished(this.db, this.now(), job.job_id)) this.notify();
  }
}

function logError(err: unknown): void {
  console.error(`[locale-lens] job worker: ${(err as Error).message}`);
}
