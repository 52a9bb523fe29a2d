import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL when the service tests run on PostgreSQL (the `postgres` project). */
    postgresAdminUrl?: string;
  }
}

/** The PostgreSQL superuser URL, if any: none outside vitest (the benchmarks start services too). */
function adminUrlOf(): string | undefined {
  try {
    return inject('postgresAdminUrl');
  } catch {
    return undefined;
  }
}

export const onPostgres = () => Boolean(adminUrlOf());

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The database a test service uses: null (SQLite in its data dir) on the SQLite run; on the
 * PostgreSQL run, a fresh database of its own, remembered in the data dir so that a service
 * restarted on the same dir finds the same data. Binary collation, as SQLite compares. A test
 * that runs on both engines whatever the run's is names its PostgreSQL server (`adminUrl`).
 */
export async function databaseFor(
  dataDir: string,
  adminUrl = adminUrlOf(),
): Promise<string | null> {
  if (!adminUrl) return null;
  const file = join(dataDir, 'database-url');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const name = `ll_test_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) =>
    c.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`,
    ),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  writeFileSync(file, url.href);
  return url.href;
}

export async function dropDatabase(url: string | null, adminUrl = adminUrlOf()): Promise<void> {
  if (!url || !adminUrl) return;
  const name = new URL(url).pathname.slice(1);
  await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
