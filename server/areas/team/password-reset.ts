import { PASSWORD_RESET_TTL_MS } from '../../../lib/contract/team';
import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { sendMail } from '../../mail/outbox';
import { hashPassword } from '../../security/passwords';
import { hashSecret, newSecret } from '../../security/tokens';
import { endEditorSessions } from '../../store/editor-sessions';
import { stmt } from '../../store/statements';
import { userIdByEmail } from '../../store/users';
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
        await stmt(svc.db, 'DELETE FROM password_resets WHERE user_id = ?').run(userId);
        await stmt(
          svc.db,
          'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
        ).run(hashSecret(token), userId, expiresAt);
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
    const find = async () =>
      (await stmt(
        svc.db,
        `SELECT r.user_id, r.expires_at, r.used_at, u.email, u.name, u.surname
         FROM password_resets r JOIN users u USING (user_id) WHERE r.token_hash = ?`,
      ).get(hash)) as
        | {
            user_id: string;
            expires_at: number;
            used_at: number | null;
            email: string;
            name: string | null;
            surname: string | null;
          }
        | undefined;
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
      await stmt(svc.db, 'UPDATE password_resets SET used_at = ? WHERE token_hash = ?').run(
        now,
        hash,
      );
      await stmt(
        svc.db,
        'UPDATE users SET password_hash = ?, password_changed_at = ? WHERE user_id = ?',
      ).run(passwordHash, now, reset.user_id);
      // Whoever knew the old password is out: every sign-in and editor session ends.
      await stmt(svc.db, 'DELETE FROM access_tokens WHERE user_id = ?').run(reset.user_id);
      await endEditorSessions(svc.db, { userId: reset.user_id });
      await stmt(svc.db, 'DELETE FROM login_failures WHERE email = ?').run(reset.email);
    });
    return signedIn(c, svc, reset.user_id);
  });
}
