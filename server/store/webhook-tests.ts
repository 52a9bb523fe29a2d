import type { Db } from '../db/open';
import { stmt } from './statements';

/** When an endpoint was sent test events since `since`, oldest first; older ones are forgotten. */
export async function recentTests(db: Db, endpointUuid: string, since: number): Promise<number[]> {
  await stmt(db, 'DELETE FROM webhook_tests WHERE endpoint_uuid = ? AND at <= ?').run(
    endpointUuid,
    since,
  );
  const rows = await stmt(
    db,
    'SELECT at FROM webhook_tests WHERE endpoint_uuid = ? ORDER BY at',
  ).all<{ at: number }>(endpointUuid);
  return rows.map((r) => r.at);
}

export const recordTest = (db: Db, endpointUuid: string, at: number) =>
  stmt(db, 'INSERT INTO webhook_tests (endpoint_uuid, at) VALUES (?, ?)').run(endpointUuid, at);
