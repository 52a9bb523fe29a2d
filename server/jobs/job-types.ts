import type { Db } from '../db/open';
import type { OcrRegistry } from '../engines/ocr/ocr-models';
import type { EngineRegistry } from '../engines/registry';
import type { EngineProcess } from '../sandbox/engine-process';
import type { JobRow } from './job-rows';

/** How webhook deliveries may reach out: private addresses only when allowed. */
export interface WebhookSettings {
  allowPrivate: boolean;
  timeoutMs: number;
}

export interface JobContext {
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
export type JobProcessor = (ctx: JobContext, job: JobRow) => Promise<void>;
