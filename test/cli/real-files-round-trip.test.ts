import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../cli/config';
import { localeFiles } from '../../cli/locale-files';
import { readLocaleFile } from '../../cli/push';
import type { CatalogueEntry } from '../../lib/formats';
import { copyWithConfig, filesUnder, freshProject, useEmptyService } from './fresh-project';
import { runCli } from './run-cli';

/**
 * The product's promise on real files: every project of test/fixtures/real-locales, copied into
 * a folder, pushed (source and every language) into a fresh project of a service without the
 * demo, then pulled back with `pull --all`, holds the same files: the same entries, values,
 * plural forms, descriptions and untranslated entries, in the same order, byte for byte.
 */
const REAL = join(import.meta.dirname, '../fixtures/real-locales');
const APPLE = 'MastodonSDK/Sources/MastodonLocalization/Resources';
const FRIGATE = 'web/public/locales/{locale}';
const s = useEmptyService();
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface FileConfig {
  path: string;
  source?: string;
  format?: string;
}
const PROJECTS: [string, FileConfig[]][] = [
  [
    'i18next-json/frigate',
    [
      { path: `${FRIGATE}/{namespace}.json` },
      { path: `${FRIGATE}/components/{namespace}.json` },
      { path: `${FRIGATE}/views/{namespace}.json` },
    ],
  ],
  ['icu-json/seerr', [{ path: 'src/i18n/locale/{locale}.json', format: 'icu-json' }]],
  [
    'gettext-po/elementary-calendar',
    [{ path: 'po/{locale}.po', source: 'po/io.elementary.calendar.pot' }],
  ],
  [
    'xliff12/kubernetes-dashboard',
    [
      {
        path: 'modules/web/i18n/{locale}/messages.{locale}.xlf',
        source: 'modules/web/i18n/messages.xlf',
      },
    ],
  ],
  [
    'android-xml/etar-calendar',
    [
      {
        path: 'app/src/main/res/values-{locale}/{namespace}.xml',
        source: 'app/src/main/res/values/{namespace}.xml',
      },
    ],
  ],
  ['apple-strings/mastodon-ios', [{ path: `${APPLE}/{locale}.lproj/Localizable.strings` }]],
  ['flutter-arb/thunder', [{ path: 'lib/l10n/app_{locale}.arb' }]],
  ['rails-yaml/redmine', [{ path: 'config/locales/{locale}.yml' }]],
];

type Text = { namespace: string; key: string; text: string | null; description: string | null };

/** What the service holds of a locale, by namespace and key. */
async function serviceTexts(key: string, locale: string) {
  const res = await s.h.call('GET', `/api/integrations/texts?locale=${locale}`, { key });
  expect(res.status).toBe(200);
  return new Map((res.body.texts as Text[]).map((t) => [`${t.namespace}\n${t.key}`, t]));
}

/** Each locale file the config names, read as the command reads it. */
function catalogues(dir: string) {
  const config = loadConfig(dir);
  return localeFiles(config.root, config.files, config.sourceLocale).map((f) => ({
    ...f,
    entries: readLocaleFile(dir, f, f.locale === config.sourceLocale),
  }));
}

const plain = (entries: CatalogueEntry[]) =>
  entries.map((e) => ({ ...e, description: e.description ?? null, fuzzy: Boolean(e.fuzzy) }));

describe('real locale files round-trip through a fresh project', () => {
  it.each(PROJECTS)('%s', { timeout: 180_000 }, async (folder, files) => {
    const { project, key } = await freshProject(s, folder, ['de', 'fr']);
    const dir = copyWithConfig(join(REAL, folder), {
      service: s.h.url,
      project,
      sourceLocale: 'en',
      files,
    });
    made.push(dir);
    const cli = (...args: string[]) => runCli(args, { cwd: dir, env: { LOCALE_LENS_KEY: key } });
    const before = catalogues(dir);
    const originals = filesUnder(dir).filter((f) => f !== 'locale-lens.json');
    // Every file of the project is a locale file the config names (or a .stringsdict companion).
    expect(originals.filter((f) => !f.endsWith('.stringsdict'))).toEqual(
      before.map((f) => f.path).sort(),
    );

    const pushed = await cli('push', '--json');
    expect(pushed.stderr).not.toMatch(/locale-lens:/);
    const plan = JSON.parse(pushed.stdout) as {
      changes: { locale: string; namespace: string; key: string; error?: { code: string } }[];
    };
    // The service refuses only translations of keys the source file lacks.
    const sourceKeys = new Set(
      before
        .filter((f) => f.locale === 'en')
        .flatMap((f) => f.entries.map((e) => `${f.namespace}\n${e.key}`)),
    );
    const orphans = before
      .filter((f) => f.locale !== 'en')
      .flatMap((f) =>
        f.entries
          .filter((e) => e.value && !sourceKeys.has(`${f.namespace}\n${e.key}`))
          .map((e) => `${f.locale}/${f.namespace}/${e.key}`),
      );
    expect(
      plan.changes.filter((c) => c.error).map((c) => `${c.locale}/${c.namespace}/${c.key}`),
    ).toEqual(orphans);
    expect(pushed.code).toBe(orphans.length ? 1 : 0);

    // The service holds every text, plural and source description the files hold; untranslated
    // entries stay untranslated there.
    for (const locale of ['en', 'de', 'fr']) {
      const held = await serviceTexts(key, locale);
      for (const f of before.filter((f) => f.locale === locale))
        for (const e of f.entries) {
          const t = held.get(`${f.namespace}\n${e.key}`);
          if (orphans.includes(`${locale}/${f.namespace}/${e.key}`)) continue;
          expect({ file: f.path, key: e.key, text: t?.text ?? null }).toEqual({
            file: f.path,
            key: e.key,
            text: e.value || null, // an empty text is no translation in the service
          });
          if (locale === 'en')
            expect({ key: e.key, description: t?.description ?? null }).toEqual({
              key: e.key,
              description: e.description ?? null,
            });
        }
    }

    const pulled = await cli('pull', '--all', '--locales', 'en,de,fr');
    expect(pulled.stderr).not.toMatch(/locale-lens:/);
    expect(pulled.code).toBe(0);
    const after = catalogues(dir);
    expect(after.map((f) => [f.path, plain(f.entries)])).toEqual(
      before.map((f) => [f.path, plain(f.entries)]),
    );
    const changed = originals.filter(
      (f) => !readFileSync(join(dir, f)).equals(readFileSync(join(REAL, folder, f))),
    );
    expect(changed).toEqual([]);
  });
});
