import pluralForms from '@tannin/plural-forms';
import { describe, expect, it } from 'vitest';
import { FormatError, FORMATS, poKey } from '../../../lib/formats';
import {
  defaultPluralForms,
  indexCategories,
  PLURAL_FORMS_LOCALES,
} from '../../../lib/formats/po-plural-forms';
import { pluralRules } from '../../../lib/formats/plural-categories';

const po = FORMATS.po;
const header = (pluralForms: string) =>
  `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: ${pluralForms}\\n"\n\n`;
const read = (text: string, locale = 'de') => po.read({ path: 'de.po', text }, { locale }).entries;

describe('PO entries', () => {
  it.each([
    ['a translation', 'msgid "Save"\nmsgstr "Sichern"\n', { key: 'Save', value: 'Sichern' }],
    ['an empty msgstr is untranslated', 'msgid "Save"\nmsgstr ""\n', { key: 'Save', value: null }],
    [
      'fuzzy',
      '#, fuzzy, c-format\nmsgid "Save %s"\nmsgstr "Sichern %s"\n',
      { key: 'Save %s', value: 'Sichern %s', fuzzy: true },
    ],
    [
      'extracted then translator comments',
      '# checked by Ana\n#. Button label\n#: src/a.c:1\nmsgid "Save"\nmsgstr "Sichern"\n',
      { key: 'Save', value: 'Sichern', description: 'Button label\nchecked by Ana' },
    ],
    [
      'msgctxt joins the key',
      'msgctxt "menu"\nmsgid "Open"\nmsgstr "Öffnen"\n',
      { key: poKey('menu', 'Open'), value: 'Öffnen' },
    ],
    ['escapes', 'msgid "a\\"b\\n"\nmsgstr "c\\\\d\\te"\n', { key: 'a"b\n', value: 'c\\d\te' }],
    [
      'a plural',
      'msgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d Datei"\nmsgstr[1] "%d Dateien"\n',
      { key: '%d file', value: '{count, plural, one {%d Datei} other {%d Dateien}}' },
    ],
  ])('%s', (_name, body, entry) => {
    expect(read(header('nplurals=2; plural=(n != 1);') + body)).toEqual([entry]);
  });

  it('keeps two entries that differ only by context apart, and writes each back', () => {
    const text = `${header('nplurals=2; plural=(n != 1);')}msgctxt "a"\nmsgid "Open"\nmsgstr "Öffnen"\n\nmsgctxt "b"\nmsgid "Open"\nmsgstr "Offen"\n`;
    const entries = read(text);
    expect(entries.map((e) => e.value)).toEqual(['Öffnen', 'Offen']);
    const changed = entries.map((e) => (e.value === 'Offen' ? { ...e, value: 'Geöffnet' } : e));
    const written = po.write(
      { entries: changed },
      { locale: 'de', sourceLocale: 'en', existing: { main: text } },
    );
    expect(written.main).toBe(text.replace('"Offen"', '"Geöffnet"'));
  });

  it('keeps obsolete entries, and puts new entries before them', () => {
    const text = `${header('nplurals=2; plural=(n != 1);')}msgid "A"\nmsgstr "A1"\n\n#~ msgid "Old"\n#~ msgstr "Alt"\n`;
    const entries = [...read(text), { key: 'B', value: 'B1' }];
    const written = po.write(
      { entries },
      { locale: 'de', sourceLocale: 'en', existing: { main: text } },
    );
    expect(written.main).toBe(text.replace('\n#~', '\nmsgid "B"\nmsgstr "B1"\n\n#~'));
    expect(read(written.main)).toEqual(entries);
  });

  it('marks and unmarks fuzzy, keeping the other flags', () => {
    const text = `${header('nplurals=2; plural=(n != 1);')}#, fuzzy, c-format\nmsgid "%s"\nmsgstr "%s!"\n`;
    const [entry] = read(text);
    const written = po.write(
      { entries: [{ ...entry!, fuzzy: false }] },
      { locale: 'de', sourceLocale: 'en', existing: { main: text } },
    );
    expect(written.main).toContain('#, c-format\nmsgid');
    expect(read(written.main)[0]!.fuzzy).toBeUndefined();
  });

  it('reports a broken file with its line', () => {
    const text = `${header('nplurals=2; plural=(n != 1);')}msgid "A"\nmsgstr "A1"\n\nmsgid "B"\nmsgstr "a"b"\n`;
    expect(() => read(text)).toThrow(FormatError);
    expect(() => read(text)).toThrow(/^de\.po:10: /);
  });
});

describe('Plural-Forms', () => {
  it.each([
    ['fr', 'nplurals=2; plural=(n > 1);', ['one', 'other']],
    ['de', 'nplurals=2; plural=(n != 1);', ['one', 'other']],
    ['ja', 'nplurals=1; plural=0;', ['other']],
    ['ar', defaultPluralForms('ar')!, ['zero', 'one', 'two', 'few', 'many', 'other']],
    [
      'pl',
      'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
      ['one', 'few', 'many'],
    ],
    ['pl', defaultPluralForms('pl')!, ['one', 'few', 'many', 'other']],
    [
      'ru',
      'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
      ['one', 'few', 'many'],
    ],
  ])('%s: %s names its forms %j', (locale, forms, categories) => {
    expect(indexCategories(forms, locale)).toEqual(categories);
  });

  it.each(PLURAL_FORMS_LOCALES)(
    'the formula for a new %s file picks the CLDR category for whole numbers',
    (locale) => {
      const header = defaultPluralForms(locale)!;
      const categories = indexCategories(header, locale);
      const index = pluralForms(/plural=([^;]+)/.exec(header)![1]!) as (n: number) => number;
      const rules = pluralRules(locale);
      for (let n = 0; n <= 1000; n++)
        expect(categories[index(n)], `n = ${n}`).toBe(rules.select(n));
      expect(categories[index(1e6)]).toBe(rules.select(1e6));
    },
  );

  it('writes a new file with a header for the language', () => {
    const written = po.write(
      { entries: [{ key: 'x', value: '{count, plural, one {a} few {b} many {c} other {d}}' }] },
      { locale: 'pl', sourceLocale: 'en' },
    );
    expect(written.main).toContain('"Language: pl\\n"');
    expect(written.main).toContain('Plural-Forms: nplurals=4;');
    expect(written.main).toContain('msgstr[3] "d"');
  });
});
