import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { MIGRATIONS } from '../../server/db/migrations';
import { migrate, openDatabase, schemaVersion } from '../../server/db/open';
import { PostgresDb } from '../../server/db/postgres';
import { SqliteDb } from '../../server/db/sqlite';
import { databaseFor, dropDatabase, onPostgres } from './test-database';

/** Tables with their columns, and index names: what a schema is made of, on either engine. */
async function schemaOf(db: Db): Promise<{ tables: Record<string, string[]>; indexes: string[] }> {
  const tables: Record<string, string[]> = {};
  let indexes: string[];
  if (db.engine === 'sqlite') {
    const names = await db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .all<{ name: string }>();
    for (const { name } of names)
      tables[name] = (
        await db.prepare(`SELECT name FROM pragma_table_info(?)`).all<{ name: string }>(name)
      )
        .map((c) => c.name)
        .sort();
    indexes = (
      await db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'`)
        .all<{ name: string }>()
    ).map((i) => i.name);
  } else {
    const cols = await db
      .prepare(
        `SELECT table_name AS t, column_name AS c FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name <> 'schema_version'`,
      )
      .all<{ t: string; c: string }>();
    for (const { t, c } of cols) (tables[t] ??= []).push(c);
    for (const t of Object.keys(tables)) tables[t]!.sort();
    indexes = (
      await db
        .prepare(
          `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'
           AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key'`,
        )
        .all<{ name: string }>()
    ).map((i) => i.name);
  }
  return { tables, indexes: indexes.sort() };
}

const dirs: string[] = [];
const opened: { db: Db; url: string | null }[] = [];

afterAll(async () => {
  for (const { db, url } of opened) {
    await db.close().catch(() => undefined);
    await dropDatabase(url);
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe(`schema migrations (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('a database upgraded from version 5 ends in the schema a fresh one has, keeping its rows', async () => {
    const fresh = await openAt(undefined);
    const old = await openAt(5);
    expect(await schemaVersion(old)).toBe(5);
    await old
      .prepare(
        `INSERT INTO projects (project_id, workflow_id, name, create_time, workflow_key, source_locale)
         VALUES ('p1', 1, 'Old', '2026-01-01T00:00:00Z', 'translate', 'en')`,
      )
      .run();
    for (const [at, text] of [
      [1000, 'first'],
      [1000, 'second'],
      [999, 'earlier'],
    ] as const)
      await old
        .prepare(
          `INSERT INTO row_history (project_id, locale, namespace, key, at, actor_kind, actor_id,
             action, text, stage_index) VALUES ('p1', 'de', 'common', 'k', ?, 'user', NULL, 'edit', ?, 0)`,
        )
        .run(at, text);
    await migrate(old);
    expect(await schemaVersion(old)).toBe(MIGRATIONS.length);
    expect(await schemaOf(old)).toEqual(await schemaOf(fresh));
    // Rows written at the same millisecond keep the order they were written in.
    const history = await old
      .prepare('SELECT text FROM row_history ORDER BY at DESC, history_id DESC')
      .all<{ text: string }>();
    expect(history.map((h) => h.text)).toEqual(['second', 'first', 'earlier']);
  });

  it.runIf(onPostgres())(
    'gives PostgreSQL the same tables, columns and indexes as SQLite',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-migrate-'));
      dirs.push(dataDir);
      const sqlite = await openDatabase({ dataDir, url: null });
      opened.push({ db: sqlite, url: null });
      expect(await schemaOf(await openAt(undefined))).toEqual(await schemaOf(sqlite));
    },
  );
});

/** A database of the engine under test, migrated to `version` (the latest when undefined). */
async function openAt(version: number | undefined): Promise<Db> {
  const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-migrate-'));
  dirs.push(dataDir);
  const url = await databaseFor(dataDir);
  if (version === undefined) {
    const db = await openDatabase({ dataDir, url });
    opened.push({ db, url });
    return db;
  }
  const db = url ? PostgresDb.open(url) : SqliteDb.open(join(dataDir, 'locale-lens.sqlite'));
  await migrate(db, version);
  opened.push({ db, url });
  return db;
}
