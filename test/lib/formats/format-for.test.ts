import { describe, expect, it } from 'vitest';
import { formatFor, formatForFile, FORMATS } from '../../../lib/formats';

describe('formatFor', () => {
  it.each([
    ['locales/de/common.json', 'i18next-json'],
    ['po/de.po', 'po'],
    ['po/app.pot', 'po'],
    ['i18n/messages.de.xlf', 'xliff'],
    ['i18n/messages.xliff', 'xliff'],
    ['res/values-de/strings.xml', 'android-xml'],
    ['de.lproj/Localizable.strings', 'apple-strings'],
    ['lib/l10n/app_de.arb', 'arb'],
    ['config/locales/de.yml', 'yaml-rails'],
    ['config/locales/de.YAML', 'yaml-rails'],
  ])('guesses %s as %s', (path, id) => {
    expect(formatFor(path).id).toBe(id);
  });

  it('takes a named format over the file name', () => {
    expect(formatFor('de.json', 'icu-json')).toBe(FORMATS['icu-json']);
  });

  it.each([
    ['notes.txt', /cannot tell the format/],
    ['de.lproj/Localizable.stringsdict', /goes with its \.strings/],
  ])('refuses %s clearly', (path, message) => {
    expect(() => formatFor(path)).toThrow(message);
  });

  it.each([
    [{ a: { defaultMessage: 'x' } }, 'icu-json'],
    [{ 'a.b': 'Hi {name}', c: '{n, plural, one {#} other {#}}' }, 'icu-json'],
    [{ a: { b: 'Hi {{name}}' } }, 'i18next-json'],
    [{ a_one: 'x', a_other: 'y' }, 'i18next-json'],
    [{ a: 'plain' }, 'i18next-json'],
  ])('looks inside a .json file: %j is %s', (data, id) => {
    expect(formatForFile({ path: 'de.json', text: JSON.stringify(data) }).id).toBe(id);
  });
});
