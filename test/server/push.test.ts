import { describe, expect, it } from 'vitest';
import {
  entryOf,
  expectError,
  expectValidation,
  MASTER,
  PUBLISHABLE,
  save,
  translations,
  useDemoService,
  waitForJob,
} from './helpers';

/** Pushing locale files: the plan, what is written, the journal and restore, over HTTP. */
const h = useDemoService();
const NS = 'shop';

type Entry = { key: string; value: string | null; description?: string; fuzzy?: boolean };
const file = (locale: string, entries: Entry[], base: Record<string, string> | null = null) => ({
  locale,
  namespace: NS,
  entries,
  base: base && Object.entries(base).map(([key, text]) => ({ key, text })),
});
const push = (files: ReturnType<typeof file>[], options: Record<string, unknown> = {}) =>
  h.call('POST', '/api/integrations/push', { key: MASTER, body: { files, ...options } });
const actions = (res: { body: { changes: { key: string; locale: string; action: string }[] } }) =>
  res.body.changes.map((c) => `${c.locale}:${c.key}:${c.action}`);

const sourceKeys = async () => {
  const res = await h.call('GET', `/api/integrations/texts?locale=en&namespace=${NS}`, {
    key: MASTER,
  });
  return res.body.texts.map((t: { key: string }) => t.key) as string[];
};

describe('push', () => {
  it('creates source keys and translations, served at once unless fuzzy', async () => {
    const res = await push([
      file('en', [
        { key: 'cart.title', value: 'Cart', description: 'Heading of the cart page' },
        { key: 'cart.empty', value: 'Your cart is empty' },
        { key: 'cart.draft', value: 'Draft' },
      ]),
      file('de', [
        { key: 'cart.title', value: 'Warenkorb' },
        { key: 'cart.empty', value: 'Ihr Warenkorb ist leer' },
        { key: 'cart.draft', value: 'Entwurf', fuzzy: true },
        { key: 'cart.unknown', value: 'Gibt es nicht' },
      ]),
    ]);
    expect(res.status).toBe(200);
    expect(typeof res.body.journal).toBe('string');
    expect(actions(res)).toEqual([
      'en:cart.title:create',
      'en:cart.empty:create',
      'en:cart.draft:create',
      'de:cart.title:create',
      'de:cart.empty:create',
      'de:cart.draft:create',
      'de:cart.unknown:create',
    ]);
    expect(res.body.changes.at(-1)).toMatchObject({
      written: false,
      error: { code: 'KEY_NOT_FOUND' },
    });
    const served = await translations(h, 'de', NS);
    expect(served.body.translations).toEqual({
      'cart.title': 'Warenkorb',
      'cart.empty': 'Ihr Warenkorb ist leer',
    });
    expect(await entryOf(h, 'de', 'cart.draft', NS)).toMatchObject({
      isReady: false,
      text: 'Entwurf',
    });
    const context = await h.call(
      'GET',
      `/api/integrations/targets/context?locale=de&namespace=${NS}&key=cart.title`,
      { key: MASTER },
    );
    expect(context.body.description).toBe('Heading of the cart page');
  });

  it('plans a conflict when the service changed since the base, and writes it only with overwrite', async () => {
    const edit = await save(h, MASTER, 'de', [{ key: 'cart.title', text: 'Einkaufswagen' }], NS);
    expect(edit.body.results['cart.title'].ok).toBe(true);
    const base = { 'cart.title': 'Warenkorb', 'cart.empty': 'Ihr Warenkorb ist leer' };
    const files = [
      file(
        'de',
        [
          { key: 'cart.title', value: 'Korb' },
          { key: 'cart.empty', value: 'Leer' },
        ],
        base,
      ),
    ];
    const dry = await push(files, { dry_run: true });
    expect(dry.body).toEqual({
      journal: null,
      changes: [
        {
          locale: 'de',
          namespace: NS,
          key: 'cart.title',
          action: 'conflict',
          from: 'Einkaufswagen',
          to: 'Korb',
          written: false,
        },
        {
          locale: 'de',
          namespace: NS,
          key: 'cart.empty',
          action: 'update',
          from: 'Ihr Warenkorb ist leer',
          to: 'Leer',
          written: false,
        },
      ],
    });
    expect((await entryOf(h, 'de', 'cart.empty', NS)).text).toBe('Ihr Warenkorb ist leer');
    const pushed = await push(files);
    expect(pushed.body.changes.map((c: { written: boolean }) => c.written)).toEqual([false, true]);
    expect((await entryOf(h, 'de', 'cart.title', NS)).text).toBe('Einkaufswagen');
    const forced = await push(files, { overwrite: true });
    expect(actions(forced)).toEqual(['de:cart.title:conflict', 'de:cart.empty:unchanged']);
    expect((await entryOf(h, 'de', 'cart.title', NS)).text).toBe('Korb');

    // Restore puts the translator's text back, with the row as it was.
    const restored = await h.call(
      'POST',
      `/api/integrations/push/journals/${forced.body.journal}/restore`,
      { key: MASTER, body: {} },
    );
    expect(restored.status).toBe(200);
    expect(actions(restored)).toEqual(['de:cart.title:update']);
    expect(await entryOf(h, 'de', 'cart.title', NS)).toMatchObject({
      text: 'Einkaufswagen',
      isReady: false,
    });
    const list = await h.call('GET', '/api/integrations/push/journals', { key: MASTER });
    expect(list.body.journals[0]).toMatchObject({ restores: forced.body.journal, changes: 1 });
  });

  it('restore leaves a text changed after the push alone unless told to overwrite', async () => {
    const pushed = await push([file('de', [{ key: 'cart.empty', value: 'Nichts drin' }])], {
      overwrite: true,
    });
    await save(h, MASTER, 'de', [{ key: 'cart.empty', text: 'Später geändert' }], NS);
    const url = `/api/integrations/push/journals/${pushed.body.journal}/restore`;
    const kept = await h.call('POST', url, { key: MASTER, body: {} });
    expect(kept.body).toMatchObject({
      journal: null,
      changes: [{ action: 'conflict', written: false }],
    });
    expect((await entryOf(h, 'de', 'cart.empty', NS)).text).toBe('Später geändert');
    const forced = await h.call('POST', url, { key: MASTER, body: { overwrite: true } });
    expect(forced.body.changes[0]).toMatchObject({ action: 'conflict', written: true });
    expect((await entryOf(h, 'de', 'cart.empty', NS)).text).toBe('Leer');
  });

  it('removes keys a file lacks only when asked, and restore brings them back with their translations', async () => {
    const en = [
      { key: 'cart.title', value: 'Cart' },
      { key: 'cart.empty', value: 'Your cart is empty' },
    ];
    const kept = await push([file('en', en)]);
    expect(actions(kept)).toEqual(['en:cart.title:unchanged', 'en:cart.empty:unchanged']);
    const removed = await push([file('en', en)], { remove_missing: true });
    expect(actions(removed)).toEqual([
      'en:cart.title:unchanged',
      'en:cart.empty:unchanged',
      'en:cart.draft:remove',
    ]);
    expect(await entryOf(h, 'de', 'cart.draft', NS)).toBeNull();
    expect((await sourceKeys()).includes('cart.draft')).toBe(false);
    const url = `/api/integrations/push/journals/${removed.body.journal}/restore`;
    const restored = await h.call('POST', url, { key: MASTER, body: {} });
    expect(actions(restored)).toEqual(['en:cart.draft:create', 'de:cart.draft:create']);
    expect(await entryOf(h, 'de', 'cart.draft', NS)).toMatchObject({
      text: 'Entwurf',
      isReady: false,
    });
  });

  it('waits its turn: refused while a sync runs, with Retry-After', async () => {
    await h.call('POST', '/dev/jobs/pause', { key: MASTER });
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: [{ key: 'en:other:hello', value: 'Hello' }] },
    });
    expect(sync.status).toBe(202);
    const refused = await push([file('en', [{ key: 'x', value: 'X' }])]);
    expectError(refused, 409, 'JOB_IN_PROGRESS', 'conflict');
    expect(refused.headers.get('retry-after')).toBe('1');
    await h.call('POST', '/dev/jobs/resume', { key: MASTER });
    await waitForJob(h, sync.body.job_id);
    expect((await push([file('en', [{ key: 'x', value: 'X' }])])).status).toBe(200);
  });

  it('refuses unknown and archived locales, and publishable keys', async () => {
    const bad = await push([file('xx', [{ key: 'a', value: 'A' }]), file('it', [])]);
    expect(expectValidation(bad).map((d) => d.msg)).toEqual([
      '"xx" is not a locale of this project',
      '"it" was archived; restore the language first',
    ]);
    const readOnly = await h.call('POST', '/api/integrations/push', {
      key: PUBLISHABLE,
      body: { files: [file('en', [])] },
    });
    expectError(readOnly, 403, 'READ_ONLY_KEY');
  });
});

describe('texts', () => {
  it('reads every text of a locale, drafts too, with what apps are served', async () => {
    const res = await h.call('GET', `/api/integrations/texts?locale=de&namespace=${NS}`, {
      key: MASTER,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locale: 'de', source_locale: 'en' });
    expect(res.body.target_locales).toEqual(['de', 'es', 'fr', 'ja']);
    const byKey = Object.fromEntries(res.body.texts.map((t: { key: string }) => [t.key, t]));
    expect(byKey['cart.title']).toMatchObject({
      text: 'Einkaufswagen',
      delivered: false,
      description: 'Heading of the cart page',
    });
    expect(byKey['cart.draft']).toMatchObject({ text: 'Entwurf', delivered: false });
    expect(byKey.x).toMatchObject({ text: null, delivered: false });
  });
});
