import type { Db } from '../db/open';
import type { OcrRegistry } from '../engines/ocr/ocr-models';
import type { EngineRegistry } from '../engines/registry';
import { isJobKind, JOB_KINDS, LANES, type JobKind } from './job-kinds';
import { jobFinished } from '../webhooks/job-events';
import {
  getJob,
  insertJob,
  nextPendingJob,
  nextRunAfter,
  requeueInterrupted,
  setJobStatus,
  type JobRow,
  type NewJob,
} from './job-rows';
import type { JobContext, WebhookSettings } from './job-types';

/**
 * The durable job queue for every kind of job: jobs live in the database; each lane (a group of
 * kinds) runs its jobs one at a time oldest first, and lanes run side by side. A job that was
 * processing when the service stopped runs again on start and resumes from what it committed.
 */
export class JobWorker {
  private paused = false;
  private stopped = true;
  private readonly running = new Map<string, Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private readonly ctx: JobContext;
  private wakeTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    engines: EngineRegistry,
    ocr: OcrRegistry,
    webhooks: WebhookSettings = { allowPrivate: false, timeoutMs: 10_000 },
  ) {
    this.ctx = {
      db,
      now,
      engines,
      ocr,
      webhooks,
      yieldNow: () => new Promise((r) => setImmediate(r)),
    };
  }

  start(): void {
    this.stopped = false;
    requeueInterrupted(this.db);
    this.kick();
  }

  /**
   * Lets running jobs finish, for at most `graceMs`: a job still running then (a model that does
   * not answer) stays `processing` and runs again on the next start, from what it committed.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.wakeTimer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.running.values()),
      new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** Dev control: pending jobs wait (a paused fill keeps its locale busy). */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.kick();
  }

  enqueue(job: NewJob & { kind: JobKind }): JobRow {
    const row = insertJob(this.db, job, this.now());
    this.kick();
    return row;
  }

  /** Jobs were inserted by someone else (inside their own transaction): look for them soon. */
  notify(): void {
    setImmediate(() => this.kick());
  }

  /** Resolves once no job is pending or processing (or the worker is paused or stopped). */
  idle(): Promise<void> {
    if (this.running.size === 0 && ![...LANES.keys()].some((l) => this.hasWork(l)))
      return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private hasWork(lane: string): boolean {
    return (
      !this.paused &&
      !this.stopped &&
      nextPendingJob(this.db, LANES.get(lane)!, this.now()) !== undefined
    );
  }

  /** A job that waits for its time (a webhook retry) wakes the worker when it is due. */
  private scheduleWake(): void {
    clearTimeout(this.wakeTimer);
    if (this.paused || this.stopped) return;
    const now = this.now();
    const at = nextRunAfter(this.db, now);
    if (at === null) return;
    const delay = Math.min(at - now + 5, 2 ** 31 - 1);
    this.wakeTimer = setTimeout(() => this.kick(), delay);
    this.wakeTimer.unref();
  }

  private kick(): void {
    for (const lane of LANES.keys()) {
      if (this.running.has(lane) || !this.hasWork(lane)) continue;
      this.running.set(
        lane,
        this.drain(lane).finally(() => {
          this.running.delete(lane);
          this.kick();
        }),
      );
    }
    this.scheduleWake();
    if (this.running.size === 0) this.idleWaiters.splice(0).forEach((w) => w());
  }

  private async drain(lane: string): Promise<void> {
    const kinds = LANES.get(lane)!;
    for (
      let job = nextPendingJob(this.db, kinds, this.now());
      job && !this.paused && !this.stopped;
      job = nextPendingJob(this.db, kinds, this.now())
    ) {
      setJobStatus(this.db, job.job_id, 'processing', this.now());
      try {
        if (!isJobKind(job.kind)) throw new Error(`No processor for jobs of kind "${job.kind}"`);
        await JOB_KINDS[job.kind].run(this.ctx, job);
        if (getJob(this.db, job.job_id)?.status === 'processing') {
          setJobStatus(this.db, job.job_id, 'completed', this.now());
        }
      } catch (err) {
        console.error(`[locale-lens] job ${job.job_id} failed: ${(err as Error).message}`);
        setJobStatus(this.db, job.job_id, 'failed', this.now(), (err as Error).message);
      }
      // Sync and fill jobs tell the project's webhooks how they ended.
      if (jobFinished(this.db, this.now(), job.job_id)) this.notify();
    }
  }
}
