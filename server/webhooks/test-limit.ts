import { WEBHOOK_TEST_LIMIT } from '../../lib/contract/assumed';
import type { Db } from '../db/database';
import { HttpError } from '../errors';
import { stmt } from '../store/statements';

/**
 * Test events are sent on request, so without a limit one user could queue them faster than any
 * endpoint answers. Each endpoint may be tested a few times a window; more is a 429 saying when
 * the next test is possible. Called in the transaction that queues the test, after the endpoint's
 * row is locked, so concurrent requests count each other.
 */
export async function spendTestEvent(db: Db, endpointUuid: string, now: number): Promise<void> {
  const { events, windowMs } = WEBHOOK_TEST_LIMIT;
  await stmt(db, 'DELETE FROM webhook_tests WHERE endpoint_uuid = ? AND at <= ?').run(
    endpointUuid,
    now - windowMs,
  );
  const recent = await stmt(
    db,
    'SELECT at FROM webhook_tests WHERE endpoint_uuid = ? ORDER BY at',
  ).all<{ at: number }>(endpointUuid);
  if (recent.length >= events) {
    const retryS = Math.max(1, Math.ceil((recent[0]!.at + windowMs - now) / 1000));
    throw new HttpError(
      429,
      'TOO_MANY_TESTS',
      `This endpoint was sent ${events} test events in the last ${windowMs / 1000} s; try again in ${retryS} s`,
      { 'retry-after': String(retryS) },
    );
  }
  await stmt(db, 'INSERT INTO webhook_tests (endpoint_uuid, at) VALUES (?, ?)').run(
    endpointUuid,
    now,
  );
}
