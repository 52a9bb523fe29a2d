/**
 * The strings every small app renders, in the source language (en) and the page's (de). Keys are
 * `namespace:key`; each app reads them from the service (i18next) or gets them inlined by its own
 * loader (Tolgee's static data, react-intl's messages, vue-i18n's messages), in its own syntax.
 * The same texts are pushed to the service, so text matches and statuses come from there.
 */
export interface Entry {
  en: string;
  de: string;
}

/** ICU-style placeholders and plurals; `toI18next` rewrites them for i18next. */
export const CATALOGUE: Record<string, Record<string, Entry>> = {
  common: {
    'nav.home': { en: 'Home', de: 'Startseite' },
    'nav.orders': { en: 'Your orders', de: 'Deine Bestellungen' },
    'actions.save': { en: 'Save', de: 'Speichern' },
    'search.placeholder': { en: 'Search products', de: 'Produkte durchsuchen' },
    'search.title': { en: 'Search the shop', de: 'Im Shop suchen' },
    greeting: { en: 'Hello {name}', de: 'Hallo {name}' },
    'cart.items_count': {
      en: '{count, plural, one {# item} other {# items}}',
      de: '{count, plural, one {# Artikel} other {# Artikel}}',
    },
  },
  settings: {
    'profile.save': { en: 'Save', de: 'Speichern' },
    'profile.title': { en: 'Your profile', de: 'Dein Profil' },
  },
};

export const NAMESPACES = Object.keys(CATALOGUE);
export type Locale = keyof Entry;

/** Texts of one locale and namespace. */
export function textsOf(locale: Locale, namespace: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, entry] of Object.entries(CATALOGUE[namespace] ?? {})) texts[key] = entry[locale];
  return texts;
}

/** Every `namespace:key` the apps render (all of them). */
export const ALL_KEYS = NAMESPACES.flatMap((ns) =>
  Object.keys(CATALOGUE[ns]!).map((key) => `${ns}:${key}`),
);
