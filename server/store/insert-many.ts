import type { Db, Param } from '../db/database';
import { stmt } from './statements';

/**
 * Rows go to the database in statements of 100, then 10, then 1 rows: a sync of thousands of
 * rows is a few dozen round trips rather than one per row (what PostgreSQL over a socket pays
 * for most), and each table still has only three statement texts to prepare.
 */
const GROUPS = [100, 10, 1] as const;

export async function insertMany(
  db: Db,
  /** `INSERT INTO t (a, b, c)` */
  head: string,
  /** what follows the values, e.g. `ON CONFLICT … DO UPDATE …` (may be empty) */
  tail: string,
  rows: readonly (readonly Param[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const width = rows[0]!.length;
  const tuple = `(${Array.from({ length: width }, () => '?').join(', ')})`;
  let at = 0;
  for (const size of GROUPS) {
    if (rows.length - at < size) continue;
    const sql = `${head} VALUES ${Array.from({ length: size }, () => tuple).join(', ')} ${tail}`;
    for (; rows.length - at >= size; at += size)
      await stmt(db, sql).run(...rows.slice(at, at + size).flat());
  }
}
