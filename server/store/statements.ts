import type { Db, Statement } from '../db/database';

/** A statement of the shared SQL on this database (prepared and cached by the engine). */
export const stmt = (db: Db, sql: string): Statement => db.prepare(sql);

export const bool = (v: unknown) => v === 1 || v === true;
