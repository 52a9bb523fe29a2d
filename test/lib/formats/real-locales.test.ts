import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFor, type Catalogue, type LocaleFile } from '../../../lib/formats';

/**
 * Every real file of test/fixtures/real-locales read, written back over itself and read again.
 * The counts are what the files hold, counted by hand and with grep when the fixtures were added
 * (see SOURCES.md there): plural entries, entries with a description, untranslated entries and
 * entries marked for review. Where they differ from a naive count the reason is beside the row.
 */
const ROOT = join(import.meta.dirname, '../../fixtures/real-locales');
const FROM = 'android-xml/etar-calendar/app/src/main/res/';
const APPLE = 'apple-strings/mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/';
const FRIGATE = 'i18next-json/frigate/web/public/locales/';
const XLIFF = 'xliff12/kubernetes-dashboard/modules/web/i18n/';

// file, locale, entries, plurals, described, untranslated, fuzzy
const FILES: [string, string, number, number, number, number, number][] = [
  // 40 arrays, 23 of them translatable="false", 5 integer arrays; items become entries; 15
  // translatable ones have a comment (on their first item).
  [`${FROM}values/arrays.xml`, 'en', 88, 0, 15, 0, 0],
  // 217 commented resources, less the translatable="false" ones.
  [`${FROM}values/strings.xml`, 'en', 307, 17, 208, 0, 0],
  [`${FROM}values-de/arrays.xml`, 'de', 94, 0, 0, 0, 0],
  [`${FROM}values-de/strings.xml`, 'de', 305, 17, 0, 0, 0],
  [`${FROM}values-fr/arrays.xml`, 'fr', 94, 0, 0, 0, 0],
  [`${FROM}values-fr/strings.xml`, 'fr', 302, 17, 0, 0, 0],
  // 614 .strings pairs and 30 .stringsdict plurals.
  [`${APPLE}de.lproj/Localizable.strings`, 'de', 644, 30, 0, 0, 0],
  [`${APPLE}en.lproj/Localizable.strings`, 'en', 644, 30, 0, 0, 0],
  [`${APPLE}fr.lproj/Localizable.strings`, 'fr', 644, 30, 0, 0, 0],
  ['flutter-arb/thunder/lib/l10n/app_de.arb', 'de', 856, 10, 578, 0, 0],
  ['flutter-arb/thunder/lib/l10n/app_en.arb', 'en', 881, 10, 606, 0, 0],
  ['flutter-arb/thunder/lib/l10n/app_fr.arb', 'fr', 473, 5, 202, 0, 0],
  ['gettext-po/elementary-calendar/po/de.po', 'de', 211, 6, 19, 14, 10],
  ['gettext-po/elementary-calendar/po/fr.po', 'fr', 211, 6, 19, 0, 1],
  // A template: every plural is untranslated, so none reads as a plural message.
  ['gettext-po/elementary-calendar/po/io.elementary.calendar.pot', 'en', 211, 0, 19, 211, 0],
  // Leaves less plural suffixes plus plural groups (252 leaves, 14 in 7 groups: 245).
  [`${FRIGATE}de/common.json`, 'de', 245, 7, 0, 0, 0],
  [`${FRIGATE}de/components/dialog.json`, 'de', 113, 11, 0, 0, 0],
  [`${FRIGATE}de/views/classificationModel.json`, 'de', 130, 7, 0, 0, 0],
  [`${FRIGATE}de/views/exports.json`, 'de', 80, 6, 0, 0, 0],
  [`${FRIGATE}de/views/faceLibrary.json`, 'de', 71, 3, 0, 0, 0],
  [`${FRIGATE}de/views/system.json`, 'de', 188, 1, 0, 0, 0],
  [`${FRIGATE}en/common.json`, 'en', 239, 7, 0, 0, 0],
  [`${FRIGATE}en/components/dialog.json`, 'en', 109, 9, 0, 0, 0],
  [`${FRIGATE}en/views/classificationModel.json`, 'en', 141, 7, 0, 0, 0],
  [`${FRIGATE}en/views/exports.json`, 'en', 80, 6, 0, 0, 0],
  [`${FRIGATE}en/views/faceLibrary.json`, 'en', 60, 3, 0, 0, 0],
  [`${FRIGATE}en/views/system.json`, 'en', 183, 2, 0, 0, 0],
  [`${FRIGATE}fr/common.json`, 'fr', 245, 7, 0, 0, 0],
  [`${FRIGATE}fr/components/dialog.json`, 'fr', 104, 11, 0, 0, 0],
  [`${FRIGATE}fr/views/classificationModel.json`, 'fr', 125, 7, 0, 0, 0],
  [`${FRIGATE}fr/views/exports.json`, 'fr', 26, 0, 0, 0, 0],
  [`${FRIGATE}fr/views/faceLibrary.json`, 'fr', 69, 3, 0, 0, 0],
  [`${FRIGATE}fr/views/system.json`, 'fr', 186, 2, 0, 0, 0],
  ['icu-json/seerr/src/i18n/locale/de.json', 'de', 1611, 38, 0, 0, 0],
  ['icu-json/seerr/src/i18n/locale/en.json', 'en', 1615, 39, 0, 0, 0],
  ['icu-json/seerr/src/i18n/locale/fr.json', 'fr', 1614, 38, 0, 0, 0],
  // Array items are entries of their own; Ruby symbols (`:year`) are not. Comments before a
  // section (a map or an array) describe no entry.
  ['rails-yaml/redmine/config/locales/de.yml', 'de', 1410, 21, 1, 0, 0],
  ['rails-yaml/redmine/config/locales/en.yml', 'en', 1405, 21, 2, 0, 0],
  ['rails-yaml/redmine/config/locales/fr.yml', 'fr', 1416, 21, 0, 0, 0],
  // Units repeated with the same id count once; `state="new"` is fuzzy.
  [`${XLIFF}de/messages.de.xlf`, 'de', 652, 0, 0, 0, 414],
  [`${XLIFF}fr/messages.fr.xlf`, 'fr', 652, 0, 0, 0, 308],
  [`${XLIFF}messages.xlf`, 'en', 652, 0, 0, 652, 0],
];

function load(path: string): LocaleFile {
  return { path, text: readFileSync(join(ROOT, path), 'utf8') };
}

describe('real locale files', () => {
  it.each(FILES)(
    '%s (%s) round-trips',
    (path, locale, entries, plurals, described, untranslated, fuzzy) => {
      const format = formatFor(path, path.startsWith('icu-json/') ? 'icu-json' : undefined);
      const main = load(path);
      const companionPath = format.companionPath?.(path);
      const companion =
        companionPath && existsSync(join(ROOT, companionPath)) ? load(companionPath) : undefined;
      const catalogue = format.read(main, { locale, ...(companion ? { companion } : {}) });

      const count = (keep: (e: Catalogue['entries'][number]) => unknown) =>
        catalogue.entries.filter(keep).length;
      expect(catalogue.entries).toHaveLength(entries);
      expect(count((e) => / plural, /.test(e.value ?? ''))).toBe(plurals);
      expect(count((e) => e.description)).toBe(described);
      expect(count((e) => e.value === null)).toBe(untranslated);
      expect(count((e) => e.fuzzy)).toBe(fuzzy);

      const written = format.write(catalogue, {
        locale,
        sourceLocale: 'en',
        existing: { main: main.text, ...(companion ? { companion: companion.text } : {}) },
      });
      const again = format.read(
        { path, text: written.main },
        {
          locale,
          ...(companion ? { companion: { path: companion.path, text: written.companion! } } : {}),
        },
      );
      expect(again).toEqual(catalogue);
      // Nothing changed, so nothing is rewritten: the files come back byte for byte.
      expect(written.main).toBe(main.text);
      expect(written.companion).toBe(companion?.text);
    },
  );

  it.each(FILES)('%s (%s) takes a changed, a removed and a new entry', (path, locale) => {
    const format = formatFor(path, path.startsWith('icu-json/') ? 'icu-json' : undefined);
    const main = load(path);
    const companionPath = format.companionPath?.(path);
    const companion =
      companionPath && existsSync(join(ROOT, companionPath)) ? load(companionPath) : undefined;
    const before = format.read(main, { locale, ...(companion ? { companion } : {}) });
    const changed = before.entries.findIndex((e) => e.value && !e.value.includes(' plural, '));
    const entries = before.entries
      .slice(0, -1)
      .map((e, i) => (i === changed ? { ...e, value: `${e.value} — "neu" & 'so'  ok` } : e));
    entries.push({ key: 'added_by_test', value: 'Hinzugefügt: "x" & \'y\'' });
    const written = format.write(
      { entries },
      {
        locale,
        sourceLocale: 'en',
        existing: { main: main.text, ...(companion ? { companion: companion.text } : {}) },
      },
    );
    const after = format.read(
      { path, text: written.main },
      {
        locale,
        ...(written.companion
          ? { companion: { path: companionPath!, text: written.companion } }
          : {}),
      },
    );
    // Apple's two files are read one after the other: plain texts, then the .stringsdict plurals.
    const inFileOrder =
      format.id === 'apple-strings'
        ? [
            ...entries.filter((e) => !e.value?.includes(' plural, ')),
            ...entries.filter((e) => e.value?.includes(' plural, ')),
          ]
        : entries;
    expect(after.entries).toEqual(inFileOrder);
  });
});
