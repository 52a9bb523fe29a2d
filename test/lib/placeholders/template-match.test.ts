import { describe, expect, it } from 'vitest';
import { buildPageTextIndex } from '../../../lib/placeholders/template-index';
import { templatesOf } from '../../../lib/placeholders/template';

const keysOf = (index: ReturnType<typeof buildPageTextIndex>, text: string) =>
  index.lookup(text).map((r) => `${r.namespace}:${r.key}`);

describe('text match against templates', () => {
  const index = buildPageTextIndex({
    reviews: {
      by: 'Bewertung von {{name}}',
      icuBy: 'Antwort von {author} am {date}',
      printf: 'Hallo %s, willkommen zurück',
      positional: '%2$s von %1$s geteilt',
      number: 'Noch %d Plätze frei',
      icuNumber: 'Gesamt: {total, number} Stimmen',
      rich: 'Lies die <b>Bedingungen</b> von {shop}',
      trans: 'Klicke <1>hier</1>, um {{what}} zu sehen',
      middle: '{a} und {b} weitere',
    },
    cart: {
      items_count: '{count, plural, =0 {Keine Artikel} one {# Artikel} other {# Artikel}}',
      greeting: '{gender, select, female {Sie hat {n} Nachrichten} other {Er hat {n} Nachrichten}}',
      only: '{name}',
      short: 'Hi {name}',
      symbols: '{count} × {price}',
      stars: '{count} Sterne',
    },
  });

  it.each([
    ['{{x}}', 'Bewertung von Anna K.', ['reviews:by']],
    ['{x} twice', 'Antwort von Max am 3. März', ['reviews:icuBy']],
    ['%s', 'Hallo Anna, willkommen zurück', ['reviews:printf']],
    ['%1$s', 'Der Plan von Anna geteilt', ['reviews:positional']],
    ['%d', 'Noch 12 Plätze frei', ['reviews:number']],
    ['{n, number}', 'Gesamt: 1.234 Stimmen', ['reviews:icuNumber']],
    ['tags <b>', 'Lies die Bedingungen von Beispiel-Shop', ['reviews:rich']],
    ['tags <1>', 'Klicke hier, um alles zu sehen', ['reviews:trans']],
    ['only holes at both ends', 'Anna und 3 weitere', ['reviews:middle']],
    ['ICU plural #', '3 Artikel', ['cart:items_count']],
    ['ICU plural =0', 'Keine Artikel', ['cart:items_count']],
    ['ICU select', 'Sie hat 4 Nachrichten', ['cart:greeting']],
    ['ICU select other', 'Er hat 1 Nachrichten', ['cart:greeting']],
    ['whitespace normalised', '  Bewertung   von\nAnna ', ['reviews:by']],
    ['a number hole takes digits only', 'Viele Sterne', []],
    ['a number hole takes formatted numbers', '1 234 Sterne', ['cart:stars']],
    ['only placeholders: refused', 'Anything at all', []],
    ['too little literal text: refused', 'Hi Bob', []],
    ['symbols only: refused', '2 × 3,50 €', []],
    ['literal must agree', 'Bewertung durch Anna', []],
    ['hole must not be empty', 'Bewertung von', []],
    ['case must agree', 'bewertung von Anna', []],
  ])('%s: %j', (_kind, text, expected) => {
    expect(keysOf(index, text)).toEqual(expected);
  });

  it('prefers the exact match, then the template with the most literal text', () => {
    const both = buildPageTextIndex({
      a: { exact: 'Bewertung von Anna', loose: '{x} von {y} und mehr', by: 'Bewertung von {name}' },
      b: { loose: '{x} von {y}' },
    });
    expect(keysOf(both, 'Bewertung von Anna')).toEqual(['a:exact']);
    expect(keysOf(both, 'Bewertung von Ben')).toEqual(['a:by']);
    expect(keysOf(both, 'Lob von Ben')).toEqual([]); // `{x} von {y}`: three letters
  });

  it('keeps two templates that explain a text equally well ambiguous', () => {
    const two = buildPageTextIndex({
      common: { items: '{count} Artikel' },
      checkout: { items: '{n} Artikel' },
    });
    expect(keysOf(two, '3 Artikel')).toEqual(['common:items', 'checkout:items']);
  });

  it('matches no template when built for the exact match alone', () => {
    const exactOnly = buildPageTextIndex(
      { r: { by: 'Bewertung von {{name}}' } },
      { templates: false },
    );
    expect(exactOnly.lookup('Bewertung von Anna')).toEqual([]);
    expect(exactOnly.templates).toBe(0);
  });
});

describe('templatesOf', () => {
  it.each([
    ['{name}', []],
    ['{{count}}x', []],
    ['%s: %d', []],
    ['#', []],
    ['Hi {name}', []],
    ['{count}件の商品', [['number', '件の商品']]],
    ['Bewertung von {{ name }}', [['Bewertung von ', 'any']]],
    ['Preis: {price}', [['Preis: ', 'any']]],
    ['{a}{b} Dateien', [['any', ' Dateien']]],
    [
      '{n, plural, one {# Datei} other {# Dateien}}',
      [
        ['number', ' Datei'],
        ['number', ' Dateien'],
      ],
    ],
    ["{n, plural, other {Don''t {x} me}}", [["Don't ", 'any', ' me']]],
    ['100%% sicher, %s', [['100% sicher, ', 'any']]],
    ['Zeile<br/>{n} weiter', [['Zeile', 'number', ' weiter']]],
  ])('%j', (message, expected) => {
    expect(templatesOf(message).map((t) => t.parts)).toEqual(expected);
  });
});
