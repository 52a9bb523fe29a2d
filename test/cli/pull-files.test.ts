import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyWithConfig, freshProject, useEmptyService, type EmptyService } from './fresh-project';
import { runCli } from './run-cli';

/** What `pull` writes where: namespace folders, untranslated keys, descriptions. */
const s = useEmptyService();
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh project and a folder of locale files for it, with the command bound to both. */
async function app(name: string, files: { path: string }[], contents: Record<string, unknown>) {
  const { project, key } = await freshProject(s, name, ['de', 'fr']);
  const dir = copyWithConfig(null, {
    service: s.h.url,
    project,
    sourceLocale: 'en',
    files,
  });
  made.push(dir);
  for (const [path, value] of Object.entries(contents)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${JSON.stringify(value, null, 2)}\n`);
  }
  const cli = (...args: string[]) => runCli(args, { cwd: dir, env: { LOCALE_LENS_KEY: key } });
  const text = (path: string) => readFileSync(join(dir, path), 'utf8');
  const json = (path: string) => JSON.parse(text(path)) as unknown;
  const save = (locale: string, namespace: string, rows: { key: string; text: string }[]) =>
    saveRows(s, key, locale, namespace, rows);
  return { dir, cli, text, json, save, has: (path: string) => existsSync(join(dir, path)) };
}

async function saveRows(
  svc: EmptyService,
  key: string,
  locale: string,
  namespace: string,
  rows: { key: string; text: string }[],
) {
  const res = await svc.h.call('POST', '/api/integrations/targets/save', {
    key,
    body: { locale, namespace, rows },
  });
  expect(res.status).toBe(200);
}

describe('locale-lens pull', () => {
  it('writes each i18next namespace into its own folder', async () => {
    const a = await app(
      'Folders',
      [
        { path: 'locales/{locale}/{namespace}.json' },
        { path: 'locales/{locale}/views/{namespace}.json' },
      ],
      {
        'locales/en/common.json': { hello: 'Hello', bye: 'Bye' },
        'locales/en/views/settings.json': { title: 'Settings', save: 'Save' },
        'locales/de/common.json': { hello: 'Hallo' },
      },
    );
    expect((await a.cli('push')).code).toBe(0);
    await a.save('de', 'settings', [{ key: 'title', text: 'Einstellungen' }]);
    const pulled = await a.cli('pull', '--all', '--locales', 'de');
    expect(pulled.code).toBe(0);
    expect(a.json('locales/de/views/settings.json')).toEqual({
      title: 'Einstellungen',
      save: null,
    });
    expect(a.has('locales/de/settings.json')).toBe(false);
    // An existing file gets texts, never empty entries for the keys it does not list.
    expect(a.json('locales/de/common.json')).toEqual({ hello: 'Hallo' });
  });

  it('leaves untranslated keys out where the format cannot say so, and keeps descriptions', async () => {
    const enArb = {
      '@@locale': 'en',
      greet: 'Hello',
      '@greet': { description: 'Greeting on the home page' },
      bye: 'Bye',
      items: '{n, plural, one{# item} other{# items}}',
    };
    const deArb = { '@@locale': 'de', greet: 'Hallo', '@greet': { description: 'Begrüßung' } };
    const a = await app('Arb', [{ path: 'l10n/app_{locale}.arb' }], {
      'l10n/app_en.arb': enArb,
      'l10n/app_de.arb': deArb,
    });
    expect((await a.cli('push')).code).toBe(0);
    const en = a.text('l10n/app_en.arb');
    const de = a.text('l10n/app_de.arb');
    await a.save('fr', 'common', [{ key: 'greet', text: 'Bonjour' }]);
    expect((await a.cli('pull', '--all', '--locales', 'en,de,fr')).code).toBe(0);
    // The translation's own description stays; the source's stays; nothing empty is added.
    expect(a.text('l10n/app_de.arb')).toBe(de);
    expect(a.text('l10n/app_en.arb')).toBe(en);
    // A new file takes the key's description from the service, and only the translated key.
    expect(a.json('l10n/app_fr.arb')).toEqual({
      '@@locale': 'fr',
      greet: 'Bonjour',
      '@greet': { description: 'Greeting on the home page' },
    });
  });
});
