import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyWithConfig, freshProject, useEmptyService } from './fresh-project';
import { runCli } from './run-cli';

/** `pull --pseudo`: pseudo-translated files of the source texts, for developers' builds. */
const s = useEmptyService();
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function app(name: string, files: { path: string }[], contents: Record<string, string>) {
  const { project, key } = await freshProject(s, name, ['de']);
  const dir = copyWithConfig(null, { service: s.h.url, project, sourceLocale: 'en', files });
  made.push(dir);
  for (const [path, text] of Object.entries(contents)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const cli = (...args: string[]) => runCli(args, { cwd: dir, env: { LOCALE_LENS_KEY: key } });
  const text = (path: string) => readFileSync(join(dir, path), 'utf8');
  return { cli, text, has: (path: string) => existsSync(join(dir, path)) };
}

const BIDI = /[\u200f\u202e\u202c]/g;

describe('locale-lens pull --pseudo', () => {
  it('writes an i18next pseudo-locale, placeholders and plurals kept', async () => {
    const en = {
      hello: 'Hello {{name}}',
      saved: 'Saved <b>%s</b> at {time}',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
    };
    const de = `${JSON.stringify({ hello: 'Hallo {{name}}' }, null, 2)}\n`;
    const a = await app('Pseudo', [{ path: 'locales/{locale}/{namespace}.json' }], {
      'locales/en/common.json': JSON.stringify(en),
      'locales/de/common.json': de,
    });
    expect((await a.cli('push')).code).toBe(0);

    const run = await a.cli('pull', '--pseudo', 'en-XA', '--json');
    expect(run.stderr).not.toContain('locale-lens:');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      files: [
        { locale: 'en-XA', namespace: 'common', path: 'locales/en-XA/common.json', entries: 3 },
      ],
    });
    const pseudo = JSON.parse(a.text('locales/en-XA/common.json')) as Record<string, string>;
    expect(Object.keys(pseudo).sort()).toEqual(['hello', 'items_one', 'items_other', 'saved']);
    expect(pseudo.hello).toBe('[Ħȅŀŀø {{name}} on]');
    expect(pseudo.saved).toMatch(/^\[Şåʋȅđ <b>%s<\/b> åŧ \{time\} one.*\]$/);
    // Still i18next's plural forms, each pseudo-translated, `{{count}}` kept.
    expect([pseudo.items_one, pseudo.items_other]).toEqual([
      '[{{count}} īŧȅɱ on]',
      '[{{count}} īŧȅɱş on]',
    ]);
    // The project's own languages are untouched.
    expect(a.text('locales/de/common.json')).toBe(de);

    const rtl = await a.cli('pull', '--pseudo', 'ar-XB', '--expand', '30');
    expect(rtl.code).toBe(0);
    const mirrored = JSON.parse(a.text('locales/ar-XB/common.json')) as Record<string, string>;
    expect(mirrored.hello).toContain('\u202eHello\u202c');
    expect(mirrored.hello!.replace(BIDI, '')).toBe('[Hello {{name}} on]');
  });

  it('refuses a language of the project and a share out of range, writing nothing', async () => {
    const de = `${JSON.stringify({ hello: 'Hallo' })}\n`;
    const a = await app('Refused', [{ path: 'locales/{locale}.json' }], {
      'locales/en.json': JSON.stringify({ hello: 'Hello' }),
      'locales/de.json': de,
    });
    expect((await a.cli('push')).code).toBe(0);
    const own = await a.cli('pull', '--pseudo', 'de');
    expect(own.code).toBe(2);
    expect(own.stderr).toMatch(/language of the project/);
    expect(a.text('locales/de.json')).toBe(de);
    const wide = await a.cli('pull', '--pseudo', 'en-XA', '--expand', '80');
    expect(wide.code).toBe(2);
    expect(wide.stderr).toMatch(/--expand takes a share from 30 to 50/);
    expect(a.has('locales/en-XA.json')).toBe(false);
  });
});
