/**
 * What every app renders, in this order: plain keys, two keys whose German text is the same
 * ("Speichern" in two namespaces), an interpolated text, a plural, and two attributes. The app
 * records each as `namespace:key@where` in `window.__rendered`, and the texts it meant to show
 * in `window.__shown` (for the test to check that the page still shows them).
 */
export interface Item {
  ns: 'common' | 'settings';
  key: string;
  params?: Record<string, string | number>;
  /** `text` in an element of its own, or an attribute of the search field. */
  where: 'text' | 'attr:placeholder' | 'attr:title';
}

export const ITEMS: readonly Item[] = [
  { ns: 'common', key: 'nav.home', where: 'text' },
  { ns: 'common', key: 'nav.orders', where: 'text' },
  { ns: 'settings', key: 'profile.title', where: 'text' },
  { ns: 'common', key: 'actions.save', where: 'text' },
  { ns: 'settings', key: 'profile.save', where: 'text' },
  { ns: 'common', key: 'greeting', params: { name: 'Anna' }, where: 'text' },
  { ns: 'common', key: 'cart.items_count', params: { count: 3 }, where: 'text' },
  { ns: 'common', key: 'search.placeholder', where: 'attr:placeholder' },
  { ns: 'common', key: 'search.title', where: 'attr:title' },
];

export const TEXT_ITEMS = ITEMS.filter((i) => i.where === 'text');
export const attributeItem = (where: Item['where']) => ITEMS.find((i) => i.where === where)!;

declare global {
  interface Window {
    __rendered?: string[];
    __shown?: string[];
    /** `performance.now()` when the app showed its translations (for bench:scan). */
    __readyAt?: number;
  }
}

/** Records what the app rendered, once it shows its translations. */
export function recordRendered(shown: string[]): void {
  window.__rendered = ITEMS.map((i) => `${i.ns}:${i.key}@${i.where}`);
  window.__shown = shown.map((s) => s.replace(/[\u200B-\u200D]/g, ''));
  window.__readyAt ??= performance.now();
  document.documentElement.dataset.ready = 'true';
}

/** Query parameters pick a variant of an app (one build serves them all). */
export const variant = (name: string) => new URLSearchParams(location.search).get(name);
