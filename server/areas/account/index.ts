import { LOGIN_LOCKOUT } from '../../../lib/contract/assumed';
import type { Service } from '../../context';
import { HttpError } from '../../http/errors';
import type { Serve } from '../../http/serve-routes';
import { dummyPasswordHash, verifyPassword } from '../../security/passwords';
import { hashSecret, newSecret } from '../../security/tokens';
import { stmt } from '../../store/statements';
import { loadProfile } from './profile';

const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** Area 6 (the part the editor needs): sign in and read the profile. */
export function accountArea(serve: Serve, svc: Service): void {
  serve('login', async (c, { body }) => {
    const { email, password } = body;
    const now = svc.now();
    const windowStart = now - LOGIN_LOCKOUT.windowMs;
    const failures = stmt(
      svc.db,
      'SELECT at FROM login_failures WHERE email = ? AND at > ? ORDER BY at',
    ).all(email, windowStart) as { at: number }[];
    if (failures.length >= LOGIN_LOCKOUT.failures) {
      const retryS = Math.ceil((failures[0]!.at + LOGIN_LOCKOUT.windowMs - now) / 1000);
      throw new HttpError(
        429,
        'TOO_MANY_ATTEMPTS',
        'Too many failed sign-ins for this e-mail; try again later',
        {
          'retry-after': String(Math.max(1, retryS)),
        },
      );
    }
    // The attempt counts as a failure before the slow hash check, so concurrent guesses cannot all
    // slip under the limit; a success clears it below.
    stmt(svc.db, 'INSERT INTO login_failures (email, at) VALUES (?, ?)').run(email, now);
    const user = stmt(svc.db, 'SELECT user_id, password_hash FROM users WHERE email = ?').get(
      email,
    ) as { user_id: string; password_hash: string } | undefined;
    // An unknown e-mail costs the same hash as a known one: no account enumeration by timing.
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      throw new HttpError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is wrong');
    }
    stmt(svc.db, 'DELETE FROM login_failures WHERE email = ? OR at <= ?').run(email, windowStart);
    const token = newSecret('lr_at_');
    const expiresAt = now + ACCESS_TOKEN_TTL_MS;
    stmt(
      svc.db,
      'INSERT INTO access_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
    ).run(hashSecret(token), user.user_id, expiresAt);
    return c.json({
      access_token: token,
      token_type: 'bearer' as const,
      expires_at: expiresAt,
      server_time: now,
      user: loadProfile(svc.db, user.user_id, now),
    });
  });

  serve('getProfile', (c, { caller }) => {
    const { userId } = caller;
    const profile = loadProfile(svc.db, userId, svc.now());
    if (!profile) throw new HttpError(401, 'INVALID_TOKEN', 'The account no longer exists');
    return c.json(profile);
  });
}
