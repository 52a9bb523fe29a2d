import { PASSWORD_RESET_TTL_MS } from '../../../lib/contract/team';
import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { sendMail } from '../../mail/outbox';
import { hashPassword } from '../../security/passwords';
import { hashSecret, newSecret } from '../../security/tokens';
import { endEditorSessions } from '../../store/editor-sessions';
import { dropAccessTokens } from '../../store/access-tokens';
import { forgetFailures } from '../../store/login-failures';
import {
  passwordResetByHash,
  replacePasswordReset,
  usePasswordReset,
} from '../../store/password-resets';
import { setPassword, userIdByEmail } from '../../store/users';
import { signedIn } from '../account/sign-in';
import { RESET_PAGE, pageLink } from '../team-pages';
import { invalidToken, requirePolicy } from './policy';

/** The answer to every reset request, whether or not an account has the e-mail. */
const ACCEPTED = {
  message: 'If an account has this e-mail, a link to set a new password is on its way',
};
/** Every answer takes at least this long, so a known e-mail cannot be told by time. */
const MIN_ANSWER_MS = 300;

/** Forgotten passwords: a single-use token by mail sets a new one and ends every other sign-in. */
export function passwordResetRoutes(serve: Serve, svc: Service): void {
  serve('initiatePasswordReset', async (c, { body }) => {
    const started = performance.now();
    const email = body.email.trim();
    const userId = await userIdByEmail(svc.db, email);
    if (userId) {
      const token = newSecret('lr_pr_');
      const expiresAt = svc.now() + PASSWORD_RESET_TTL_MS;
      await svc.db.tx(async () => {
        // Only the newest request counts: an older token stops working.
        await replacePasswordReset(svc.db, userId, hashSecret(token), expiresAt);
      });
      await sendMail(svc, {
        to: email,
        subject: 'Set a new password for Locale Lens',
        text:
          `Someone (we hope you) asked to set a new password for the Locale Lens account ` +
          `${email}.\n\nOpen ${pageLink(svc, c, RESET_PAGE, token)}\nor enter this token in ` +
          `the side panel: ${token}\n\nIt works once, until ` +
          `${new Date(expiresAt).toISOString()}. If you did not ask for this, ignore this mail.`,
      });
    }
    const left = MIN_ANSWER_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    return c.json(ACCEPTED, 202);
  });

  serve('confirmPasswordReset', async (c, { body }) => {
    const hash = hashSecret(body.token);
    const find = () => passwordResetByHash(svc.db, hash);
    const usable = (r: Awaited<ReturnType<typeof find>>) =>
      r && !r.used_at && r.expires_at > svc.now() ? r : null;
    const reset = usable(await find());
    if (!reset) throw invalidToken('password reset');
    requirePolicy(
      body.new_password,
      reset.email,
      [reset.name ?? '', reset.surname ?? ''],
      'new_password',
    );
    const passwordHash = await hashPassword(body.new_password);
    await svc.db.tx(async () => {
      if (!usable(await find())) throw invalidToken('password reset');
      const now = svc.now();
      await usePasswordReset(svc.db, hash, now);
      await setPassword(svc.db, reset.user_id, passwordHash, now);
      // Whoever knew the old password is out: every sign-in and editor session ends.
      await dropAccessTokens(svc.db, reset.user_id);
      await endEditorSessions(svc.db, { userId: reset.user_id });
      await forgetFailures(svc.db, reset.email);
    });
    return signedIn(c, svc, reset.user_id);
  });
}
