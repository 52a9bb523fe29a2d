import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocaleLensClient } from '../../lib/contract/client';
import { startHarness, type Harness } from './harness';
import { MASTER, PUBLISHABLE, save, statusOf, waitForJob } from './helpers';

/** Names that are members of every plain object: a map keyed by input must not see them. */
const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

describe('names that plain objects already have', () => {
  it('the demo shop answers 404 for them, never 500', async () => {
    for (const name of HOSTILE) {
      const res = await h.call('GET', `/demo/${name}`);
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
      const asFile = await h.call('GET', `/demo/index.${name}`);
      expect({ name, status: asFile.status }).toEqual({ name, status: 404 });
    }
  });

  it('keys and namespaces so named go through sync, status, save and /translations', async () => {
    // A namespace starts with a letter or digit, so `__proto__` can only be a key.
    const namespaces = ['hostile', ...HOSTILE.filter((n) => n !== '__proto__')];
    const translations = namespaces.flatMap((ns) =>
      HOSTILE.map((key) => ({ key: `en:${ns}:${key}`, value: `Source ${ns}/${key}` })),
    );
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations },
    });
    expect(sync.status).toBe(202);
    expect(await waitForJob(h, sync.body.job_id)).toMatchObject({
      status: 'completed',
      created: translations.length,
      rejected: [],
    });

    for (const ns of namespaces) {
      const rows = HOSTILE.map((key) => ({ key, text: `Ziel ${ns}/${key}`, base_text: null }));
      const saved = await save(h, MASTER, 'de', rows, ns);
      expect(saved.status).toBe(200);
      for (const key of HOSTILE) {
        expect(own(saved.body.results, key)).toBe(true);
        expect(saved.body.results[key]).toMatchObject({
          ok: true,
          entry: { text: `Ziel ${ns}/${key}` },
        });
      }
      const status = await statusOf(h, PUBLISHABLE, 'de', HOSTILE, ns);
      expect(status.status).toBe(200);
      expect(Object.keys(status.body.translations).sort()).toEqual([...HOSTILE].sort());
      for (const key of HOSTILE)
        expect(status.body.translations[key]).toMatchObject({ text: `Ziel ${ns}/${key}` });

      const one = await h.call('GET', `/translations?locale=en&namespace=${ns}`, {
        key: PUBLISHABLE,
      });
      expect(one.status).toBe(200);
      expect(Object.keys(one.body.translations).sort()).toEqual([...HOSTILE].sort());
      expect(own(one.body.translations, '__proto__')).toBe(true);
      expect(one.body.translations.__proto__).toBe(`Source ${ns}/__proto__`);
    }

    const all = await h.call('GET', '/translations?locale=en', { key: PUBLISHABLE });
    expect(all.status).toBe(200);
    for (const ns of namespaces) {
      expect(own(all.body.namespaces, ns)).toBe(true);
      expect(Object.keys(all.body.namespaces[ns]).sort()).toEqual([...HOSTILE].sort());
    }
    // The empty target namespaces are listed with no inherited members either.
    const target = await h.call('GET', '/translations?locale=de', { key: PUBLISHABLE });
    expect(target.status).toBe(200);
    for (const ns of namespaces) expect(own(target.body.namespaces, ns)).toBe(true);
  });

  it('the typed client keeps them too, and a missing one reads as nothing', async () => {
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: {
        translations: ['__proto__', 'constructor'].map((k) => ({
          key: `en:client:${k}`,
          value: k,
        })),
      },
    });
    await waitForJob(h, sync.body.job_id);
    const client = new LocaleLensClient({ baseUrl: h.url, apiKey: MASTER });
    const saved = await client.save({
      locale: 'de',
      namespace: 'client',
      rows: [{ key: '__proto__', text: 'proto', base_text: null }],
    });
    expect(own(saved.results, '__proto__')).toBe(true);
    const status = await client.targetStatus({
      locale: 'de',
      namespace: 'client',
      keys: ['__proto__', 'constructor'],
    });
    expect(status.translations['__proto__']).toMatchObject({ text: 'proto' });
    expect(status.translations['constructor']).toBeNull();
    // A key the answer does not hold finds no inherited member either.
    expect(status.translations['toString']).toBeUndefined();
    const source = await client.translations({ locale: 'en', namespace: 'client' });
    expect(Object.keys(source!.body.translations).sort()).toEqual(['__proto__', 'constructor']);
    const all = await client.allTranslations({ locale: 'en' });
    expect(all!.body.namespaces['client']!['__proto__']).toBe('__proto__');
    expect(all!.body.namespaces['isPrototypeOf']).toBeUndefined();
  });
});
