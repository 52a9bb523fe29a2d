import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { isSetupToken } from '../../security/first-account';
import { passwordStrength } from '../../security/password-policy';
import { hashSecret } from '../../security/tokens';
import { pendingInvitationEmail } from '../../store/invitations';
import { pendingResetAccount } from '../../store/password-resets';
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
  const invited = await pendingInvitationEmail(svc.db, hash, now);
  if (invited !== null) return { kind: 'invitation', email: invited, words: [] };
  const reset = await pendingResetAccount(svc.db, hash, now);
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
