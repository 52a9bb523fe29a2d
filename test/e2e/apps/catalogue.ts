/**
 * The strings every small app renders, in the source language (en) and the page's (de), by
 * namespace. They are pushed to the service; every app reads them back from there (through the
 * app server's `/locales`, each in its library's syntax), so text matches and statuses agree.
 */
export interface Entry {
  en: string;
  de: string;
}

/** ICU placeholders and plurals, as the service keeps them (`formats.ts` rewrites them). */
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

export type Locale = keyof Entry;
