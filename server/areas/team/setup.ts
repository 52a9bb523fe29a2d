import { TEAM_ERROR_CODES } from '../../../lib/contract/team';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { isSetupToken, spendSetupToken } from '../../security/first-account';
import { hashPassword } from '../../security/passwords';
import { createUser, hasAnyUser } from '../../store/users';
import { signedIn } from '../account/sign-in';
import { invalidToken, requirePolicy } from './policy';

const setupDone = () =>
  new HttpError(403, TEAM_ERROR_CODES.setupDone, 'This service already has its first account');

/** `POST /auth/setup`: the one-time token printed at start creates the instance owner. */
export function setupRoute(serve: Serve, svc: Service): void {
  serve('setupOwner', async (c, { body }) => {
    if (await hasAnyUser(svc.db)) throw setupDone();
    if (!(await isSetupToken(svc.db, body.token))) throw invalidToken('setup');
    requirePolicy(body.password, body.email, [body.name], 'password');
    const passwordHash = await hashPassword(body.password);
    const userId = await svc.db.tx(async () => {
      // Two pages sent at once: the first one wins, the other finds a user.
      if (await hasAnyUser(svc.db)) throw setupDone();
      if (!(await isSetupToken(svc.db, body.token))) throw invalidToken('setup');
      await spendSetupToken(svc.db);
      return createUser(svc.db, { email: body.email, passwordHash, name: body.name }, svc.now());
    });
    return signedIn(c, svc, userId);
  });
}
