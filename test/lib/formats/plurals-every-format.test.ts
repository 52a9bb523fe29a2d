import { describe, expect, it } from 'vitest';
import { FORMATS, FORMAT_IDS, type FormatId } from '../../../lib/formats';

/**
 * A plural in every CLDR category a language has, written to a new file of each format and read
 * back: the same ICU message, and each category's text in the file in the format's own shape.
 */
const PLURALS: [string, Record<string, string>][] = [
  ['en', { one: 'one file', other: 'many files' }],
  ['fr', { one: 'un fichier', many: 'des millions de fichiers', other: 'des fichiers' }],
  [
    'ar',
    {
      zero: 'لا ملفات',
      one: 'ملف واحد',
      two: 'ملفان',
      few: 'ملفات قليلة',
      many: 'ملفات كثيرة',
      other: 'ملف',
    },
  ],
  ['ja', { other: 'ファイル' }],
  ['pl', { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' }],
];

// The shape each format gives a category's form, as a pattern over the written file.
const SHAPE: Record<FormatId, (category: string, text: string) => RegExp> = {
  'i18next-json': (c, t) => new RegExp(`"files_${c}": "${t}"`),
  'icu-json': (c, t) => new RegExp(`${c} \\{${t}\\}`),
  arb: (c, t) => new RegExp(`${c} \\{${t}\\}`),
  xliff: (c, t) => new RegExp(`${c} \\{${t}\\}`),
  po: (_c, t) => new RegExp(`msgstr\\[\\d\\] "${t}"`),
  'android-xml': (c, t) => new RegExp(`<item quantity="${c}">${t}</item>`),
  'apple-strings': (c, t) => new RegExp(`<key>${c}</key>\\s*<string>${t}</string>`),
  'yaml-rails': (c, t) => new RegExp(`${c}: ${t}`),
};

const CASES = FORMAT_IDS.flatMap((id) =>
  PLURALS.map(([locale, forms]) => [id, locale, forms] as const),
);

describe('plurals in every CLDR category', () => {
  it.each(CASES)('%s in %s', (id, locale, forms) => {
    const format = FORMATS[id];
    const value = `{count, plural, ${Object.entries(forms)
      .map(([c, t]) => `${c} {${t}}`)
      .join(' ')}}`;
    const catalogue = { entries: [{ key: 'files', value }] };
    const written = format.write(catalogue, { locale, sourceLocale: 'en' });
    const both = written.main + (written.companion ?? '');
    for (const [category, text] of Object.entries(forms))
      expect(both).toMatch(SHAPE[id](category, text));
    const companion = written.companion
      ? { path: 'Localizable.stringsdict', text: written.companion }
      : undefined;
    const again = format.read(
      { path: `files${format.extensions[0]}`, text: written.main },
      { locale, ...(companion ? { companion } : {}) },
    );
    // i18next's `_zero` is its form for a count of 0 in any language: it reads back as `=0`.
    const read = id === 'i18next-json' ? value.replace(' zero {', ' =0 {') : value;
    expect(again.entries).toEqual([{ key: 'files', value: read }]);
  });

  it.each(FORMAT_IDS.filter((id) => !['icu-json', 'arb', 'xliff'].includes(id)))(
    '%s writes a category the message lacks with the "other" text',
    (id) => {
      const format = FORMATS[id];
      const value = '{count, plural, one {un fichier} other {des fichiers}}';
      const written = format.write(
        { entries: [{ key: 'files', value }] },
        { locale: 'fr', sourceLocale: 'en' },
      );
      const companion = written.companion
        ? { path: 'x.stringsdict', text: written.companion }
        : undefined;
      const again = format.read(
        { path: 'x', text: written.main },
        { locale: 'fr', ...(companion ? { companion } : {}) },
      );
      expect(again.entries[0]!.value).toBe(
        '{count, plural, one {un fichier} many {des fichiers} other {des fichiers}}',
      );
    },
  );
});
