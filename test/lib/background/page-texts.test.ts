import { describe, expect, it } from 'vitest';
import { LocaleLensClient } from '../../../lib/contract/client';
import type { TargetStatusEntry } from '../../../lib/contract/editor';
import { currentTexts, PageTexts, refsOf } from '../../../lib/background/page-texts';
import { StatusService } from '../../../lib/background/status-service';
import { TranslationsCache } from '../../../lib/background/translations-cache';
import { refId } from '../../../lib/messaging/ref-id';
import { entry } from '../fixtures/target-status';

type Entries = Record<string, TargetStatusEntry | null | undefined>;
const at = (namespace: string, key: string) => refId({ namespace, key });

describe('currentTexts', () => {
  const refs = [
    { namespace: 'common', key: 'a' },
    { namespace: 'common', key: 'b' },
    { namespace: 'shop', key: 'c' },
  ];
  it.each<[string, Record<string, Record<string, string>>, Entries, object]>([
    [
      'nothing delivered, a draft',
      {},
      { [at('common', 'a')]: entry({ text: 'Neu' }) },
      { common: { a: 'Neu' } },
    ],
    [
      'a delivered row is kept as it is',
      { common: { a: 'Fertig' } },
      { [at('common', 'a')]: entry({ text: 'Fertig', isDelivered: true }) },
      { common: { a: 'Fertig' } },
    ],
    [
      'a delivered row edited since: its current text',
      { common: { a: 'Alt' } },
      { [at('common', 'a')]: entry({ text: 'Neu' }) },
      { common: { a: 'Neu' } },
    ],
    [
      'no row, or a row with no text yet: left out',
      {},
      { [at('common', 'a')]: null, [at('common', 'b')]: entry({ text: '', rowState: 'empty' }) },
      {},
    ],
    [
      'a status not known (the service did not answer for it): the delivered text',
      { shop: { c: 'Kasse' } },
      {},
      { shop: { c: 'Kasse' } },
    ],
    [
      'drafts in several namespaces',
      { common: {} },
      {
        [at('common', 'b')]: entry({ text: 'Kaufen' }),
        [at('shop', 'c')]: entry({ text: 'Zur Kasse' }),
      },
      { common: { b: 'Kaufen' }, shop: { c: 'Zur Kasse' } },
    ],
  ])('%s', (_, delivered, entries, expected) => {
    expect(currentTexts(delivered, refs, entries)).toEqual(expected);
  });

  it('lists the keys of every namespace', () => {
    expect(refsOf({ common: { a: 'A', b: 'B' }, shop: { c: 'C' } })).toEqual(refs);
  });
});

/** A service whose source language is `en`, with `de` partly drafted and partly delivered. */
function fakeService(archived = false) {
  const calls: string[] = [];
  /** Requests answered with a server error (`path` or `path?locale`): the service failing. */
  const failing = new Set<string>();
  const fails = (url: URL, locale: string | null) =>
    [...failing].some((f) => {
      const [end, only] = f.split('?');
      return url.pathname.endsWith(end!) && (!only || only === locale);
    });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const drafts: Record<string, string> = { 'common|a': 'Hinzufügen', 'common|b': 'Kaufen' };
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input));
    const locale = url.searchParams.get('locale');
    calls.push(`${url.pathname}?${locale}`);
    if (fails(url, locale)) return json({ error: { code: 'internal', message: 'down' } }, 503);
    if (url.pathname.endsWith('/editor/workflow'))
      return json({ stages: [], work_stage_count: 2, source_locale: 'en' });
    if (url.pathname === '/translations') {
      const namespaces =
        locale === 'en'
          ? { common: { a: 'Add', b: 'Buy', c: 'Cancel' }, shop: { pay: 'Pay' } }
          : { common: archived ? {} : { a: 'Hinzufügen' }, shop: {} };
      return json({ locale, namespaces });
    }
    const namespace = url.searchParams.get('namespace');
    const keys = url.searchParams.get('keys')!.split(',');
    const translations = Object.fromEntries(
      keys.map((k) => {
        const text = archived ? undefined : drafts[`${namespace}|${k}`];
        return [k, text === undefined ? null : entry({ text, isDelivered: k === 'a' })];
      }),
    );
    return json({ translations, can_create: !archived, archived, busy: false });
  };
  const client = new LocaleLensClient({ baseUrl: 'http://svc', apiKey: 'k', fetch: fetchFn });
  const clock = { at: 0 };
  const status = new StatusService(
    () => client,
    () => 'http://svc',
    { now: () => clock.at, ttlMs: 1000 },
  );
  const translations = new TranslationsCache(
    () => client,
    1000,
    () => clock.at,
  );
  const texts = new PageTexts({ translations, status }, 1000, () => clock.at);
  return { calls, clock, texts, drafts, failing };
}

describe('PageTexts', () => {
  it('gives a target language its drafts and delivered texts, keyed like /translations', async () => {
    const { texts } = fakeService();
    expect(await texts.get('de')).toEqual({
      common: { a: 'Hinzufügen', b: 'Kaufen' },
      shop: {},
    });
  });

  it('gives the source language its source texts, with no status asked', async () => {
    const { texts, calls } = fakeService();
    expect(await texts.get('en')).toEqual({
      common: { a: 'Add', b: 'Buy', c: 'Cancel' },
      shop: { pay: 'Pay' },
    });
    expect(calls.filter((c) => c.includes('/status'))).toEqual([]);
  });

  it('gives an archived language nothing to match', async () => {
    const { texts } = fakeService(true);
    expect(await texts.get('de')).toEqual({ common: {}, shop: {} });
  });

  it('answers again from what it holds, reads again behind a stale answer, and forgets on clear', async () => {
    const { texts, calls, clock, drafts } = fakeService();
    await texts.get('de');
    const asked = calls.length;
    await texts.get('de');
    expect(calls.length).toBe(asked);
    drafts['common|c'] = 'Abbrechen';
    clock.at = 5000; // past every cache's age: the stale answer now, the new one behind it
    expect((await texts.get('de')).common).not.toHaveProperty('c');
    await expect.poll(async () => (await texts.get('de')).common?.c).toBe('Abbrechen');
    drafts['common|c'] = 'Zurück';
    texts.clear(); // a write: the next ask waits for the service
    clock.at = 10_000;
    expect((await texts.get('de')).common?.c).toBe('Zurück');
  });

  it.each([
    ['the drafts', '/status'],
    ['the workflow', '/editor/workflow'],
    ['the source texts', '/translations?en'],
  ])('reads again at the next ask when %s could not be read', async (_, failed) => {
    const { texts, failing } = fakeService();
    failing.add(failed);
    expect((await texts.get('de')).common).not.toHaveProperty('b');
    failing.clear();
    expect((await texts.get('de')).common?.b).toBe('Kaufen');
  });
});
