import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { Service } from './context';
import type { EngineRegistry } from './engines/registry';
import { describeDatabase, openDatabase } from './db/open';
import { seedDemo } from './demo/seed';
import { enginesFromEnvironment } from './engines/configured';
import { OcrRegistry } from './engines/ocr/ocr-models';
import { JobWorker } from './jobs/worker';
import { EngineProcesses } from './sandbox/engine-process';
import type { EngineLane, LaneLimits } from './engines/engine-limits';
import { LoginGuard, type ClientLoginLimit } from './security/login-limits';

export interface ServiceOptions {
  /** Where SQLite keeps its file (and nothing else when a database URL is given). */
  dataDir: string;
  /** `postgres://…` runs on PostgreSQL, shared with other instances (DATABASE_URL). */
  databaseUrl?: string | null;
  /** How long a job is an instance's without renewal before another takes it over (30 s). */
  jobLeaseMs?: number;
  /** How often to look for other instances' jobs besides hearing of them (tests set it long). */
  jobPollMs?: number;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  demo: boolean;
  now?: () => number;
  /** Failed sign-ins per client; the default suits people, tests lower it. */
  loginLimit?: ClientLoginLimit;
  /** The translation engines; by default those this machine has or the environment names. */
  engines?: EngineRegistry;
  /** Webhooks to loopback and private addresses: by default in demo mode or WEBHOOK_ALLOW_PRIVATE=1. */
  webhookAllowPrivate?: boolean;
  /** How long a webhook delivery waits for an answer (WEBHOOK_TIMEOUT_MS, 10 s). */
  webhookTimeoutMs?: number;
  /** Time and memory limits of some engine lanes instead of ENGINE_LANES' (tests). */
  engineLanes?: Partial<Record<EngineLane, LaneLimits>>;
  /** Mail is also sent over SMTP to this URL (SMTP_URL); the outbox keeps it either way. */
  smtpUrl?: string | null;
}

export interface RunningService {
  url: string;
  /** Which engine the service runs on, and where, in words. */
  database: string;
  svc: Service;
  close(): Promise<void>;
}

/** Opens the database, seeds the demo when asked, starts the job worker and the HTTP server. */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  const now = options.now ?? Date.now;
  const database = {
    dataDir: options.dataDir,
    url: options.databaseUrl === undefined ? process.env.DATABASE_URL || null : options.databaseUrl,
  };
  const db = await openDatabase(database);
  if (options.demo) await seedDemo(db, now());
  const engines = options.engines ?? enginesFromEnvironment(process.env, db);
  // Engines that decode or compute on users' input run in a process per lane (server/sandbox).
  const engineProcesses = new EngineProcesses(options.engineLanes);
  const ocr = new OcrRegistry((mode) => engineProcesses.for('ocr')?.isWarm(mode) ?? false);
  const webhooks = {
    allowPrivate:
      options.webhookAllowPrivate ?? (options.demo || process.env.WEBHOOK_ALLOW_PRIVATE === '1'),
    timeoutMs: options.webhookTimeoutMs ?? (Number(process.env.WEBHOOK_TIMEOUT_MS) || 10_000),
  };
  const worker = new JobWorker(db, now, engines, ocr, engineProcesses, webhooks, {
    shared: db.engine === 'postgres',
    leaseMs: options.jobLeaseMs ?? (Number(process.env.JOB_LEASE_MS) || 30_000),
    ...(options.jobPollMs === undefined ? {} : { pollMs: options.jobPollMs }),
  });
  const loginGuard = new LoginGuard(db, options.loginLimit);
  const smtpUrl = options.smtpUrl === undefined ? process.env.SMTP_URL || null : options.smtpUrl;
  const svc: Service = {
    db,
    now,
    demo: options.demo,
    worker,
    loginGuard,
    engines,
    ocr,
    webhooks,
    smtpUrl,
    lifecycle: { draining: false },
  };
  const app = createApp(svc);
  const host = options.host ?? '127.0.0.1';
  const server: ServerType = await new Promise((resolve) => {
    // A status query may name 1,000 keys: allow URLs longer than Node's 16 KiB default.
    const serverOptions = { maxHeaderSize: 256 * 1024 };
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host, serverOptions }, () =>
      resolve(s),
    );
  });
  engines.warmAll();
  await worker.start();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    database: describeDatabase(database),
    svc,
    async close() {
      svc.lifecycle.draining = true;
      await worker.stop();
      await engines.close();
      engineProcesses.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
