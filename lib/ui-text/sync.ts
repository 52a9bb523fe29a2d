import { UI_LANGUAGES, type UiLanguage } from './languages';
import { baseKey, isPluralForm, type Catalogue } from './text';

/**
 * The catalogues as a project of a localization service, and back: which keys each language
 * needs, what to push, and how delivered translations merge in. Pure: the scripts do the I/O.
 */
export const UI_NAMESPACE = 'ui';

/** The keys a language must have: English's, with each plural in the language's own forms. */
export function expectedKeys(lang: string, en: Catalogue): string[] {
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = Object.keys(en).filter((k) => !isPluralForm(k));
  const plurals = new Set(Object.keys(en).filter(isPluralForm).map(baseKey));
  for (const base of plurals) {
    const extra = `${base}_zero` in en ? ['zero'] : [];
    for (const form of new Set([...forms, ...extra])) keys.push(`${base}_${form}`);
  }
  return keys.sort();
}

/** English text for a key any language needs (a plural form English lacks reads as `_other`). */
const sourceOf = (key: string, en: Catalogue) => en[key] ?? en[`${baseKey(key)}_other`] ?? '';

export interface SyncItem {
  key: string;
  value: string;
}

/**
 * The batch: every key's English source, and each translation the service has no text for yet
 * (`hasText`), so a push never overwrites what translators did in the service.
 */
export function pushItems(
  catalogues: Readonly<Record<UiLanguage, Catalogue>>,
  hasText: (lang: UiLanguage, key: string) => boolean,
): SyncItem[] {
  const en = catalogues.en;
  const all = new Set(UI_LANGUAGES.flatMap((l) => expectedKeys(l, en)));
  const items = [...all]
    .sort()
    .map((key) => ({ key: `en:${UI_NAMESPACE}:${key}`, value: sourceOf(key, en) }));
  for (const lang of UI_LANGUAGES) {
    if (lang === 'en') continue;
    for (const key of expectedKeys(lang, en)) {
      const value = catalogues[lang][key];
      if (value && !hasText(lang, key))
        items.push({ key: `${lang}:${UI_NAMESPACE}:${key}`, value });
    }
  }
  return items;
}

/**
 * A language's catalogue with the delivered translations in: only keys it needs, in its order,
 * the others kept as they were. Answers what changed.
 */
export function mergeDelivered(
  lang: UiLanguage,
  catalogue: Catalogue,
  delivered: Readonly<Record<string, string>>,
  en: Catalogue,
): { catalogue: Record<string, string>; changed: string[] } {
  const next: Record<string, string> = {};
  const changed: string[] = [];
  const keys = lang === 'en' ? Object.keys(en) : expectedKeys(lang, en);
  const order = [...Object.keys(catalogue).filter((k) => keys.includes(k))];
  for (const k of keys) if (!order.includes(k)) order.push(k);
  for (const key of order) {
    const value = delivered[key] || catalogue[key];
    if (value === undefined) continue;
    if (value !== catalogue[key]) changed.push(key);
    next[key] = value;
  }
  return { catalogue: next, changed };
}
