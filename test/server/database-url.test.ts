import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayCluster, type ThrowawayCluster } from '../../scripts/throwaway-postgres';
import { postgresTarget } from '../../server/db/postgres-config';
import { onPostgres } from './test-database';

/** DATABASE_URL as libpq reads it: socket directories, and what is left out taken as libpq does. */
describe('reading DATABASE_URL', () => {
  const env = { PGUSER: undefined, PGHOST: '/run/pg', PGPORT: undefined, PGDATABASE: undefined };
  it.each([
    [
      'postgres://app@/shop?host=/var/run/postgresql',
      { host: '/var/run/postgresql', port: 5432, user: 'app', database: 'shop' },
    ],
    [
      'postgresql://%2Ftmp%2Fpg:5433/shop',
      { host: '/tmp/pg', port: 5433, user: userInfo().username, database: 'shop' },
    ],
    ['postgres:///', { host: '/run/pg', user: userInfo().username, database: userInfo().username }],
    [
      'postgres://a%40b:p%3Ass@[::1]:6000/d?sslmode=require',
      {
        host: '::1',
        port: 6000,
        user: 'a@b',
        password: 'p:ss',
        ssl: { rejectUnauthorized: false },
      },
    ],
    [
      'postgres://u@db.internal/d?user=v&dbname=e',
      { host: 'db.internal', user: 'v', database: 'e' },
    ],
  ])('%s', (url, expected) => {
    expect(postgresTarget(url, env)).toMatchObject(expected);
  });

  it.each([
    ['mysql://u@h/d', 'DATABASE_URL: is not a postgres:// or postgresql:// URL'],
    ['postgres://u@h:port/d', 'DATABASE_URL: port "port" is not a port'],
    ['postgres://u@h/d?sslmod=require', 'DATABASE_URL: unknown parameter sslmod'],
    ['postgres://u@a,b/d', 'DATABASE_URL: names several hosts; give one'],
  ])('refuses %s in one line', (url, message) => {
    expect(() => postgresTarget(url, env)).toThrow(message);
  });
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Starts `server/main.ts` with this URL; answers its first line, or its error once it exits. */
function start(url: string, env: NodeJS.ProcessEnv = {}): Promise<{ ok: boolean; out: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-url-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DEMO: '0', DATABASE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (!stdout.includes('service on')) return;
      child.kill('SIGTERM');
      resolve({ ok: true, out: stdout.split('\n')[0]! });
    });
    child.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ ok: false, out: stderr.trim() });
    });
  });
}

describe.runIf(onPostgres())('a service on a PostgreSQL Unix socket', () => {
  let cluster: ThrowawayCluster;
  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    // The OS user, as libpq would connect without a user in the URL.
    const admin = new pg.Client(cluster.url);
    await admin.connect();
    await admin
      .query(`CREATE ROLE "${userInfo().username}" SUPERUSER LOGIN`)
      .catch(() => undefined);
    await admin.end();
  }, 60_000);
  afterAll(() => cluster?.stop());
  const socket = () => `host=${cluster.socketDir}&port=${cluster.port}`;

  it("starts on libpq's socket form, user@ with no host", async () => {
    const run = await start(`postgres://postgres@/postgres?${socket()}`);
    expect(run).toEqual({
      ok: true,
      out: expect.stringContaining(
        `PostgreSQL database postgres at the socket in ${cluster.socketDir}`,
      ),
    });
  });

  it('starts without a user in the URL or USER in the environment (the OS user)', async () => {
    const run = await start(`postgres:///postgres?${socket()}`, { USER: '', LOGNAME: '' });
    expect(run).toMatchObject({ ok: true });
    expect(run.out).toContain(`as ${userInfo().username}`);
  });

  it('says in one line what is missing', async () => {
    const run = await start(`postgres://postgres@/nowhere?${socket()}`);
    expect(run.ok).toBe(false);
    expect(run.out).toBe(
      `Locale Lens cannot start: Cannot open the PostgreSQL database nowhere at the socket in ${cluster.socketDir} as postgres: database "nowhere" does not exist`,
    );
  });
});
