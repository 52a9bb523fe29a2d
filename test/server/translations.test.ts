import { describe, expect, it } from 'vitest';
import { translationsAllNamespaces, translationsOneNamespace } from '../../lib/contract/editor';
import { SEED_KEYS, type SeedLocale } from '../../server/demo/seed-data';
import {
  expectError,
  expectValidation,
  MASTER,
  PM,
  PUBLISHABLE,
  REVIEWER,
  transition,
  translations,
  useDemoService,
} from './helpers';
import { seedRows } from './seed-rows';

const h = useDemoService();

/** What the seed delivers: approved or locked rows with text, of translatable keys. */
function seededDelivery(locale: SeedLocale, namespace: string): Record<string, string> {
  const rows = (['delivered', 'locked', 'locked_review'] as const).flatMap((k) =>
    seedRows(locale, k, namespace),
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.text!]));
}

describe('GET /translations', () => {
  it('serves exactly the delivered rows of a namespace', async () => {
    for (const locale of ['de', 'es', 'fr', 'ja'] as const) {
      for (const namespace of ['common', 'checkout']) {
        const res = await translations(h, locale, namespace);
        expect(res.status).toBe(200);
        expect(translationsOneNamespace.parse(res.body)).toEqual({
          locale,
          namespace,
          translations: seededDelivery(locale, namespace),
        });
      }
    }
    // Drafts, rows in review, machine translations, empty rows and non-translatable keys are not served.
    const served = (await translations(h, 'es', 'common')).body.translations;
    for (const kind of ['draft', 'review', 'mt', 'empty', 'missing', 'not_translatable'] as const) {
      for (const r of seedRows('es', kind, 'common'))
        expect({ kind, key: r.key, served: served[r.key] }).toEqual({
          kind,
          key: r.key,
          served: undefined,
        });
    }
  });

  it('without a namespace serves every namespace of the project', async () => {
    const res = await translations(h, 'fr');
    expect(res.status).toBe(200);
    expect(translationsAllNamespaces.parse(res.body)).toEqual({
      locale: 'fr',
      namespaces: {
        common: seededDelivery('fr', 'common'),
        checkout: seededDelivery('fr', 'checkout'),
      },
    });
  });

  it('serves the source texts for the source locale (en)', async () => {
    const res = await translations(h, 'en', 'checkout');
    expect(res.status).toBe(200);
    const expected = Object.fromEntries(
      SEED_KEYS.filter((k) => k.namespace === 'checkout').map((k) => [k.key, k.source]),
    );
    expect(res.body).toEqual({ locale: 'en', namespace: 'checkout', translations: expected });
  });

  it('serves nothing for the archived locale it, though its rows are approved', async () => {
    expect((await translations(h, 'it', 'common')).body).toEqual({
      locale: 'it',
      namespace: 'common',
      translations: {},
    });
    // Without a namespace, every namespace of the project is listed, each empty.
    expect((await translations(h, 'it')).body).toEqual({
      locale: 'it',
      namespaces: { checkout: {}, common: {} },
    });
  });

  it('answers with an ETag, and 304 with no body for If-None-Match', async () => {
    const first = await translations(h, 'ja', 'common');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await translations(h, 'ja', 'common', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    expect((await translations(h, 'ja', 'common', { 'if-none-match': `W/${etag}` })).status).toBe(
      304,
    );
    expect(
      (await translations(h, 'ja', 'common', { 'if-none-match': `"other", ${etag}` })).status,
    ).toBe(304);
    expect((await translations(h, 'ja', 'common', { 'if-none-match': '"other"' })).status).toBe(
      200,
    );
    // Other namespaces and locales have their own tags.
    expect((await translations(h, 'ja', 'checkout')).headers.get('etag')).not.toBe(etag);
    expect((await translations(h, 'ja')).headers.get('etag')).not.toBe(etag);
  });

  it('changes the ETag when an approve changes what is served, and not for undelivered changes', async () => {
    const row = seedRows('es', 'review', 'common')[0]!;
    const reviewer = await h.session(REVIEWER);
    const before = (await translations(h, 'es', 'common')).headers.get('etag')!;
    expect((await transition(h, reviewer, 'es', row.key, 'confirm')).status).toBe(200);
    const moved = await translations(h, 'es', 'common', { 'if-none-match': before });
    expect(moved.status).toBe(304);
    expect((await transition(h, reviewer, 'es', row.key, 'approve')).status).toBe(200);
    const after = await translations(h, 'es', 'common', { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    expect(after.body.translations[row.key]).toBe(row.text);
    // Unapproving withdraws it and the tag changes again.
    expect((await transition(h, MASTER, 'es', row.key, 'unapprove')).status).toBe(200);
    const withdrawn = await translations(h, 'es', 'common', {
      'if-none-match': after.headers.get('etag')!,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.translations[row.key]).toBeUndefined();
  });

  it('reads with any integration key: master, publishable, editor session', async () => {
    const q = '/translations?locale=de&namespace=common';
    const bodies = await Promise.all(
      [MASTER, PUBLISHABLE, await h.session(PM)].map((key) => h.call('GET', q, { key })),
    );
    expect(bodies.map((b) => b.status)).toEqual([200, 200, 200]);
    expect(bodies[1]!.body).toEqual(bodies[0]!.body);
    expect(bodies[2]!.body).toEqual(bodies[0]!.body);
  });

  it('answers 404 for an unknown locale, 422 without one, 401 without a key', async () => {
    expectError(await translations(h, 'xx', 'common'), 404, 'LOCALE_NOT_FOUND', 'not_found');
    expect(
      expectValidation(
        await h.call('GET', '/translations?namespace=common', { key: PUBLISHABLE }),
      )[0]!.loc,
    ).toEqual(['query', 'locale']);
    expectError(await h.call('GET', '/translations?locale=de'), 401, 'MISSING_API_KEY');
    expect((await translations(h, 'de', 'no-such-namespace')).body).toEqual({
      locale: 'de',
      namespace: 'no-such-namespace',
      translations: {},
    });
  });
});
