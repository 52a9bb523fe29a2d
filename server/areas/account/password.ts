import type { Context } from 'hono';
import { ACCOUNT_ERROR_CODES } from '../../../lib/contract/account';
import type { Service } from '../../service-deps';
import { HttpError, ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { checkPassword, clientAddress } from '../../security/login-check';
import { passwordStrength, policyReasons } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import { endOtherSignIns } from '../../store/editor-sessions';
import { setPassword, userIdentity } from '../../store/users';

interface Who {
  email: string;
  name: string | null;
  surname: string | null;
}

export const whoIs = async (svc: Service, userId: string): Promise<Who> => {
  const who: Who | undefined = await userIdentity(svc.db, userId);
  if (!who) throw new HttpError(401, 'INVALID_TOKEN', 'The account no longer exists');
  return who;
};

/**
 * The current password, checked as a sign-in is: wrong guesses count towards the same lockout,
 * so a stolen access token cannot be used to guess the password.
 */
export const checkCurrentPassword = (svc: Service, c: Context, email: string, password: string) =>
  svc.loginGuard.oneAtATime(email, () =>
    checkPassword(svc, clientAddress(c, svc.loginGuard.addressHeader), email, password),
  );

const ownWords = (who: Who) => [who.name ?? '', who.surname ?? ''];

/** Password strength and changes under the policy. */
export function passwordRoutes(serve: Serve, svc: Service): void {
  serve('passwordStrength', async (c, { caller, query }) => {
    const who = await whoIs(svc, caller.userId);
    return c.json(passwordStrength(query.password, [who.email, ...ownWords(who)]));
  });

  serve('changePassword', async (c, { caller, body }) => {
    const who = await whoIs(svc, caller.userId);
    await checkCurrentPassword(svc, c, who.email, body.current_password);
    const reasons = policyReasons(body.new_password, who.email, ownWords(who));
    if (body.new_password === body.current_password)
      reasons.push('Choose a password other than the current one');
    if (reasons.length)
      throw new ValidationError(
        reasons.map((msg) => ({
          loc: ['body', 'new_password'],
          msg,
          type: ACCOUNT_ERROR_CODES.passwordPolicy,
        })),
      );
    const hash = await hashPassword(body.new_password);
    await svc.db.tx(async () => {
      await setPassword(svc.db, caller.userId, hash, svc.now());
      // Every other sign-in of the account ends: whoever knew the old password is out.
      await endOtherSignIns(svc.db, caller.userId, caller.tokenHash);
    });
    return c.body(null, 204);
  });
}
