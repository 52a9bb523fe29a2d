import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guessFormat, guessLocale, guessNamespace } from '../../../lib/formats/guess';

const REAL = join(import.meta.dirname, '../../fixtures/real-locales');
const real = (path: string) => readFileSync(join(REAL, path), 'utf8');
const LOCALES = ['en', 'de', 'fr', 'pt-BR'];

/** Real files as a browser drop gives them: the base name and the text, no folder. */
describe.each([
  ['i18next-json/frigate/web/public/locales/de/common.json', 'i18next-json', null],
  ['icu-json/seerr/src/i18n/locale/de.json', 'icu-json', 'de'],
  ['gettext-po/elementary-calendar/po/fr.po', 'po', 'fr'],
  ['gettext-po/elementary-calendar/po/io.elementary.calendar.pot', 'po', null],
  ['xliff12/kubernetes-dashboard/modules/web/i18n/de/messages.de.xlf', 'xliff', 'de'],
  ['android-xml/etar-calendar/app/src/main/res/values-fr/strings.xml', 'android-xml', null],
  ['flutter-arb/thunder/lib/l10n/app_de.arb', 'arb', 'de'],
  ['rails-yaml/redmine/config/locales/fr.yml', 'yaml-rails', 'fr'],
])('a dropped %s', (path, format, locale) => {
  const name = path.split('/').pop()!;
  it(`is ${format}`, () => expect(guessFormat(name, real(path))).toBe(format));
  it(`is in ${locale ?? 'no language the name or text says'}`, () =>
    expect(guessLocale(name, real(path), LOCALES)).toBe(locale));
});

describe('guessFormat', () => {
  it.each([
    ['export.txt', 'msgid ""\nmsgstr ""\n', 'po'],
    ['export.txt', '<?xml version="1.0"?><xliff version="1.2"><file/></xliff>', 'xliff'],
    ['strings.xml', '<?xml version="1.0"?><xliff version="1.2"><file/></xliff>', 'xliff'],
    ['strings.xml', '<resources><string name="a">A</string></resources>', 'android-xml'],
    ['app.json', '{"@@locale": "de", "a": "A"}', 'arb'],
    ['de.json', '{"a": "Hallo {name}"}', 'icu-json'],
    ['de.json', '{"a": {"b": "Hallo {{name}}"}}', 'i18next-json'],
    ['paste', '"greeting" = "Hallo";\n', 'apple-strings'],
    ['paste', 'de:\n  a: Hallo\n', 'yaml-rails'],
    ['notes.txt', 'nothing here', null],
  ])('%s holding %j is %s', (name, text, format) => expect(guessFormat(name, text)).toBe(format));
});

describe('guessLocale', () => {
  it.each([
    ['locales/de/common.json', '{}', 'de'],
    ['res/values-pt-rBR/strings.xml', '', 'pt-BR'],
    ['pt_BR.po', '', 'pt-BR'],
    ['de.lproj/Localizable.strings', '', 'de'],
    ['common.fr.json', '{}', 'fr'],
    ['messages.po', '"Language: fr\\n"\n', 'fr'],
    ['app.arb', '{"@@locale": "de"}', 'de'],
    ['de.json', '{}', 'de'],
    ['es.json', '{}', null],
    ['common.json', '{}', null],
  ])('%s → %s', (path, text, locale) => expect(guessLocale(path, text, LOCALES)).toBe(locale));
});

describe('guessNamespace', () => {
  it.each([
    ['shop.json', 'i18next-json', ['common', 'shop'], 'shop'],
    ['shop.de.json', 'i18next-json', ['common', 'shop'], 'shop'],
    ['checkout.fr.yml', 'yaml-rails', [], 'checkout'],
    ['de.json', 'i18next-json', ['ui'], 'ui'],
    ['checkout.json', 'i18next-json', [], 'checkout'],
    ['de.json', 'i18next-json', [], 'common'],
    ['fr.po', 'po', ['a', 'b'], 'a'],
    ['strings.xml', 'android-xml', [], 'common'],
  ] as const)('%s (%s) of a project with %j → %s', (path, format, namespaces, ns) =>
    expect(guessNamespace(path, format, namespaces, LOCALES)).toBe(ns),
  );
});
