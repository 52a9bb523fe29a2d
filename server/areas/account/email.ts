import { ACCOUNT_ERROR_CODES, EMAIL_CHANGE_TTL_MS } from '../../../lib/contract/account';
import type { Service } from '../../service-deps';
import { HttpError, ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { sendMail } from '../../mail/outbox';
import { hashSecret, newSecret } from '../../security/tokens';
import { endOtherSignIns } from '../../store/editor-sessions';
import { emailChangeByHash, replaceEmailChange, useEmailChange } from '../../store/email-changes';
import { emailTakenByOther, setVerifiedEmail } from '../../store/users';
import { checkCurrentPassword, whoIs } from './password';
import { loadProfile } from './profile';

const emailInUse = () =>
  new HttpError(409, ACCOUNT_ERROR_CODES.emailInUse, 'Another account has this e-mail');
const taken = (svc: Service, email: string, userId: string) =>
  emailTakenByOther(svc.db, email, userId);

/** E-mail changes: a single-use token, mailed to the new address, confirms it. */
export function emailRoutes(serve: Serve, svc: Service): void {
  serve('initiateEmailChange', async (c, { caller, body }) => {
    const who = await whoIs(svc, caller.userId);
    await checkCurrentPassword(svc, c, who.email, body.current_password);
    const newEmail = body.new_email.trim();
    if (newEmail.toLowerCase() === who.email.toLowerCase())
      throw new ValidationError([
        {
          loc: ['body', 'new_email'],
          msg: 'This is already your e-mail',
          type: 'same_email',
          input: newEmail,
        },
      ]);
    if (await taken(svc, newEmail, caller.userId)) throw emailInUse();
    const token = newSecret('lr_ec_');
    const expiresAt = svc.now() + EMAIL_CHANGE_TTL_MS;
    await svc.db.tx(async () => {
      // Only the newest request counts: an older token stops working.
      await replaceEmailChange(svc.db, {
        tokenHash: hashSecret(token),
        userId: caller.userId,
        newEmail,
        expiresAt,
      });
      await sendMail(svc, {
        to: newEmail,
        subject: 'Confirm your new e-mail for Locale Lens',
        text:
          `Someone (we hope you) asked to change the e-mail of a Locale Lens account from ` +
          `${who.email} to this address.\n\nConfirmation token: ${token}\n\n` +
          `It works once, until ${new Date(expiresAt).toISOString()}. If you did not ask ` +
          `for this, ignore this mail.`,
      });
    });
    return c.json(
      { message: `A confirmation token was sent to ${newEmail}`, expires_at: expiresAt },
      202,
    );
  });

  serve('confirmEmailChange', async (c, { caller, body }) => {
    const now = svc.now();
    const profile = await svc.db.tx(async () => {
      const change = await emailChangeByHash(svc.db, hashSecret(body.token.trim()));
      if (!change || change.user_id !== caller.userId || change.used_at || change.expires_at <= now)
        throw new HttpError(
          400,
          ACCOUNT_ERROR_CODES.invalidToken,
          'The token is unknown, already used or expired; start the change again',
        );
      if (await taken(svc, change.new_email, caller.userId)) throw emailInUse();
      await useEmailChange(svc.db, hashSecret(body.token.trim()), now);
      await setVerifiedEmail(svc.db, caller.userId, change.new_email);
      // The account's identity changed: every other sign-in (and its editor sessions) ends.
      await endOtherSignIns(svc.db, caller.userId, caller.tokenHash);
      return loadProfile(svc.db, caller.userId, now);
    });
    return c.json(profile!);
  });
}
