import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { Service } from './service-deps';
import type { EngineRegistry } from './engines/registry';
import { describeDatabase, openDatabase } from './db/open';
import { seedDemo } from './demo/seed';
import { enginesFromEnvironment } from './engines/configured';
import { OcrRegistry } from './engines/ocr/ocr-models';
import { JOB_TABLE } from './jobs/job-kinds';
import { JobWorker } from './jobs/worker';
import { ChangeHub } from './live/change-hub';
import { EngineProcesses } from './sandbox/engine-process';
import type { EngineLane, LaneLimits } from './engines/engine-limits';
import { LoginGuard, type ClientLoginLimit } from './security/login-limits';
import {
  ownerFromEnvironment,
  prepareFirstAccount,
  type OwnerAccount,
} from './security/first-account';
import { SETUP_PAGE } from './areas/team-pages';

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
  /** The header a reverse proxy puts the client's address in (CLIENT_ADDRESS_HEADER); none by default. */
  clientAddressHeader?: string | null;
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
  /** The first account, made on a service without users (OWNER_EMAIL, OWNER_PASSWORD). */
  owner?: OwnerAccount | null;
  /** The address in links sent by mail (PUBLIC_URL); by default the one a request came to. */
  publicUrl?: string | null;
}

export interface RunningService {
  url: string;
  /** Which engine the service runs on, and where, in words. */
  database: string;
  svc: Service;
  /** A service without users: the one-time link to the page that creates the first account. */
  setupUrl: string | null;
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
  const owner = options.owner === undefined ? ownerFromEnvironment(process.env) : options.owner;
  let setupToken: string | null;
  try {
    ({ setupToken } = await prepareFirstAccount(db, now(), owner));
  } catch (err) {
    await db.close();
    throw err;
  }
  const engines = options.engines ?? enginesFromEnvironment(process.env, db);
  // Engines that decode or compute on users' input run in a process per lane (server/sandbox).
  const engineProcesses = new EngineProcesses(options.engineLanes);
  const ocr = new OcrRegistry((mode) => engineProcesses.for('ocr')?.isWarm(mode) ?? false);
  const webhooks = {
    allowPrivate:
      options.webhookAllowPrivate ?? (options.demo || process.env.WEBHOOK_ALLOW_PRIVATE === '1'),
    timeoutMs: options.webhookTimeoutMs ?? (Number(process.env.WEBHOOK_TIMEOUT_MS) || 10_000),
  };
  const worker = new JobWorker(JOB_TABLE, db, now, engines, ocr, engineProcesses, webhooks, {
    shared: db.engine === 'postgres',
    leaseMs: options.jobLeaseMs ?? (Number(process.env.JOB_LEASE_MS) || 30_000),
    ...(options.jobPollMs === undefined ? {} : { pollMs: options.jobPollMs }),
  });
  const addressHeader =
    options.clientAddressHeader === undefined
      ? process.env.CLIENT_ADDRESS_HEADER?.trim().toLowerCase() || null
      : options.clientAddressHeader;
  const loginGuard = new LoginGuard(db, options.loginLimit, Date.now, addressHeader);
  const smtpUrl = options.smtpUrl === undefined ? process.env.SMTP_URL || null : options.smtpUrl;
  const changes = new ChangeHub(db, now);
  const svc: Service = {
    db,
    now,
    changes,
    demo: options.demo,
    worker,
    loginGuard,
    engines,
    ocr,
    webhooks,
    smtpUrl,
    publicUrl:
      (options.publicUrl === undefined ? process.env.PUBLIC_URL : options.publicUrl)?.replace(
        /\/+$/,
        '',
      ) || null,
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
  await changes.start();
  await worker.start();
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  return {
    url,
    setupUrl:
      setupToken && `${svc.publicUrl ?? url}${SETUP_PAGE}?token=${encodeURIComponent(setupToken)}`,
    database: describeDatabase(database),
    svc,
    async close() {
      svc.lifecycle.draining = true;
      // Open change streams would hold the server's close below.
      await changes.stop();
      await worker.stop();
      await engines.close();
      engineProcesses.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
