import { readFileSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import { ROUTES } from '../../../lib/contract/routes';
import { accountPageWords } from '../../../lib/ui-text/account-page-words';
import { pickLanguage } from '../../../lib/ui-text/languages';
import type { Service } from '../../service-deps';
import { isSetupToken } from '../../security/first-account';
import { POLICY } from '../../security/password-policy';
import { hashSecret } from '../../security/tokens';
import { invitationProjectName } from '../../store/invitations';
import { hasAnyUser } from '../../store/users';
import { tokenAccount } from '../team/token-strength';

/** The pages that set a password before anyone is signed in; mail and the start banner link them. */
export const SETUP_PAGE = '/setup';
export const INVITATION_PAGE = '/invitation';
export const RESET_PAGE = '/reset-password';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const PAGE = read('./account-page.html').replace(
  '/* page-base.css */',
  // The options page's look, from the one stylesheet both use.
  () => read('../../../lib/ui-style/page-base.css'),
);

/** A page's link with its token, at the address people reach the service at. */
export const pageLink = (svc: Service, c: Context, page: string, token: string) =>
  `${svc.publicUrl ?? new URL(c.req.url).origin}${page}?token=${encodeURIComponent(token)}`;

type Mode = 'setup' | 'invitation' | 'reset';
const SUBMIT = {
  setup: ROUTES.setupOwner.path,
  invitation: ROUTES.acceptInvitation.path,
  reset: ROUTES.confirmPasswordReset.path,
} as const satisfies Record<Mode, string>;

/** The languages the visitor's browser asks for, most wanted first. */
const acceptedLanguages = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);

async function pageState(svc: Service, mode: Mode, token: string) {
  if (mode === 'setup') {
    if (await hasAnyUser(svc.db)) return { state: 'setup-done' as const };
    return {
      state: (await isSetupToken(svc.db, token)) ? ('ready' as const) : ('invalid' as const),
    };
  }
  const account = token ? await tokenAccount(svc, token) : null;
  if (account?.kind !== mode) return { state: 'invalid' as const };
  let project: string | undefined;
  if (mode === 'invitation') {
    project = await invitationProjectName(svc.db, hashSecret(token));
  }
  return { state: 'ready' as const, email: account.email, project };
}

/**
 * The service's own pages, in the extension's look and the visitor's language: the first
 * account, accepting an invitation, a new password. Self-contained: no script from elsewhere.
 */
export function teamPagesArea(app: Hono, svc: Service): void {
  const serve = (path: string, mode: Mode) =>
    app.get(path, async (c) => {
      const token = (c.req.query('token') ?? '').slice(0, 512);
      const lang = pickLanguage(
        c.req.query('lang') ?? null,
        acceptedLanguages(c.req.header('accept-language')),
      );
      const config = {
        mode,
        lang,
        token,
        words: accountPageWords(lang),
        policy: POLICY,
        api: { strength: ROUTES.tokenPasswordStrength.path, submit: SUBMIT[mode] },
        ...(await pageState(svc, mode, token)),
      };
      // `<` escaped: nothing in the config can end its script element.
      const json = JSON.stringify(config).replace(/</g, '\\u003c');
      return c.html(
        PAGE.replace('__CONFIG__', () => json),
        200,
        {
          'content-security-policy':
            "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
          // The token is in the address: no other site learns it from a referrer.
          'referrer-policy': 'no-referrer',
          'cache-control': 'no-store',
        },
      );
    });
  serve(SETUP_PAGE, 'setup');
  serve(INVITATION_PAGE, 'invitation');
  serve(RESET_PAGE, 'reset');
}
