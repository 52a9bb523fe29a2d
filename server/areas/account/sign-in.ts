import type { Context } from 'hono';
import type { Service } from '../../service-deps';
import { hashSecret, newSecret } from '../../security/tokens';
import { addAccessToken } from '../../store/access-tokens';
import { loadProfile } from './profile';

const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * A new access token for the user, answered as `POST /auth/login` answers: sign-in, the first
 * account, an accepted invitation and a password reset all end here.
 */
export async function signedIn(c: Context, svc: Service, userId: string): Promise<Response> {
  const now = svc.now();
  const token = newSecret('lr_at_');
  const expiresAt = now + ACCESS_TOKEN_TTL_MS;
  await addAccessToken(svc.db, hashSecret(token), userId, expiresAt);
  return c.json({
    access_token: token,
    token_type: 'bearer' as const,
    expires_at: expiresAt,
    server_time: now,
    user: await loadProfile(svc.db, userId, now),
  });
}
