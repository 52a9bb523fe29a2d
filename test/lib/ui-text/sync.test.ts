import { describe, expect, it } from 'vitest';
import type { UiLanguage } from '../../../lib/ui-text/languages';
import { mergeDelivered, pushItems } from '../../../lib/ui-text/sync';

const en = { 'a.title': 'Title', 'a.keys_one': '{count} key', 'a.keys_other': '{count} keys' };
const catalogues: Record<UiLanguage, Record<string, string>> = {
  en,
  de: {
    'a.title': 'Titel',
    'a.keys_one': '{count} Schlüssel',
    'a.keys_other': '{count} Schlüssel',
  },
  es: { 'a.title': 'Título' },
  fr: {},
  ja: { 'a.title': 'タイトル', 'a.keys_other': '{count} 件' },
};

describe('pushItems', () => {
  const items = pushItems(catalogues, (lang, key) => lang === 'de' && key === 'a.title');
  const keys = items.map((i) => i.key);

  it.each([
    ['English sources, with every plural form any language needs', 'en:ui:a.keys_many', true],
    ['a plural form English lacks reads as its "other"', 'en:ui:a.keys_many', '{count} keys'],
    ['a translation the service lacks', 'ja:ui:a.keys_other', true],
    ['not one the service has text for', 'de:ui:a.title', false],
    ['not a form the language does not use', 'ja:ui:a.keys_one', false],
    ['not a message the catalogue lacks', 'es:ui:a.keys_one', false],
  ])('%s (%s)', (_name, key, expected) => {
    if (typeof expected === 'string')
      expect(items.find((i) => i.key === key)?.value).toBe(expected);
    else expect(keys.includes(key)).toBe(expected);
  });
});

describe('mergeDelivered', () => {
  it('takes delivered texts for keys the language needs, and nothing else', () => {
    const { catalogue, changed } = mergeDelivered(
      'ja',
      catalogues.ja,
      { 'a.title': '題名', 'a.keys_one': '{count} 件', 'z.unknown': 'x' },
      en,
    );
    expect(catalogue).toEqual({ 'a.title': '題名', 'a.keys_other': '{count} 件' });
    expect(changed).toEqual(['a.title']);
  });
});
