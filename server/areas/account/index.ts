import type { Param } from '../../db/database';
import type { Service } from '../../context';
import { HttpError } from '../../http/errors';
import type { Serve } from '../../http/serve-routes';
import { checkPassword, clientAddress } from '../../security/login-check';
import { hashSecret, newSecret } from '../../security/tokens';
import { stmt } from '../../store/statements';
import { emailRoutes } from './email';
import { passwordRoutes } from './password';
import { loadProfile } from './profile';

const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** The account: sign in, the profile, password and e-mail changes. */
export function accountArea(serve: Serve, svc: Service): void {
  serve('login', async (c, { body }) => {
    const { email, password } = body;
    const user = await svc.loginGuard.oneAtATime(email, () =>
      checkPassword(svc, clientAddress(c, svc.loginGuard.addressHeader), email, password),
    );
    const now = svc.now();
    const token = newSecret('lr_at_');
    const expiresAt = now + ACCESS_TOKEN_TTL_MS;
    await stmt(
      svc.db,
      'INSERT INTO access_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
    ).run(hashSecret(token), user.user_id, expiresAt);
    return c.json({
      access_token: token,
      token_type: 'bearer' as const,
      expires_at: expiresAt,
      server_time: now,
      user: await loadProfile(svc.db, user.user_id, now),
    });
  });

  serve('getProfile', async (c, { caller }) => {
    const { userId } = caller;
    const profile = await loadProfile(svc.db, userId, svc.now());
    if (!profile) throw new HttpError(401, 'INVALID_TOKEN', 'The account no longer exists');
    return c.json(profile);
  });

  serve('updateProfile', async (c, { caller, body }) => {
    const text = (v: string | undefined) => (v === undefined ? undefined : v || null);
    const fields: [string, Param | undefined][] = [
      ['name', text(body.name)],
      ['surname', text(body.surname)],
      ['company_name', text(body.company_name)],
      ['experience_level', body.experience_level],
      ['languages', body.languages && JSON.stringify(body.languages)],
    ];
    const set = fields.filter((e): e is [string, Param] => e[1] !== undefined);
    // Column names come from the list above, never from input.
    await svc.db.tx(async () => {
      for (const [column, value] of set)
        await stmt(svc.db, `UPDATE users SET ${column} = ? WHERE user_id = ?`).run(
          value,
          caller.userId,
        );
    });
    const profile = await loadProfile(svc.db, caller.userId, svc.now());
    if (!profile) throw new HttpError(401, 'INVALID_TOKEN', 'The account no longer exists');
    return c.json(profile);
  });

  passwordRoutes(serve, svc);
  emailRoutes(serve, svc);
}
