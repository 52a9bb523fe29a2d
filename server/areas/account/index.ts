import type { Service } from '../../context';
import { HttpError } from '../../http/errors';
import type { Serve } from '../../http/serve-routes';
import { checkPassword, clientAddress } from '../../security/login-check';
import { hashSecret, newSecret } from '../../security/tokens';
import { stmt } from '../../store/statements';
import { loadProfile } from './profile';

const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** The account (the part the editor needs): sign in and read the profile. */
export function accountArea(serve: Serve, svc: Service): void {
  serve('login', async (c, { body }) => {
    const { email, password } = body;
    const user = await svc.loginGuard.oneAtATime(email, () =>
      checkPassword(svc, clientAddress(c), email, password),
    );
    const now = svc.now();
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
