import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyWithConfig, freshProject, useEmptyService } from './fresh-project';
import { runCli } from './run-cli';

/** A source file at a path without the language: `files[].source` in locale-lens.json. */
const REAL = join(import.meta.dirname, '../fixtures/real-locales');
const RES = 'app/src/main/res';
const s = useEmptyService();
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const copy = (folder: string, config: unknown = {}) => {
  const dir = copyWithConfig(join(REAL, folder), config);
  made.push(dir);
  return dir;
};

describe('a source file without the language in its path', () => {
  it.each([
    [
      'android-xml/etar-calendar',
      [
        { path: `${RES}/values-{locale}/arrays.xml`, source: `${RES}/values/arrays.xml` },
        { path: `${RES}/values-{locale}/strings.xml`, source: `${RES}/values/strings.xml` },
      ],
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
      'gettext-po/elementary-calendar',
      [{ path: 'po/{locale}.po', source: 'po/io.elementary.calendar.pot' }],
    ],
  ])('init proposes it for %s', async (folder, files) => {
    const dir = copy(folder);
    rmSync(join(dir, 'locale-lens.json'));
    const args = [
      'init',
      '--yes',
      '--service',
      s.h.url,
      '--project',
      'p1',
      '--source-locale',
      'en',
    ];
    const run = await runCli(args, { cwd: dir, env: { LOCALE_LENS_KEY: '' } });
    expect(run.stderr).toContain(`, source ${files[0]!.source}`);
    expect(run.code).toBe(0);
    const config = JSON.parse(readFileSync(join(dir, 'locale-lens.json'), 'utf8')) as unknown;
    expect(config).toEqual({ service: s.h.url, project: 'p1', sourceLocale: 'en', files });
  });

  it.each([
    [{ path: 'values-{locale}/strings.xml', source: 'values-{locale}/x.xml' }, 'files.0.source'],
    [{ path: 'values-{locale}/strings.xml', source: 'values/{namespace}.xml' }, 'files.0.source'],
    [{ path: 'values-{locale}/strings.xml', source: '' }, 'files.0.source'],
  ])('a wrong source is refused in one line: %j', async (entry, where) => {
    const dir = copy('android-xml/etar-calendar', {
      service: s.h.url,
      project: 'p1',
      sourceLocale: 'en',
      files: [entry],
    });
    const run = await runCli(['push', '--dry-run'], { cwd: dir, env: { LOCALE_LENS_KEY: 'k' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(`^locale-lens: \\S+locale-lens\\.json: ${where}: [^\\n]+\\n$`),
    );
  });

  it('pull writes translations beside it and never touches it for a translation', async () => {
    const { project, key } = await freshProject(s, 'Etar', ['de', 'fr']);
    const files = [
      { path: `${RES}/values-{locale}/strings.xml`, source: `${RES}/values/strings.xml` },
    ];
    const dir = copy('android-xml/etar-calendar', {
      service: s.h.url,
      project,
      sourceLocale: 'en',
      files,
    });
    const env = { LOCALE_LENS_KEY: key };
    const source = join(dir, RES, 'values/strings.xml');
    const original = readFileSync(source, 'utf8');
    expect((await runCli(['push'], { cwd: dir, env })).code).toBe(0);
    // A translator's approved text, and the source file emptied of one text in the meantime.
    const saved = await s.h.call('POST', '/api/integrations/targets/save', {
      key,
      body: {
        locale: 'de',
        namespace: 'strings',
        rows: [{ key: 'app_label', text: 'Etar-Kalender' }],
      },
    });
    expect(saved.status).toBe(200);
    const edited = original.replace(/(<string name="app_label">)[^<]*/, '$1Calendar');
    writeFileSync(source, edited);
    const pulled = await runCli(['pull', '--all'], { cwd: dir, env });
    expect(pulled.code).toBe(0);
    expect(readFileSync(join(dir, RES, 'values-de/strings.xml'), 'utf8')).toMatch(
      /<string name="app_label"[^>]*>"?Etar-Kalender"?<\/string>/,
    );
    expect(readFileSync(source, 'utf8')).toBe(edited);
    // Pulled for the source language, the file gets the source texts back, nothing else.
    expect((await runCli(['pull', '--locales', 'en'], { cwd: dir, env })).code).toBe(0);
    expect(readFileSync(source, 'utf8')).toBe(original);
  });
});
