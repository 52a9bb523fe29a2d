import type { Db } from '../db/open';
import { isJobKind, JOB_PROCESSORS, type JobKind } from './job-kinds';
import {
  getJob,
  insertJob,
  nextPendingJob,
  requeueInterrupted,
  setJobStatus,
  type JobRow,
  type NewJob,
} from './job-rows';
import type { JobContext } from './job-types';

/**
 * The durable job queue: jobs live in SQLite, run one at a time oldest first, and a job that was
 * processing when the service stopped runs again on start.
 */
export class JobWorker {
  private paused = false;
  private running: Promise<void> | null = null;
  private stopped = true;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  start(): void {
    this.stopped = false;
    requeueInterrupted(this.db);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
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

  /** Resolves once no job is pending or processing (or the worker is paused or stopped). */
  idle(): Promise<void> {
    if (!this.running && !this.hasWork()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private hasWork(): boolean {
    return !this.paused && !this.stopped && nextPendingJob(this.db) !== undefined;
  }

  private kick(): void {
    if (this.running || !this.hasWork()) return this.notifyIdle();
    this.running = this.drain().finally(() => {
      this.running = null;
      this.kick();
    });
  }

  private notifyIdle(): void {
    if (this.running) return;
    const waiters = this.idleWaiters.splice(0);
    waiters.forEach((w) => w());
  }

  private async drain(): Promise<void> {
    const ctx: JobContext = {
      db: this.db,
      now: this.now,
      yieldNow: () => new Promise((r) => setImmediate(r)),
    };
    for (
      let job = nextPendingJob(this.db);
      job && !this.paused && !this.stopped;
      job = nextPendingJob(this.db)
    ) {
      setJobStatus(this.db, job.job_id, 'processing', this.now());
      try {
        if (!isJobKind(job.kind)) throw new Error(`No processor for jobs of kind "${job.kind}"`);
        await JOB_PROCESSORS[job.kind](ctx, job);
        if (getJob(this.db, job.job_id)?.status === 'processing') {
          setJobStatus(this.db, job.job_id, 'completed', this.now());
        }
      } catch (err) {
        console.error(`[locale-lens] job ${job.job_id} failed`, err);
        setJobStatus(this.db, job.job_id, 'failed', this.now(), (err as Error).message);
      }
    }
  }
}
