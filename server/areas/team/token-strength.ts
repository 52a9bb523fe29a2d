import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { isSetupToken } from '../../security/first-account';
import { passwordStrength } from '../../security/password-policy';
import { hashSecret } from '../../security/tokens';
import { stmt } from '../../store/statements';
import { invalidToken } from './policy';

/**
 * Whose password a pending token sets: the setup token (the page says the e-mail), an invitation
 * (its e-mail) or a reset (the account's e-mail and names); null for any other token.
 */
export async function tokenAccount(
  svc: Service,
  token: string,
): Promise<{ kind: 'setup' | 'invitation' | 'reset'; email: string; words: string[] } | null> {
  if (await isSetupToken(svc.db, token)) return { kind: 'setup', email: '', words: [] };
  const hash = hashSecret(token);
  const now = svc.now();
  const invitation = (await stmt(
    svc.db,
    `SELECT email FROM invitations WHERE token_hash = ? AND used_at IS NULL
     AND revoked_at IS NULL AND expires_at > ?`,
  ).get(hash, now)) as { email: string } | undefined;
  if (invitation) return { kind: 'invitation', email: invitation.email, words: [] };
  const reset = (await stmt(
    svc.db,
    `SELECT u.email, u.name, u.surname FROM password_resets r JOIN users u USING (user_id)
     WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?`,
  ).get(hash, now)) as { email: string; name: string | null; surname: string | null } | undefined;
  if (reset)
    return { kind: 'reset', email: reset.email, words: [reset.name ?? '', reset.surname ?? ''] };
  return null;
}

/** The strength meter of the pages that set a password, for holders of a pending token. */
export function tokenStrengthRoute(serve: Serve, svc: Service): void {
  serve('tokenPasswordStrength', async (c, { body }) => {
    const account = await tokenAccount(svc, body.token);
    if (!account) throw invalidToken('');
    const email = account.kind === 'setup' ? (body.email ?? '') : account.email;
    return c.json(passwordStrength(body.password, [email, body.name ?? '', ...account.words]));
  });
}
