import type { Db } from '../db/open';
import type { OcrRegistry } from '../engines/ocr/ocr-models';
import type { EngineRegistry } from '../engines/registry';
import { isJobKind, JOB_KINDS, LANES, type JobKind } from './job-kinds';
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

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    engines: EngineRegistry,
    ocr: OcrRegistry,
  ) {
    this.ctx = { db, now, engines, ocr, yieldNow: () => new Promise((r) => setImmediate(r)) };
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

  /** Resolves once no job is pending or processing (or the worker is paused or stopped). */
  idle(): Promise<void> {
    if (this.running.size === 0 && ![...LANES.keys()].some((l) => this.hasWork(l)))
      return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private hasWork(lane: string): boolean {
    return !this.paused && !this.stopped && nextPendingJob(this.db, LANES.get(lane)!) !== undefined;
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
    if (this.running.size === 0) this.idleWaiters.splice(0).forEach((w) => w());
  }

  private async drain(lane: string): Promise<void> {
    const kinds = LANES.get(lane)!;
    for (
      let job = nextPendingJob(this.db, kinds);
      job && !this.paused && !this.stopped;
      job = nextPendingJob(this.db, kinds)
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
    }
  }
}
