import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_KEYS, DEMO_PASSWORD } from '../../server/demo/seed';
import type { EngineRegistry } from '../../server/engines/registry';
import type { ClientLoginLimit } from '../../server/security/login-limits';
import { databaseFor, dropDatabase } from './test-database';
import { startService, type RunningService, type ServiceOptions } from '../../server/service';

export { DEMO_KEYS, DEMO_PASSWORD };

export interface Harness extends RunningService {
  dataDir: string;
  /** fetch against the service with JSON helpers. */
  call(
    method: string,
    path: string,
    init?: { key?: string; bearer?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field in tests
  login(email: string, password?: string): Promise<string>;
  /** An editor session key for a demo user. */
  session(email: string): Promise<string>;
  projectId(): Promise<string>;
}

/** Starts a real service over HTTP on a free port with a fresh data dir (and the demo seeded). */
export async function startHarness(
  options: {
    demo?: boolean;
    dataDir?: string;
    now?: () => number;
    loginLimit?: ClientLoginLimit;
    engines?: EngineRegistry;
    /** More service options (webhook guard and timeout, SMTP). */
    service?: Partial<ServiceOptions>;
    /** A PostgreSQL superuser URL: a fresh database there, whichever engine the run uses. */
    postgresAdminUrl?: string;
  } = {},
): Promise<Harness> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'locale-lens-test-'));
  const databaseUrl = await databaseFor(dataDir, options.postgresAdminUrl);
  const running = await startService({
    dataDir,
    databaseUrl,
    // A test that restarts a service on PostgreSQL waits for the old one's lease: keep it short.
    ...(databaseUrl ? { jobLeaseMs: 1000 } : {}),
    port: 0,
    demo: options.demo ?? true,
    now: options.now,
    loginLimit: options.loginLimit,
    engines: options.engines,
    ...options.service,
  });
  const call: Harness['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.key) headers['x-api-key'] = init.key;
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const res = await fetch(running.url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await call('POST', '/auth/login', {
      body: { email, password, client_time: Date.now() / 1000 },
    });
    if (res.status !== 200)
      throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token as string;
  };
  const projectId = async () => {
    const res = await call('GET', '/api/projects', { bearer: await login('pm@demo.test') });
    return res.body.projects[0].project_id as string;
  };
  const session = async (email: string) => {
    const bearer = await login(email);
    const res = await call('POST', '/api/integrations/editor/sessions', {
      bearer,
      body: { project_id: await projectId() },
    });
    if (res.status !== 201) throw new Error(`session ${email}: ${res.status}`);
    return res.body.session_key as string;
  };
  return {
    ...running,
    dataDir,
    call,
    login,
    session,
    projectId,
    async close() {
      await running.close();
      if (options.dataDir) return;
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(databaseUrl, options.postgresAdminUrl);
    },
  };
}
