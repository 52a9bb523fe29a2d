import { baseKey, isPluralForm, type Catalogue } from './text';

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
