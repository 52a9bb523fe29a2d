import type { Db } from '../db/database';

/** How many rows a job writes before the planner's statistics are worth refreshing. */
const BULK_ROWS = 1_000;

/** Refreshes the statistics of the tables a sync or fill writes, after a big one (milliseconds). */
export async function afterBulkWrite(db: Db, rowsWritten: number): Promise<void> {
  const sql =
    rowsWritten >= BULK_ROWS && db.dialect.analyze(['source_keys', 'targets', 'row_history']);
  if (sql) await db.exec(sql);
}
