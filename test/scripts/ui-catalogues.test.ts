import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pull, push, type SyncOptions } from '../../scripts/ui-catalogues';
import { UI_MASTER_KEY } from '../../server/demo/ui-project';
import { save, transition, useDemoService } from '../server/helpers';

/** The extension's catalogues round-trip through the demo's "Locale Lens UI" project, over HTTP. */
const h = useDemoService();
let dir: string;
let options: SyncOptions;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ui-catalogues-'));
  cpSync('lib/ui-text/catalogues', dir, { recursive: true });
  options = { baseUrl: h.url, key: UI_MASTER_KEY, dir };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (lang: string) =>
  JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
const rowText = async (locale: string, key: string) => {
  const q = new URLSearchParams({ locale, namespace: 'ui', keys: key });
  const res = await h.call('GET', `/api/integrations/targets/status?${q}`, { key: UI_MASTER_KEY });
  expect(res.status).toBe(200);
  return (res.body.translations[key] as { text: string } | null)?.text ?? null;
};

describe('the UI catalogues and the local service', () => {
  it('push: every English source and every translation lands in the project', async () => {
    const job = await push(options);
    expect(job.rejected).toEqual([]);
    expect(await rowText('de', 'welcome.dismiss')).toBe('Verstanden');
    expect(await rowText('ja', 'welcome.title')).toBe('Locale Lens へようこそ');
    // Nothing is delivered yet: nothing comes back.
    expect(Object.values(await pull(options)).flat()).toEqual([]);
  });

  it('a second push leaves what a translator changed in the service alone', async () => {
    const saved = await save(
      h,
      UI_MASTER_KEY,
      'de',
      [{ key: 'welcome.dismiss', text: 'Alles klar', base_text: 'Verstanden' }],
      'ui',
    );
    expect(saved.body.results['welcome.dismiss'].ok).toBe(true);
    const again = await push(options);
    expect(again.updated).toBe(0);
    expect(await rowText('de', 'welcome.dismiss')).toBe('Alles klar');
  });

  it('pull: the translation approved in the service comes back into its catalogue only', async () => {
    const before = { de: read('de'), es: read('es') };
    for (const action of ['confirm', 'confirm', 'approve'])
      expect(
        (await transition(h, UI_MASTER_KEY, 'de', 'welcome.dismiss', action, 'ui')).status,
      ).toBe(200);
    const changed = await pull(options);
    expect(changed).toEqual({ de: ['welcome.dismiss'], es: [], fr: [], ja: [] });
    expect(read('de')).toEqual({ ...before.de, 'welcome.dismiss': 'Alles klar' });
    expect(read('es')).toEqual(before.es);
    // The file is what the formatter writes: a pull leaves no formatting diff.
    expect(readFileSync(join(dir, 'es.json'), 'utf8')).toBe(
      readFileSync('lib/ui-text/catalogues/es.json', 'utf8'),
    );
  });
});
