import type { Hono } from 'hono';
import { loginRequest } from '../../../lib/contract/account';
import type { Service } from '../../context';
import { bearerUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { checkPassword, clientAddress } from '../../security/login-check';
import { hashSecret, newSecret } from '../../security/tokens';
import { stmt } from '../../store/statements';
import { loadProfile } from './profile';

const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** Area 6 (the part the editor needs): sign in and read the profile. */
export function accountArea(app: Hono, svc: Service): void {
  app.post('/auth/login', async (c) => {
    const { email, password } = await parseBody(c, loginRequest);
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

  app.get('/auth/profile', (c) => {
    const { userId } = bearerUser(c, svc);
    const profile = loadProfile(svc.db, userId, svc.now());
    if (!profile) throw new HttpError(401, 'INVALID_TOKEN', 'The account no longer exists');
    return c.json(profile);
  });
}
