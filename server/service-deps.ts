import type { Db } from './db/open';
import type { ChangeHub } from './live/change-hub';
import type { OcrRegistry } from './engines/ocr/ocr-models';
import type { EngineRegistry } from './engines/registry';
import type { JobKind } from './jobs/job-kinds';
import type { WebhookSettings } from './webhooks/deliver';
import type { JobWorker } from './jobs/worker';
import type { LoginGuard } from './security/login-limits';

/** What every route handler may use; built once in service.ts. */
export interface Service {
  db: Db;
  now: () => number;
  demo: boolean;
  worker: JobWorker<JobKind>;
  loginGuard: LoginGuard;
  engines: EngineRegistry;
  ocr: OcrRegistry;
  /** Whether webhooks may reach private addresses, and how long a delivery waits. */
  webhooks: WebhookSettings;
  /** Where mail goes besides the outbox (an smtp:// or smtps:// URL), or null. */
  smtpUrl: string | null;
  /** The address people reach the service at, for links in mail (PUBLIC_URL); else the request's. */
  publicUrl: string | null;
  /** Row changes of every instance, handed to the change streams open here. */
  changes: ChangeHub;
  /** Set when shutdown begins: readiness fails so a load balancer sends no more requests. */
  lifecycle: { draining: boolean };
}
