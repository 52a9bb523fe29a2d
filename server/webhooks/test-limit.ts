import { WEBHOOK_TEST_LIMIT } from '../../lib/contract/assumed';
import type { Db } from '../db/database';
import { HttpError } from '../errors';
import { recentTests, recordTest } from '../store/webhook-tests';

/**
 * Test events are sent on request, so without a limit one user could queue them faster than any
 * endpoint answers. Each endpoint may be tested a few times a window; more is a 429 saying when
 * the next test is possible. Called in the transaction that queues the test, after the endpoint's
 * row is locked, so concurrent requests count each other.
 */
export async function spendTestEvent(db: Db, endpointUuid: string, now: number): Promise<void> {
  const { events, windowMs } = WEBHOOK_TEST_LIMIT;
  const recent = await recentTests(db, endpointUuid, now - windowMs);
  if (recent.length >= events) {
    const retryS = Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
    throw new HttpError(
      429,
      'TOO_MANY_TESTS',
      `This endpoint was sent ${events} test events in the last ${windowMs / 1000} s; try again in ${retryS} s`,
      { 'retry-after': String(retryS) },
    );
  }
  await recordTest(db, endpointUuid, now);
}
