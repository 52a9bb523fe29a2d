import type { Param } from '../../db/database';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { checkPassword, clientAddress } from '../../security/login-check';
import { setProfileField, type ProfileColumn } from '../../store/users';
import { emailRoutes } from './email';
import { passwordRoutes } from './password';
import { loadProfile } from './profile';
import { signedIn } from './sign-in';

/** The account: sign in, the profile, password and e-mail changes. */
export function accountArea(serve: Serve, svc: Service): void {
  serve('login', async (c, { body }) => {
    const { email, password } = body;
    const user = await svc.loginGuard.oneAtATime(email, () =>
      checkPassword(svc, clientAddress(c, svc.loginGuard.addressHeader), email, password),
    );
    return signedIn(c, svc, user.user_id);
  });

  serve('getProfile', async (c, { caller }) => {
    const { userId } = caller;
    const profile = await loadProfile(svc.db, userId, svc.now());
    if (!profile) throw new HttpError(401, 'INVALID_TOKEN', 'The account no longer exists');
    return c.json(profile);
  });

  serve('updateProfile', async (c, { caller, body }) => {
    const text = (v: string | undefined) => (v === undefined ? undefined : v || null);
    const fields: [ProfileColumn, Param | undefined][] = [
      ['name', text(body.name)],
      ['surname', text(body.surname)],
      ['company_name', text(body.company_name)],
      ['experience_level', body.experience_level],
      ['languages', body.languages && JSON.stringify(body.languages)],
    ];
    const set = fields.filter((e): e is [ProfileColumn, Param] => e[1] !== undefined);
    await svc.db.tx(async () => {
      for (const [column, value] of set)
        await setProfileField(svc.db, caller.userId, column, value);
    });
    const profile = await loadProfile(svc.db, caller.userId, svc.now());
    if (!profile) throw new HttpError(401, 'INVALID_TOKEN', 'The account no longer exists');
    return c.json(profile);
  });

  passwordRoutes(serve, svc);
  emailRoutes(serve, svc);
}
