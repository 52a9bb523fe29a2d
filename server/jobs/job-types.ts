import type { Db } from '../db/open';
import type { OcrRegistry } from '../engines/ocr/ocr-models';
import type { EngineRegistry } from '../engines/registry';
import type { EngineProcess } from '../sandbox/engine-process';
import type { LaneShare } from '../store/job-claims';
import type { WebhookSettings } from '../webhooks/deliver';
import type { JobRow } from '../store/jobs';

export interface JobDeps {
  db: Db;
  now: () => number;
  /** The translation engines model tasks and machine-translation fills run on. */
  engines: EngineRegistry;
  /** The OCR models image tasks run on. */
  ocr: OcrRegistry;
  webhooks: WebhookSettings;
  /**
   * The engine process of the job's lane (ENGINE_LANES): whatever decodes or computes on the
   * user's input runs there, so its crash, freeze or swelling is the job's failure alone. Null in
   * lanes without one.
   */
  engine: EngineProcess | null;
  /** Yields to the event loop so HTTP stays responsive while a big job runs. */
  yieldNow: () => Promise<void>;
}

/** Runs one job to its end; throwing fails the job with the error's message. */
export type JobProcessor = (ctx: JobDeps, job: JobRow) => Promise<void>;

/**
 * The kinds of job a worker runs (job-kinds' table, handed to the worker by the service): each
 * kind's processor and lane, and the lanes that run several jobs at once.
 */
export interface JobTable<K extends string = string> {
  kinds: Readonly<Record<K, { run: JobProcessor; lane: string }>>;
  sharedLanes: Readonly<Record<string, LaneShare>>;
}
