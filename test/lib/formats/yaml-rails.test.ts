import { describe, expect, it } from 'vitest';
import { FormatError, FORMATS } from '../../../lib/formats';

const format = FORMATS['yaml-rails'];
const read = (text: string, locale = 'de') =>
  format.read({ path: 'de.yml', text }, { locale }).entries;
const write = (
  entries: { key: string; value: string | null; description?: string }[],
  existing?: string,
  locale = 'de',
) =>
  format.write(
    { entries },
    { locale, sourceLocale: 'en', ...(existing ? { existing: { main: existing } } : {}) },
  ).main;

describe('Rails YAML', () => {
  it.each([
    ['nested keys', 'de:\n  a:\n    b: B\n', [{ key: 'a.b', value: 'B' }]],
    ['~ is untranslated', 'de:\n  a: ~\n', [{ key: 'a', value: null }]],
    [
      'quoted text',
      `de:\n  a: "x: %{name}"\n  b: 'it''s'\n`,
      [
        { key: 'a', value: 'x: %{name}' },
        { key: 'b', value: "it's" },
      ],
    ],
    [
      'a comment is the description',
      'de:\n  a: A\n  # Shown on top\n  b: B\n',
      [
        { key: 'a', value: 'A' },
        { key: 'b', value: 'B', description: 'Shown on top' },
      ],
    ],
    [
      'arrays, without symbols',
      'de:\n  days: [So, Mo]\n  order:\n    - :day\n',
      [
        { key: 'days[0]', value: 'So' },
        { key: 'days[1]', value: 'Mo' },
      ],
    ],
    [
      'a plural hash',
      'de:\n  x:\n    one: "1 Tag"\n    other: "%{count} Tage"\n',
      [{ key: 'x', value: '{count, plural, one {1 Tag} other {# Tage}}' }],
    ],
    [
      'a zero form',
      'fr:\n  x:\n    zero: aucun\n    one: un\n    other: "%{count}"\n',
      [{ key: 'x', value: '{count, plural, zero {aucun} one {un} other {#}}' }],
    ],
  ])('reads %s', (_name, text, entries) => {
    expect(read(text)).toEqual(entries);
  });

  it('changes a text in place, keeping alignment and comments', () => {
    const text =
      '# top\nde:\n  x:\n    one:   "1 Tag"\n    other: "%{count} Tage"\n  a: "A"  # note\n';
    const entries = read(text).map((e) => (e.key === 'a' ? { ...e, value: 'A "2"' } : e));
    expect(write(entries, text)).toBe(text.replace('"A"', '"A \\"2\\""'));
  });

  it('adds, removes and reshapes through the document, keeping order and comments', () => {
    const text = 'de:\n  # about b\n  b: B\n  a: A\n  gone: G\n';
    const entries = [
      { key: 'b', value: 'B', description: 'about b' },
      { key: 'a', value: '{count, plural, one {ein A} other {# As}}' },
      { key: 'c.d', value: 'D' },
    ];
    const out = write(entries, text);
    expect(read(out)).toEqual(entries);
    expect(out).toContain(
      '  # about b\n  b: B\n  a:\n    one: ein A\n    other: "%{count} As"\n  c:\n    d: D\n',
    );
  });

  it('writes a new file under the locale', () => {
    expect(write([{ key: 'a.b', value: 'B' }], undefined, 'fr')).toBe('fr:\n  a:\n    b: B\n');
  });

  it('reports broken YAML with its line', () => {
    expect(() => read('de:\n  a: A\n  b: "B\n  c: C\n')).toThrow(FormatError);
    expect(() => read('de:\n  a: [\n')).toThrow(/^de\.yml:\d+: /);
  });
});
