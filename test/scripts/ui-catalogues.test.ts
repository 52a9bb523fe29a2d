import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_MASTER_KEY } from '../../server/demo/ui-project';
import { runCli } from '../cli/run-cli';
import { save, transition, useDemoService } from '../server/helpers';

/**
 * The extension's catalogues round-trip through the demo's "Locale Lens UI" project with the
 * repository's own locale-lens.json: `npm run ui:push` / `ui:pull` are `locale-lens push` / `pull`.
 */
const h = useDemoService();
const CATALOGUES = 'lib/ui-text/catalogues';
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ui-catalogues-'));
  cpSync(CATALOGUES, join(dir, CATALOGUES), { recursive: true });
  cpSync('locale-lens.json', join(dir, 'locale-lens.json'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  runCli(args, { cwd: dir, env: { LOCALE_LENS_KEY: UI_MASTER_KEY, LOCALE_LENS_URL: h.url } });
const file = (lang: string) => readFileSync(join(dir, CATALOGUES, `${lang}.json`), 'utf8');
const read = (lang: string) => JSON.parse(file(lang)) as Record<string, string>;
const rowText = async (locale: string, key: string) => {
  const q = new URLSearchParams({ locale, namespace: 'ui', keys: key });
  const res = await h.call('GET', `/api/integrations/targets/status?${q}`, { key: UI_MASTER_KEY });
  expect(res.status).toBe(200);
  return (res.body.translations[key] as { text: string } | null)?.text ?? null;
};

describe('the UI catalogues and the local service', () => {
  it('push: every English source and every translation lands in the project, plurals as one message', async () => {
    const run = await cli('push');
    expect(run.code).toBe(0);
    expect(await rowText('de', 'welcome.dismiss')).toBe('Verstanden');
    expect(await rowText('ja', 'welcome.title')).toBe('Locale Lens へようこそ');
    expect(await rowText('de', 'badge.work')).toMatch(
      /^\{count, plural, =0 \{.+\} one \{.+\} other \{.+\}\}$/,
    );
    // What was pushed is served, and pulls back as the files are, byte for byte.
    expect((await cli('pull')).code).toBe(0);
    for (const lang of ['de', 'es', 'fr', 'ja'])
      expect(file(lang)).toBe(readFileSync(join(CATALOGUES, `${lang}.json`), 'utf8'));
  });

  it('a second push leaves what a translator changed in the service alone', async () => {
    const saved = await save(
      h,
      UI_MASTER_KEY,
      'de',
      [{ key: 'welcome.dismiss', text: 'Alles klar' }],
      'ui',
    );
    expect(saved.body.results['welcome.dismiss'].ok).toBe(true);
    expect((await cli('push')).code).toBe(0);
    expect(await rowText('de', 'welcome.dismiss')).toBe('Alles klar');
  });

  it('pull: the translation approved in the service comes back into its catalogue only', async () => {
    const before = { de: read('de'), es: file('es') };
    expect(
      (await transition(h, UI_MASTER_KEY, 'de', 'welcome.dismiss', 'approve', 'ui')).status,
    ).toBe(200);
    expect((await cli('pull')).code).toBe(0);
    expect(read('de')).toEqual({ ...before.de, 'welcome.dismiss': 'Alles klar' });
    expect(file('es')).toBe(before.es);
  });
});
