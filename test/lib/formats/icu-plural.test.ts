import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { escapeIcuText, pluralMessage, readPluralMessage } from '../../../lib/formats/icu-plural';

const TEXTS = [
  "l'heure",
  "it's",
  "a'",
  "''",
  "'a",
  '{{count}} items',
  "#1 {a} 'b' '{'",
  "x'}'y",
  "'",
  'a # b',
  '}{',
];

describe('ICU quoting of a format’s own text', () => {
  it.each(TEXTS)('%j comes back exactly from a plural option', (text) => {
    const message = pluralMessage({ variable: 'n', forms: [['other', text]] });
    expect(readPluralMessage(message, '#')!.forms).toEqual([['other', text]]);
  });

  it.each(TEXTS)('%j comes back exactly outside a plural', (text) => {
    const ast = parse(escapeIcuText(text, false), { ignoreTag: true });
    expect(ast.map((el) => (el.type === TYPE.literal ? el.value : '?')).join('')).toBe(text);
  });

  it.each([
    ["l'heure", "l'heure"],
    ['{{count}}', "'{{'count'}}'"],
    ['50 # left', "50 '#' left"],
  ])('quotes only what ICU would read as syntax: %j → %j', (text, quoted) => {
    expect(escapeIcuText(text)).toBe(quoted);
  });

  it('turns the format’s count token into # and back', () => {
    const message = pluralMessage(
      {
        variable: 'count',
        forms: [
          ['one', '{{count}} item'],
          ['other', '{{count}} items'],
        ],
      },
      '{{count}}',
    );
    expect(message).toBe('{count, plural, one {# item} other {# items}}');
    expect(readPluralMessage(message, '{{count}}')!.forms).toEqual([
      ['one', '{{count}} item'],
      ['other', '{{count}} items'],
    ]);
  });

  it.each([
    ['Hello', null],
    ['{n, plural, one {a} other {b}} and more', null],
    ['{n, select, a {x} other {y}}', null],
  ])('%j is no plural of its own', (message, expected) => {
    expect(readPluralMessage(message, '#')).toBe(expected);
  });
});
