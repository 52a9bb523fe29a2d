import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './database';
import { MIGRATIONS } from './migrations';
import { migrationSql } from './postgres-ddl';
import { describeTarget } from './postgres-config';
import { PostgresDb } from './postgres';
import { SqliteDb } from './sqlite';

export type { Db } from './database';

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; without it, SQLite in `dataDir`. */
  url?: string | null;
  dataDir: string;
}

/** Which engine and where, in words for the service's first line. */
export const describeDatabase = (o: DatabaseOptions) =>
  o.url ? describeTarget(o.url) : `SQLite in ${o.dataDir}`;

/** Opens (creating when needed) the service's database and migrates it. */
export async function openDatabase(o: DatabaseOptions): Promise<Db> {
  if (o.url) {
    const db = PostgresDb.open(o.url);
    try {
      await migrate(db);
    } catch (err) {
      await db.close().catch(() => undefined);
      // One line saying what is wrong: the server's own words (no such socket, role, database).
      throw new Error(`Cannot open the ${describeTarget(o.url)}: ${(err as Error).message}`);
    }
    return db;
  }
  mkdirSync(o.dataDir, { recursive: true });
  const db = SqliteDb.open(join(o.dataDir, 'locale-lens.sqlite'));
  await migrate(db);
  return db;
}

/** The schema version this database is at (0 when empty). */
export async function schemaVersion(db: Db): Promise<number> {
  if (db instanceof SqliteDb) return db.raw.pragma('user_version', { simple: true }) as number;
  await db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = await db
    .prepare('SELECT MAX(version) AS v FROM schema_version')
    .get<{ v: number | null }>();
  return row?.v ?? 0;
}

/**
 * Holds, until the transaction it runs in ends, the lock under which instances set up a shared
 * database (migrations, the demo seed): instances starting at once take turns, and each finds
 * what the one before it did. SQLite's database is one process's: nothing to wait for.
 */
export async function holdSetupLock(db: Db): Promise<void> {
  if (db.engine === 'postgres') await db.exec('SELECT pg_advisory_xact_lock(7418270)');
}

/** Applies the migrations this database lacks; instances starting at once apply each once. */
export async function migrate(db: Db, upTo = MIGRATIONS.length): Promise<void> {
  await db.tx(async () => {
    // Several instances may start together: the first migrates, the others wait and see it done.
    await holdSetupLock(db);
    const current = await schemaVersion(db);
    if (current > MIGRATIONS.length) {
      throw new Error(
        `The database is at schema version ${current}, newer than this service (${MIGRATIONS.length}).`,
      );
    }
    for (let v = current + 1; v <= upTo; v++) {
      await db.exec(migrationSql(MIGRATIONS[v - 1]!, db.engine));
      if (db instanceof SqliteDb) db.raw.pragma(`user_version = ${v}`);
      else await db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(v);
    }
  });
}
