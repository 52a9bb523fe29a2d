import { describe, expect, it, vi } from 'vitest';
import { StatusService } from '../../../lib/background/status-service';
import { fakeService, onClock } from './status-fakes';

/** What an answer holds when statuses are past their time, fail to arrive or pass the cap. */
describe('StatusService, statuses read behind an answer', () => {
  it('answers a status past its time as it was while it is read again, and says when it landed', async () => {
    let edition = 1;
    let hold: Promise<void> | undefined;
    let release = () => {};
    const { calls, client } = fakeService(
      false,
      () => hold,
      (k) => `${k} v${edition}`,
    );
    const { service, clock } = onClock(client);
    let told = 0;
    service.onFetched = () => told++;
    const refs = [{ namespace: 'common', key: 'a' }];
    const shown = () =>
      service.get('de', refs, undefined, { stale: true }).then((a) => a.entries['common\u0000a']);
    expect(await shown()).toMatchObject({ text: 'a v1' }); // never read: waited for
    expect(told).toBe(0); // its asker had it in its answer
    edition = 2;
    hold = new Promise((r) => (release = r));
    clock.at = 1000; // past its time: read again, answered as it was meanwhile
    expect(await shown()).toMatchObject({ text: 'a v1' });
    expect(await shown()).toMatchObject({ text: 'a v1' }); // one request, still in flight
    expect(calls.filter((u) => u.pathname.endsWith('/status'))).toHaveLength(2);
    release();
    await vi.waitFor(() => expect(told).toBe(1));
    expect(await shown()).toMatchObject({ text: 'a v2' });
    // Without `stale` (a write's check), a status past its time is waited for.
    edition = 3;
    hold = undefined;
    clock.at = 2000;
    const fresh = await service.get('de', refs);
    expect(fresh.entries['common\u0000a']).toMatchObject({ text: 'a v3' });
    expect(told).toBe(1);
  });

  it('answers a status it found fresh even when the cap drops it while the rest is read', async () => {
    let hold: Promise<void> | undefined = undefined; // the first read is not held
    let release = () => {};
    const { client } = fakeService(false, () => hold);
    const service = new StatusService(
      () => client,
      () => 'http://svc',
      { maxEntries: 2 },
    );
    const fresh = { namespace: 'common', key: 'fresh' };
    await service.get('de', [fresh]);
    hold = new Promise((r) => (release = r));
    const answer = service.get('de', [fresh, { namespace: 'common', key: 'new' }]);
    // Meanwhile another page's statuses land and push `fresh` out of the cache.
    const other = service.get('de', [
      { namespace: 'shop', key: 'x' },
      { namespace: 'shop', key: 'y' },
    ]);
    release();
    await other;
    expect(Object.keys((await answer).entries).sort()).toEqual([
      'common\u0000fresh',
      'common\u0000new',
    ]);
  });

  it('tells of a status shown stale when another asker’s read of it lands', async () => {
    let hold: Promise<void> | undefined = undefined; // the first read is not held
    let release = () => {};
    const { client } = fakeService(false, () => hold);
    const { service, clock } = onClock(client);
    let told = 0;
    service.onFetched = () => told++;
    const refs = [{ namespace: 'common', key: 'a' }];
    await service.get('de', refs);
    hold = new Promise((r) => (release = r));
    clock.at = 1000;
    const waiting = service.get('de', refs); // a write's check: waits for its read
    const shown = await service.get('de', refs, undefined, { stale: true });
    expect(shown.entries['common\u0000a']).toMatchObject({ text: 'T:a' });
    release();
    await waiting;
    await vi.waitFor(() => expect(told).toBe(1));
  });

  it('says nothing when the statuses read behind an answer failed to arrive', async () => {
    let fail = false;
    const { client } = fakeService(false, () =>
      fail ? Promise.reject(new TypeError('offline')) : undefined,
    );
    const { service, clock } = onClock(client);
    let told = 0;
    service.onFetched = () => told++;
    const refs = [{ namespace: 'common', key: 'a' }];
    await service.get('de', refs, undefined, { wait: false });
    await vi.waitFor(() => expect(told).toBe(1)); // not waited for: its asker is told
    fail = true;
    clock.at = 1000;
    const answer = await service.get('de', refs, undefined, { stale: true });
    expect(answer.entries['common\u0000a']).toMatchObject({ text: 'T:a' });
    await new Promise((r) => setTimeout(r, 20));
    expect(told).toBe(1); // asking again at once would only fail again
  });

  it('answers every status it waited for, even past the cap of statuses it keeps', async () => {
    const { client } = fakeService();
    const service = new StatusService(
      () => client,
      () => 'http://svc',
      { maxEntries: 3, maxUrlBytes: 100 }, // a few keys a request: the cap falls between them
    );
    const refs = Array.from({ length: 12 }, (_, i) => ({ namespace: 'common', key: `key.${i}` }));
    const answer = await service.get('de', refs);
    expect(Object.keys(answer.entries)).toHaveLength(12);
    expect(answer.partial).toBeUndefined();
  });
});
