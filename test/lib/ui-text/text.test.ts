import { describe, expect, it } from 'vitest';
import { textFor } from '../../../lib/ui-text/catalogues';
import { pickLanguage } from '../../../lib/ui-text/languages';
import { createText } from '../../../lib/ui-text/text';

describe('pickLanguage', () => {
  it.each([
    ['the choice wins over the browser', 'fr', ['de-DE', 'en'], 'fr'],
    ['no choice: the browser’s first language we speak', null, ['de-AT', 'en'], 'de'],
    ['languages we do not speak are skipped', null, ['pt-BR', 'ja-JP'], 'ja'],
    ['case and underscores do not matter', null, ['ES_mx'], 'es'],
    ['nothing we speak: English', null, ['pt', 'nl'], 'en'],
    ['an unknown choice is ignored', 'xx', ['fr-CA'], 'fr'],
  ] as const)('%s', (_name, chosen, browser, expected) => {
    expect(pickLanguage(chosen, browser)).toBe(expected);
  });
});

describe('createText', () => {
  const t = createText('en', {
    hello: 'Hello, {name}',
    keys_one: '{count} key',
    keys_other: '{count} keys',
    only: 'Only English',
  });

  it.each([
    ['fills placeholders', t('hello', { name: 'Ada' }), 'Hello, Ada'],
    ['leaves a placeholder it has no value for', t('hello'), 'Hello, {name}'],
    ['picks the singular', t('keys', { count: 1 }), '1 key'],
    ['picks the plural, numbers grouped', t('keys', { count: 1234 }), '1,234 keys'],
    ['says the key when no catalogue has it', t('missing'), 'missing'],
    [
      'a count in a message without plural forms',
      t('hello', { name: 'Ada', count: 2 }),
      'Hello, Ada',
    ],
  ])('%s', (_name, got, expected) => expect(got).toBe(expected));

  it('falls back to English for a message a language lacks', () => {
    const de = createText('de', { hello: 'Hallo, {name}' }, { only: 'Only English' });
    expect(de('only')).toBe('Only English');
    expect(de('hello', { name: 'Ada' })).toBe('Hallo, Ada');
  });

  it('formats numbers and dates for the language', () => {
    const at = Date.UTC(2026, 10, 22, 15, 0);
    expect(textFor('de').number(1234.5)).toBe('1.234,5');
    expect(textFor('fr').number(1234.5)).toBe('1\u202f234,5');
    expect(textFor('en').number(1234.5)).toBe('1,234.5');
    expect(textFor('de').date(at)).toBe('22.11.2026');
    expect(textFor('ja').date(at)).toBe('2026/11/22');
    expect(textFor('es').date(at)).toBe('22 nov 2026');
  });
});

describe('plurals in each language', () => {
  it.each([
    ['en', 1, 'Locale Lens: 1 key on this page'],
    ['en', 0, 'Locale Lens: no keys on this page'],
    ['de', 3, 'Locale Lens: 3 Schlüssel auf dieser Seite'],
    ['fr', 1, 'Locale Lens : 1 clé de cette page'],
    ['fr', 2, 'Locale Lens : 2 clés de cette page'],
    ['fr', 1_000_000, 'Locale Lens : 1\u202f000\u202f000 de clés de cette page'],
    ['es', 1_000_000, 'Locale Lens: 1.000.000 de claves de esta página'],
    ['ja', 1, 'Locale Lens：このページで今すぐ対応できるキーは 1 件です'],
  ] as const)('%s, %d', (lang, count, start) => {
    expect(textFor(lang)('badge.work', { count })).toContain(start);
  });
});
