import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { LOGIN_LOCKOUT } from '../../lib/contract/assumed';
import type { Service } from '../context';
import { HttpError } from '../http/errors';
import { stmt } from '../store/statements';
import { dummyPasswordHash, verifyPassword } from './passwords';

/** The remote address a request came from; the per-client sign-in budget is kept by it. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by the Node adapter (no socket to ask)
  }
}

/**
 * One sign-in attempt, run while no other attempt on the same e-mail runs: refused while the
 * e-mail is locked out, otherwise the password checked; only a wrong one counts as a failure (of
 * the e-mail and of the client). Answers the user, or throws 401 / 429.
 */
export async function checkPassword(
  svc: Service,
  client: string,
  email: string,
  password: string,
): Promise<{ user_id: string }> {
  const now = svc.now();
  const windowStart = now - LOGIN_LOCKOUT.windowMs;
  const failures = (await stmt(
    svc.db,
    'SELECT at FROM login_failures WHERE email = ? AND at > ? ORDER BY at',
  ).all(email, windowStart)) as { at: number }[];
  if (failures.length >= LOGIN_LOCKOUT.failures) {
    const retryS = Math.ceil((failures[0]!.at + LOGIN_LOCKOUT.windowMs - now) / 1000);
    throw new HttpError(
      429,
      'TOO_MANY_ATTEMPTS',
      'Too many failed sign-ins for this e-mail; try again later',
      { 'retry-after': String(Math.max(1, retryS)) },
    );
  }
  const giveBack = await svc.loginGuard.take(client);
  // Counted as a failure until it succeeds: an attempt on another instance meanwhile sees it.
  await stmt(svc.db, 'INSERT INTO login_failures (email, at) VALUES (?, ?)').run(email, now);
  const user = (await stmt(svc.db, 'SELECT user_id, password_hash FROM users WHERE email = ?').get(
    email,
  )) as { user_id: string; password_hash: string } | undefined;
  // An unknown e-mail costs the same hash as a known one: no account enumeration by timing.
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !ok)
    throw new HttpError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is wrong');
  await giveBack();
  // The account may have gone while the hash ran (a demo reset): a retry will find it again.
  if (!(await stmt(svc.db, 'SELECT 1 FROM users WHERE user_id = ?').get(user.user_id)))
    throw new HttpError(409, 'CONCURRENT_CHANGE', 'The account changed during sign-in; retry');
  await stmt(svc.db, 'DELETE FROM login_failures WHERE email = ? OR at <= ?').run(
    email,
    windowStart,
  );
  return { user_id: user.user_id };
}
