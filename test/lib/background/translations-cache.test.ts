import { describe, expect, it } from 'vitest';
import type { LocaleLensClient } from '../../../lib/contract/client';
import { TranslationsCache } from '../../../lib/background/translations-cache';

type Texts = Record<string, Record<string, string>>;

/** A service whose answers come when the test says, each with the texts of the user asking. */
function slowService() {
  const waiting: Array<(texts: Texts) => void> = [];
  const client = {
    allTranslations: () =>
      new Promise((resolve) =>
        waiting.push((texts) => resolve({ body: { namespaces: texts }, etag: undefined })),
      ),
  } as unknown as LocaleLensClient;
  return { client: () => client, answer: (i: number, texts: Texts) => waiting[i]!(texts), waiting };
}

describe('the delivered texts of a language', () => {
  it('keeps no answer asked for before the credentials changed', async () => {
    const service = slowService();
    const cache = new TranslationsCache(service.client);
    const before = cache.get('de'); // asked as the user signed out
    cache.clear(); // another user signs in
    const after = cache.get('de');
    service.answer(1, { common: { title: 'Neu' } });
    expect(await after).toEqual({ common: { title: 'Neu' } });
    service.answer(0, { common: { title: 'Alt' } }); // the old ask's answer comes last
    expect(await before).toEqual({ common: { title: 'Alt' } });
    expect(await cache.get('de')).toEqual({ common: { title: 'Neu' } });
    expect(service.waiting).toHaveLength(2);
  });

  it('asks again after a clear when the ask before it is still out', async () => {
    const service = slowService();
    const cache = new TranslationsCache(service.client);
    void cache.get('de');
    cache.clear();
    service.answer(0, { common: { title: 'Alt' } });
    await Promise.resolve();
    const next = cache.get('de');
    expect(service.waiting).toHaveLength(2);
    service.answer(1, { common: { title: 'Neu' } });
    expect(await next).toEqual({ common: { title: 'Neu' } });
  });
});
