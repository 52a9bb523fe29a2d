import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../../lib/formats';

const icu = FORMATS['icu-json'];
const arb = FORMATS.arb;
const readIcu = (data: unknown) =>
  icu.read({ path: 'de.json', text: JSON.stringify(data) }, { locale: 'de' }).entries;
const readArb = (data: unknown) =>
  arb.read({ path: 'app_de.arb', text: JSON.stringify(data) }, { locale: 'de' }).entries;

describe('ICU (FormatJS) JSON', () => {
  it.each([
    ['a plain message', { a: 'Hi {name}' }, [{ key: 'a', value: 'Hi {name}' }]],
    [
      'an ICU plural as it is',
      { a: '{n, plural, one {# Tag} other {# Tage}}' },
      [{ key: 'a', value: '{n, plural, one {# Tag} other {# Tage}}' }],
    ],
    [
      'defaultMessage and description',
      { a: { defaultMessage: 'Save', description: 'Button' } },
      [{ key: 'a', value: 'Save', description: 'Button' }],
    ],
    ['null is untranslated', { a: null }, [{ key: 'a', value: null }]],
  ])('reads %s', (_name, data, entries) => {
    expect(readIcu(data)).toEqual(entries);
  });

  it('keeps each message its shape and the object fields it has', () => {
    const existing =
      JSON.stringify({ a: 'A', b: { defaultMessage: 'B', description: 'd', id: 'b' } }, null, 2) +
      '\n';
    const entries = [
      { key: 'a', value: 'A2' },
      { key: 'b', value: 'B2' },
      { key: 'c', value: 'C', description: 'new' },
    ];
    const out = icu.write(
      { entries },
      { locale: 'de', sourceLocale: 'en', existing: { main: existing } },
    ).main;
    expect(JSON.parse(out)).toEqual({
      a: 'A2',
      b: { defaultMessage: 'B2', id: 'b' },
      c: { defaultMessage: 'C', description: 'new' },
    });
    expect(readIcu(JSON.parse(out))).toEqual([
      { key: 'a', value: 'A2' },
      { key: 'b', value: 'B2' },
      entries[2],
    ]);
  });
});

describe('Flutter ARB', () => {
  it('reads messages with their @key description, skipping metadata', () => {
    expect(
      readArb({
        '@@locale': 'de',
        hello: 'Hallo {name}',
        '@hello': { description: 'Greeting', placeholders: { name: { type: 'String' } } },
        count: '{n, plural, zero {keine} one {eine} other {{n}}}',
        '@count': {},
      }),
    ).toEqual([
      { key: 'hello', value: 'Hallo {name}', description: 'Greeting' },
      { key: 'count', value: '{n, plural, zero {keine} one {eine} other {{n}}}' },
    ]);
  });

  it('keeps placeholders metadata, updates descriptions, leaves untranslated entries out', () => {
    const existing = JSON.stringify({
      '@@locale': 'de',
      a: 'A',
      '@a': { description: 'old', placeholders: { x: {} } },
      b: 'B',
    });
    const entries = [
      { key: 'a', value: 'A2', description: 'new' },
      { key: 'b', value: null },
      { key: 'c', value: 'C', description: 'c' },
    ];
    const out = JSON.parse(
      arb.write({ entries }, { locale: 'de', sourceLocale: 'en', existing: { main: existing } })
        .main,
    );
    expect(out).toEqual({
      '@@locale': 'de',
      a: 'A2',
      '@a': { description: 'new', placeholders: { x: {} } },
      c: 'C',
      '@c': { description: 'c' },
    });
  });

  it('starts a new file with its locale', () => {
    const out = arb.write(
      { entries: [{ key: 'a', value: 'A' }] },
      { locale: 'fr', sourceLocale: 'en' },
    ).main;
    expect(JSON.parse(out)).toEqual({ '@@locale': 'fr', a: 'A' });
  });
});
