import type { Db } from './db/open';
import type { OcrRegistry } from './engines/ocr/ocr-models';
import type { EngineRegistry } from './engines/registry';
import type { JobWorker } from './jobs/worker';
import type { LoginGuard } from './security/login-limits';

/** What every route handler may use; built once in service.ts. */
export interface Service {
  db: Db;
  now: () => number;
  demo: boolean;
  worker: JobWorker;
  loginGuard: LoginGuard;
  engines: EngineRegistry;
  ocr: OcrRegistry;
}
