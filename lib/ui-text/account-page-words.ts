import { CATALOGUES, type MessageKey } from './catalogues';
import type { UiLanguage } from './languages';

/**
 * The messages of the service's own pages that set a password before anyone is signed in (the
 * first account, an invitation, a reset). The service sends them in the page, so the page speaks
 * the visitor's language without loading anything.
 */
export const ACCOUNT_PAGE_KEYS = [
  'accountPage.title.setup',
  'accountPage.title.invitation',
  'accountPage.title.reset',
  'accountPage.intro.setup',
  'accountPage.intro.invitation',
  'accountPage.intro.reset',
  'accountPage.submit.setup',
  'accountPage.submit.invitation',
  'accountPage.submit.reset',
  'accountPage.done.setup',
  'accountPage.done.invitation',
  'accountPage.done.reset',
  'accountPage.invalid',
  'accountPage.setupDone',
  'accountPage.failed',
  'accountPage.surnameOptional',
  'signin.email',
  'signin.password',
  'account.name',
  'account.password.strength',
  'account.password.strength.very_weak',
  'account.password.strength.weak',
  'account.password.strength.fair',
  'account.password.strength.strong',
  'account.password.strength.very_strong',
  'account.password.needs',
  'account.password.minLength',
  'account.password.guessable',
  'account.password.notEmailName',
] as const satisfies readonly MessageKey[];

/** Those messages in `lang`, unfilled: the page fills their `{name}` placeholders itself. */
export function accountPageWords(lang: UiLanguage): Record<string, string> {
  const catalogue = CATALOGUES[lang];
  return Object.fromEntries(
    ACCOUNT_PAGE_KEYS.map((key) => [key, catalogue[key] ?? CATALOGUES.en[key] ?? key]),
  );
}
