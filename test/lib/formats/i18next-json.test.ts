import { describe, expect, it } from 'vitest';
import { FormatError, FORMATS } from '../../../lib/formats';

const format = FORMATS['i18next-json'];
const read = (data: unknown, locale = 'en') =>
  format.read({ path: 'en.json', text: JSON.stringify(data) }, { locale }).entries;
const write = (
  entries: { key: string; value: string | null }[],
  existing?: unknown,
  locale = 'en',
) =>
  JSON.parse(
    format.write(
      { entries },
      {
        locale,
        sourceLocale: 'en',
        ...(existing ? { existing: { main: JSON.stringify(existing, null, 2) } } : {}),
      },
    ).main,
  ) as unknown;

describe('i18next JSON', () => {
  it.each([
    [
      'nested keys',
      { a: { b: 'B', c: { d: 'D' } } },
      [
        ['a.b', 'B'],
        ['a.c.d', 'D'],
      ],
    ],
    [
      'flat keys',
      { 'a.b': 'B', 'a.c': 'C' },
      [
        ['a.b', 'B'],
        ['a.c', 'C'],
      ],
    ],
    ['null is untranslated', { a: null }, [['a', null]]],
    ['non-text values are no entries', { n: 3, list: ['x'], t: true, a: 'A' }, [['a', 'A']]],
    [
      'placeholders stay as they are',
      { a: 'Hi {{name}}, $t(other)' },
      [['a', 'Hi {{name}}, $t(other)']],
    ],
    [
      'v4 suffixes',
      { file_one: '{{count}} file', file_other: '{{count}} files' },
      [['file', '{count, plural, one {# file} other {# files}}']],
    ],
    [
      'the older _plural',
      { file: 'a file', file_plural: "{{count}} files, it's {{x}}" },
      [['file', "{count, plural, one {a file} other {# files, it's '{{'x'}}'}}"]],
    ],
    [
      'a lone _one is no plural',
      { file_one: 'x', file_other_thing: 'y' },
      [
        ['file_one', 'x'],
        ['file_other_thing', 'y'],
      ],
    ],
  ])('reads %s', (_name, data, expected) => {
    expect(read(data).map((e) => [e.key, e.value])).toEqual(expected);
  });

  it.each([
    ['en', { f_one: 'a', f_other: 'b' }],
    ['fr', { f_one: 'a', f_many: 'c', f_other: 'b' }],
    ['ar', { f_zero: 'z', f_one: 'a', f_two: 't', f_few: 'f', f_many: 'm', f_other: 'b' }],
    ['ja', { f_other: 'b' }],
    ['pl', { f_one: 'a', f_few: 'f', f_many: 'm', f_other: 'b' }],
  ])('writes %s plurals with every category of the language', (locale, expected) => {
    const entries = read(expected, locale);
    expect(write(entries, undefined, locale)).toEqual(expected);
  });

  it('keeps the file order, drops removed keys, appends new ones where they nest', () => {
    const existing = { b: 'B', a: { y: 'Y', x: 'X' }, n: 1, gone: 'G' };
    const entries = [
      { key: 'a.x', value: 'X2' },
      { key: 'a.y', value: 'Y' },
      { key: 'b', value: 'B' },
      { key: 'a.z', value: 'Z' },
      { key: 'c.d', value: 'D' },
    ];
    expect(JSON.stringify(write(entries, existing))).toBe(
      JSON.stringify({ b: 'B', a: { y: 'Y', x: 'X2', z: 'Z' }, n: 1, c: { d: 'D' } }),
    );
  });

  it('adds flat keys to a flat file and keeps the _plural style of a key', () => {
    const existing = { 'a.b': 'x', f: 'one', f_plural: 'many' };
    const entries = [...read(existing), { key: 'a.c', value: 'y' }].map((e) =>
      e.key === 'f' ? { ...e, value: '{count, plural, one {eins} other {viele}}' } : e,
    );
    expect(write(entries, existing)).toEqual({
      'a.b': 'x',
      f: 'eins',
      f_plural: 'viele',
      'a.c': 'y',
    });
  });

  it('writes a changed value and nothing else over the existing text', () => {
    const text = '{\n    "a": "A",\n    "b": { "c": "C" }\n}';
    const out = format.write(
      {
        entries: [
          { key: 'a', value: 'A2' },
          { key: 'b.c', value: 'C' },
        ],
      },
      { locale: 'en', sourceLocale: 'en', existing: { main: text } },
    ).main;
    expect(out).toBe('{\n    "a": "A2",\n    "b": {\n        "c": "C"\n    }\n}');
  });

  it('reports bad JSON with its line', () => {
    expect(() =>
      format.read({ path: 'de.json', text: '{\n  "a": "A",\n  "b": \n}' }, { locale: 'de' }),
    ).toThrow(FormatError);
    expect(() =>
      format.read({ path: 'de.json', text: '{\n  "a": "A",\n  "b": \n}' }, { locale: 'de' }),
    ).toThrow(/^de\.json:4: /);
  });

  it('leaves a plural group as it is when only what JSON cannot hold changed', () => {
    const text = '{\n  "f_one": "un",\n  "f_other": "des"\n}\n';
    const [entry] = format.read({ path: 'fr.json', text }, { locale: 'fr' }).entries;
    const out = format.write(
      { entries: [{ ...entry!, fuzzy: true, description: 'a note' }] },
      { locale: 'fr', sourceLocale: 'en', existing: { main: text } },
    ).main;
    expect(out).toBe(text);
  });
});
