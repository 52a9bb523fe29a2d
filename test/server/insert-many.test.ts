import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { insertMany } from '../../server/store/insert-many';
import { databaseFor, dropDatabase } from './test-database';

const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-many-'));
let url: string | null;
let db: Db;
beforeAll(async () => {
  url = await databaseFor(dataDir);
  db = await openDatabase({ dataDir, url });
  await db.exec('CREATE TABLE many (n INTEGER PRIMARY KEY, label TEXT NOT NULL)');
});
afterAll(async () => {
  await db.close();
  await dropDatabase(url);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('writing many rows in a few statements', () => {
  it.each([0, 1, 9, 10, 11, 99, 100, 101, 237])(
    'writes all of %i rows, each once',
    async (count) => {
      await db.exec('DELETE FROM many');
      const rows = Array.from({ length: count }, (_, n) => [n, `row ${n}`]);
      await insertMany(db, 'INSERT INTO many (n, label)', '', rows);
      const stored = await db.prepare('SELECT n, label FROM many ORDER BY n').all();
      expect(stored).toEqual(rows.map(([n, label]) => ({ n, label })));
    },
  );

  it('applies the conflict clause to every row of a statement', async () => {
    await db.exec('DELETE FROM many');
    const rows = (label: string) => Array.from({ length: 120 }, (_, n) => [n, `${label} ${n}`]);
    const upsert = 'ON CONFLICT (n) DO UPDATE SET label = excluded.label';
    await insertMany(db, 'INSERT INTO many (n, label)', upsert, rows('old'));
    await insertMany(db, 'INSERT INTO many (n, label)', upsert, rows('new'));
    const labels = await db.prepare('SELECT label FROM many ORDER BY n').all<{ label: string }>();
    expect(labels.map((r) => r.label)).toEqual(rows('new').map(([, label]) => label));
  });
});
