import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open';

const cache = new WeakMap<Db, Map<string, Statement>>();

/** Prepared statements cached per database: preparing costs more than running. */
export function stmt(db: Db, sql: string): Statement {
  let byDb = cache.get(db);
  if (!byDb) cache.set(db, (byDb = new Map()));
  let s = byDb.get(sql);
  if (!s) byDb.set(sql, (s = db.prepare(sql)));
  return s;
}

export const bool = (v: unknown) => v === 1 || v === true;
