import { describe, expect, it } from 'vitest';
import { fakeService, onClock } from './status-fakes';

describe('StatusService keeps what did not change', () => {
  it('keeps a status fetched again unchanged as the same object, and a changed one new', async () => {
    let text = 'T:a';
    const { client } = fakeService();
    const original = client.targetStatus.bind(client);
    client.targetStatus = async (q) => {
      const res = await original(q);
      if (res.translations.a) res.translations.a = { ...res.translations.a, text };
      return res;
    };
    const { service, clock } = onClock(client);
    const ids = ['a', 'b', 'missing.c'];
    const refs = ids.map((key) => ({ namespace: 'common', key }));
    const first = await service.get('de', refs);
    clock.at = 2000; // every status is due: fetched again, the same
    const again = await service.get('de', refs);
    const entry = (answer: typeof first, key: string) => answer.entries[`common\u0000${key}`];
    for (const id of ids) expect(entry(again, id)).toBe(entry(first, id));
    [text, clock.at] = ['T:a, changed', 4000];
    const changed = await service.get('de', refs);
    expect(entry(changed, 'a')).toMatchObject({ text: 'T:a, changed' });
    expect(entry(changed, 'b')).toBe(entry(first, 'b'));
  });
});
