import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryOf, MASTER, save, transition, translations, useDemoService } from '../server/helpers';
import { runCli } from './run-cli';

/** The command as a team uses it, against a real service over HTTP: init, push, pull, restore. */
const h = useDemoService();
let app: string;
const env = { LOCALE_LENS_KEY: MASTER };
const cli = (...args: string[]) => runCli(args, { cwd: app, env });
const put = (path: string, value: unknown) => {
  mkdirSync(dirname(join(app, path)), { recursive: true });
  writeFileSync(
    join(app, path),
    typeof value === 'string' ? value : JSON.stringify(value, null, 2),
  );
};
/** A port nothing listens on: one the system just handed out and took back. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
const json = (path: string) => JSON.parse(readFileSync(join(app, path), 'utf8')) as unknown;

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'locale-lens-app-'));
  put('locales/en/shop.json', { cart: { title: 'Cart', empty: 'Your cart is empty' }, buy: 'Buy' });
  put('locales/de/shop.json', { cart: { title: 'Warenkorb', empty: 'Ihr Warenkorb ist leer' } });
});
afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('locale-lens', () => {
  it('init finds the locale files and asks the service for the project', async () => {
    const run = await cli('init', '--service', h.url, '--yes');
    expect(run).toMatchObject({ code: 0 });
    expect(run.stderr).toContain('Found locales/{locale}/{namespace}.json (de, en)');
    expect(json('locale-lens.json')).toEqual({
      service: h.url,
      project: await h.projectId(),
      sourceLocale: 'en',
      files: [{ path: 'locales/{locale}/{namespace}.json' }],
    });
    expect((await cli('init', '--yes')).code).toBe(2);
  });

  it('push --dry-run --json plans every key and writes nothing', async () => {
    const run = await cli('push', '--dry-run', '--json');
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as { journal: null; changes: { action: string }[] };
    expect(plan.journal).toBeNull();
    expect(plan.changes.map((c) => c)).toEqual([
      {
        locale: 'en',
        namespace: 'shop',
        key: 'cart.title',
        action: 'create',
        to: 'Cart',
        written: false,
      },
      {
        locale: 'en',
        namespace: 'shop',
        key: 'cart.empty',
        action: 'create',
        to: 'Your cart is empty',
        written: false,
      },
      { locale: 'en', namespace: 'shop', key: 'buy', action: 'create', to: 'Buy', written: false },
      {
        locale: 'de',
        namespace: 'shop',
        key: 'cart.title',
        action: 'create',
        to: 'Warenkorb',
        written: false,
      },
      {
        locale: 'de',
        namespace: 'shop',
        key: 'cart.empty',
        action: 'create',
        to: 'Ihr Warenkorb ist leer',
        written: false,
      },
    ]);
    expect(await entryOf(h, 'de', 'cart.title', 'shop')).toBeNull();
  });

  it('push writes, and the German is served at once', async () => {
    const run = await cli('push');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Journal \S+ \(undo: locale-lens restore \S+\)/);
    expect((await translations(h, 'de', 'shop')).body.translations).toEqual({
      'cart.title': 'Warenkorb',
      'cart.empty': 'Ihr Warenkorb ist leer',
    });
    expect(json('.locale-lens/base/de/shop.json')).toEqual({
      'cart.empty': 'Ihr Warenkorb ist leer',
      'cart.title': 'Warenkorb',
    });
  });

  it('a text a translator changed is a conflict: shown, kept, exit 1, until --overwrite', async () => {
    await save(h, MASTER, 'de', [{ key: 'cart.title', text: 'Einkaufswagen' }], 'shop');
    put('locales/de/shop.json', { cart: { title: 'Korb', empty: 'Leer' } });
    const dry = await cli('push', '--dry-run');
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain('conflict  de/shop  cart.title');
    expect(dry.stdout).toContain('service: "Einkaufswagen"');
    expect(dry.stdout).toContain('file:    "Korb"');
    const pushed = await cli('push', '--json');
    expect(pushed.code).toBe(1);
    expect((await entryOf(h, 'de', 'cart.title', 'shop')).text).toBe('Einkaufswagen');
    expect((await entryOf(h, 'de', 'cart.empty', 'shop')).text).toBe('Leer');
    const forced = await cli('push', '--overwrite', '--json');
    expect(forced.code).toBe(0);
    const { journal } = JSON.parse(forced.stdout) as { journal: string };
    expect((await entryOf(h, 'de', 'cart.title', 'shop')).text).toBe('Korb');

    const restored = await cli('restore', journal);
    expect(restored.code).toBe(0);
    expect((await entryOf(h, 'de', 'cart.title', 'shop')).text).toBe('Einkaufswagen');
  });

  it('pull writes what apps are served; --all writes drafts too', async () => {
    const pulled = await cli('pull', '--locales', 'de');
    expect(pulled.code).toBe(0);
    // The translator's text is a draft: the file keeps its own.
    expect(json('locales/de/shop.json')).toEqual({ cart: { title: 'Korb', empty: 'Leer' } });
    // The pushed row was approved at postreview; the translator's edit there awaits approval.
    expect((await transition(h, MASTER, 'de', 'cart.title', 'approve', 'shop')).status).toBe(200);
    expect((await cli('pull', '--locales', 'de')).code).toBe(0);
    expect(json('locales/de/shop.json')).toEqual({
      cart: { title: 'Einkaufswagen', empty: 'Leer' },
    });
    // Pulled, the translator's text is the base: the next push has nothing to do.
    const again = await cli('push', '--dry-run', '--json', '--locales', 'de');
    const actions = (
      JSON.parse(again.stdout) as { changes: { namespace: string; action: string }[] }
    ).changes;
    expect(actions.filter((c) => c.namespace === 'shop').map((c) => c.action)).toEqual([
      'unchanged',
      'unchanged',
    ]);
    // A draft comes only with --all.
    await save(h, MASTER, 'de', [{ key: 'cart.empty', text: 'Nichts drin' }], 'shop');
    await cli('pull', '--locales', 'de');
    expect(json('locales/de/shop.json')).toEqual({
      cart: { title: 'Einkaufswagen', empty: 'Leer' },
    });
    expect((await cli('pull', '--locales', 'de', '--all')).code).toBe(0);
    expect(json('locales/de/shop.json')).toEqual({
      cart: { title: 'Einkaufswagen', empty: 'Nichts drin' },
    });
  });

  it('push --remove-missing removes what the file lacks; restore brings it back', async () => {
    put('locales/en/shop.json', { cart: { title: 'Cart', empty: 'Your cart is empty' } });
    expect((await cli('push', '--locales', 'en', '--dry-run')).stdout).not.toContain('remove');
    const run = await cli('push', '--locales', 'en', '--remove-missing', '--json');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as {
      journal: string;
      changes: { key: string; action: string }[];
    };
    expect(result.changes.filter((c) => c.action === 'remove').map((c) => c.key)).toEqual(['buy']);
    expect((await cli('restore', result.journal)).code).toBe(0);
    const texts = await h.call('GET', '/api/integrations/texts?locale=en&namespace=shop', {
      key: MASTER,
    });
    expect(texts.body.texts.map((t: { key: string }) => t.key)).toContain('buy');
    const status = await cli('status');
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(`${result.journal} `);
    expect(status.stdout).toMatch(/restores \S+\)/);
  });

  it('waits for a running sync, saying so, then pushes', async () => {
    await h.call('POST', '/dev/jobs/pause', { key: MASTER });
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: [{ key: 'en:other:hello', value: 'Hello' }] },
    });
    expect(sync.status).toBe(202);
    let resumed = false;
    const run = await runCli(['push', '--locales', 'en'], {
      cwd: app,
      env,
      onStderr: (text) => {
        if (resumed || !text.includes('Waiting for a running sync')) return;
        resumed = true;
        void h.call('POST', '/dev/jobs/resume', { key: MASTER });
      },
    });
    expect(resumed).toBe(true);
    expect(run.code).toBe(0);
  });

  it('exit 2 with one line: a file that does not parse, no key, no service', async () => {
    put('locales/de/shop.json', '{\n  "cart": {\n    "title": "Korb",\n  }\n}\n');
    const bad = await cli('push', '--dry-run');
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toMatch(/^locale-lens: locales\/de\/shop\.json:4: [^\n]+$/);
    put('locales/de/shop.json', { cart: { title: 'Korb' } });
    const noKey = await runCli(['push'], { cwd: app, env: { LOCALE_LENS_KEY: '' } });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('LOCALE_LENS_KEY is not set');
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const away = await runCli(['push'], { cwd: app, env: { ...env, LOCALE_LENS_URL: nobody } });
    expect(away.code).toBe(2);
    expect(away.stderr.trim()).toBe(
      `locale-lens: cannot reach the service at ${nobody}: ECONNREFUSED`,
    );
    expect((await cli('push', '--everything')).code).toBe(2);
  });
});
