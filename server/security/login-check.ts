import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { LOGIN_LOCKOUT } from '../../lib/contract/assumed';
import type { Db } from '../db/open';
import { HttpError } from '../errors';
import { failuresSince, forgiveFailures, recordFailure } from '../store/login-failures';
import { userCredentials, userExists } from '../store/users';
import type { LoginGuard } from './login-limits';
import { dummyPasswordHash, verifyPassword } from './passwords';

/** What a sign-in needs of the service. */
export interface LoginDeps {
  db: Db;
  now: () => number;
  loginGuard: LoginGuard;
}

/**
 * The address a request came from, which sign-in failures are counted by. Behind a reverse proxy
 * every request comes from the proxy: name the header the proxy sets (`CLIENT_ADDRESS_HEADER`,
 * e.g. `x-forwarded-for`) and the last address in it is used, the one the proxy itself added.
 * Without that setting no header is read, since a client could write any.
 */
export function clientAddress(c: Context, header: string | null): string {
  const forwarded = header ? c.req.header(header)?.split(',').pop()?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by the Node adapter (no socket to ask)
  }
}

/**
 * One sign-in attempt, run while no other attempt on the same e-mail runs. Failures count per
 * e-mail and client address: after five in fifteen minutes that client is refused for that
 * e-mail (429, the same for an e-mail no account has), while the account's owner elsewhere, or
 * behind the same proxy under their own address, still signs in. The client's budget of failed
 * hashes (login-limits) protects the CPU; once others spent it, an existing account's correct
 * password still gets in, and anything else is a 429 that takes as long whether or not the
 * account exists. Answers the user, or throws 401 / 429.
 */
export async function checkPassword(
  svc: LoginDeps,
  client: string,
  email: string,
  password: string,
): Promise<{ user_id: string }> {
  const now = svc.now();
  const windowStart = now - LOGIN_LOCKOUT.windowMs;
  const failures = await failuresSince(svc.db, email, client, windowStart);
  if (failures.length >= LOGIN_LOCKOUT.failures) {
    const retryS = Math.ceil((failures[0]!.at + LOGIN_LOCKOUT.windowMs - now) / 1000);
    throw new HttpError(
      429,
      'TOO_MANY_ATTEMPTS',
      'Too many failed sign-ins for this e-mail; try again later',
      { 'retry-after': String(Math.max(1, retryS)) },
    );
  }
  const budget = await svc.loginGuard.take(client);
  const user = await userCredentials(svc.db, email);
  if (budget.spent && !user) {
    await svc.loginGuard.pauseLikeAHash();
    throw budget.refusal;
  }
  // Counted as a failure until it succeeds: an attempt on another instance meanwhile sees it.
  await recordFailure(svc.db, email, client, now);
  // An unknown e-mail costs the same hash as a known one: no account enumeration by timing.
  const ok = await svc.loginGuard.timed(async () =>
    verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash())),
  );
  if (!user || !ok) {
    if (budget.spent) throw budget.refusal;
    throw new HttpError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is wrong');
  }
  if (!budget.spent) await budget.giveBack();
  // The account may have gone while the hash ran (a demo reset): a retry will find it again.
  if (!(await userExists(svc.db, user.user_id)))
    throw new HttpError(409, 'CONCURRENT_CHANGE', 'The account changed during sign-in; retry');
  // This client's failures on this e-mail are forgiven; others' stand.
  await forgiveFailures(svc.db, email, client, windowStart);
  return { user_id: user.user_id };
}
