import { describe, expect, it, vi } from 'vitest';
import { LocaleLensClient } from '../../../lib/contract/client';
import { chunkKeys, localeCandidates } from '../../../lib/background/status-requests';
import { StatusService } from '../../../lib/background/status-service';
import { fakeService, onClock } from './status-fakes';

describe('localeCandidates', () => {
  it.each([
    ['de', ['de']],
    ['de-DE', ['de-DE', 'de']],
    ['zh_Hant_TW', ['zh_Hant_TW', 'zh']],
  ])('%s → %j', (input, expected) => expect(localeCandidates(input)).toEqual(expected));
});

describe('chunkKeys', () => {
  const prefix =
    'http://127.0.0.1:8787/api/integrations/targets/status?locale=de&namespace=common&keys=';
  it('keeps every URL under the byte limit and every chunk within the key limit', () => {
    const keys = Array.from({ length: 3000 }, (_, i) => `section.${i}.label:with/üñí`);
    const chunks = chunkKeys(prefix, keys, 8000);
    expect(chunks.flat()).toEqual(keys);
    for (const chunk of chunks) {
      expect(prefix.length + encodeURIComponent(chunk.join(',')).length).toBeLessThanOrEqual(8000);
      expect(chunk.length).toBeLessThanOrEqual(1000);
    }
  });
  it('caps a chunk at 1,000 keys even when they are short', () => {
    const chunks = chunkKeys(
      prefix,
      Array.from({ length: 2500 }, (_, i) => `k${i}`),
      1_000_000,
    );
    expect(chunks.map((c) => c.length)).toEqual([1000, 1000, 500]);
  });
});

/** A service that knows the workflow, whose status requests answer once released. */
async function heldBack() {
  let release!: () => void;
  const { client } = fakeService(false, new Promise<void>((r) => (release = r)));
  const service = new StatusService(
    () => client,
    () => 'http://svc',
  );
  await service.get('de', []);
  return { service, release };
}

describe('StatusService', () => {
  it('resolves de-DE to de, groups per namespace, and serves repeats from the cache', async () => {
    const { calls, client } = fakeService();
    const { service, clock } = onClock(client);
    const refs = [
      { namespace: 'common', key: 'a' },
      { namespace: 'common', key: 'missing.b' },
      { namespace: 'checkout', key: 'c' },
      { namespace: 'common', key: 'a' },
    ];
    const answer = await service.get('de-DE', refs);
    expect(answer.locale).toBe('de');
    expect(answer.entries['common\u0000a']).toMatchObject({ text: 'T:a' });
    expect(answer.entries['common\u0000missing.b']).toBeNull();
    expect(answer.flags.checkout).toEqual({ archived: false, busy: false, can_create: true });
    const statusCalls = () => calls.filter((u) => u.pathname.endsWith('/status'));
    expect(statusCalls()).toHaveLength(2); // one per namespace, duplicates merged
    await service.get('de-DE', refs);
    expect(statusCalls()).toHaveLength(2); // cached
    clock.at = 2000;
    await service.get('de-DE', refs);
    expect(statusCalls()).toHaveLength(4); // expired
    service.invalidate('de', 'common');
    await service.get('de-DE', refs);
    expect(statusCalls()).toHaveLength(5); // only the invalidated namespace
  });

  it('keeps what it read while the row stream is followed until the stream names it', async () => {
    const { calls, client } = fakeService();
    const { service, clock } = onClock(client);
    const keysAsked = () =>
      calls.filter((u) => u.pathname.endsWith('/status')).map((u) => u.searchParams.get('keys'));
    const refs = [
      { namespace: 'common', key: 'a' },
      { namespace: 'common', key: 'b' },
    ];
    service.liveSince = () => 0;
    expect((await service.get('de', refs)).live).toBe(true); // the page need not poll
    clock.at = 60_000; // long past the TTL: the stream would have said if they changed
    await service.get('de', refs);
    expect(keysAsked()).toEqual(['a,b']);
    service.invalidate('de', 'common', ['b']);
    await service.get('de', refs);
    expect(keysAsked()).toEqual(['a,b', 'b']);
    service.liveSince = () => null; // the stream is down: the TTL holds again
    clock.at = 120_000;
    expect((await service.get('de', refs)).live).toBeUndefined();
    expect(keysAsked()).toEqual(['a,b', 'b', 'a,b']);
  });

  it('answers the same keys again from its last answer until a status changes or is due', async () => {
    const { calls, client } = fakeService();
    const { service, clock } = onClock(client);
    const statusCalls = () => calls.filter((u) => u.pathname.endsWith('/status')).length;
    const refs = [{ namespace: 'common', key: 'a' }];
    await service.get('de', refs);
    const first = await service.get('de', refs); // made from statuses all known
    expect(first.entries['common\u0000a']).toMatchObject({ text: 'T:a' });
    expect(await service.get('de', refs)).toBe(first);
    expect(await service.get('de', [...refs])).not.toBe(first); // other askers join on their own
    clock.at = 500;
    await service.get('de', [{ namespace: 'common', key: 'c' }]); // a status landed
    const second = await service.get('de', refs);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    clock.at = 999;
    expect(await service.get('de', refs)).toBe(second);
    clock.at = 1000; // the status of `a` is due again: fetched, not answered from before
    const before = statusCalls();
    expect(await service.get('de', refs)).not.toBe(second);
    expect(statusCalls()).toBe(before + 1);
  });

  it('does not keep an answer made while a status was being fetched', async () => {
    const { service, release } = await heldBack();
    const refs = [{ namespace: 'common', key: 'a' }];
    const unwaited = () => service.get('de', refs, undefined, { wait: false });
    expect((await unwaited()).entries).toEqual({}); // missing: asked for
    expect((await unwaited()).entries).toEqual({}); // being fetched
    const waited = service.get('de', refs);
    release();
    expect((await waited).entries['common\u0000a']).toMatchObject({ text: 'T:a' });
  });

  it('asks again after two seconds while a fill runs on the language', async () => {
    const { calls, client } = fakeService(true);
    let now = 0;
    const service = new StatusService(
      () => client,
      () => 'http://svc',
      { now: () => now },
    );
    const refs = [{ namespace: 'common', key: 'a' }];
    const statusCalls = () => calls.filter((u) => u.pathname.endsWith('/status')).length;
    expect((await service.get('de', refs)).flags.common?.busy).toBe(true);
    now = 1000;
    await service.get('de', refs);
    expect(statusCalls()).toBe(1);
    now = 2500;
    await service.get('de', refs);
    expect(statusCalls()).toBe(2);
  });

  it('follows a fill by itself, says when the rows may have changed, and when it has ended', async () => {
    vi.useFakeTimers();
    try {
      let busy = true;
      const { client } = fakeService(() => busy);
      let now = 0;
      const service = new StatusService(
        () => client,
        () => 'http://svc',
        { now: () => now },
      );
      const told: [string, string, boolean][] = [];
      service.onFill = (locale, namespace, ended) => told.push([locale, namespace, ended]);
      await service.get('de', [{ namespace: 'common', key: 'a' }]);
      const later = async (ms: number) => {
        now += ms;
        await vi.advanceTimersByTimeAsync(ms);
      };
      await later(2100);
      expect(told).toEqual([['de', 'common', false]]);
      busy = false;
      await later(2100);
      expect(told).toEqual([
        ['de', 'common', false],
        ['de', 'common', true],
      ]);
      // Ended: nothing more is asked or told.
      await later(10_000);
      expect(told).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('joins the statuses once for askers of the same keys who waited for them', async () => {
    const { service, release } = await heldBack();
    const refs = [{ namespace: 'common', key: 'a' }];
    // The side panel's page and the report, both waiting for the same request.
    const [panel, report] = [service.get('de', refs), service.get('de', refs)];
    release();
    const [a, b] = await Promise.all([panel, report]);
    expect(a.entries['common\u0000a']).toMatchObject({ text: 'T:a' });
    expect(b).toBe(a);
  });

  it('shares one request between concurrent askers of the same keys', async () => {
    const { calls, client } = fakeService();
    const service = new StatusService(
      () => client,
      () => 'http://svc',
    );
    const refs = [{ namespace: 'common', key: 'x' }];
    await Promise.all([service.get('de', refs), service.get('de', refs), service.get('de', refs)]);
    expect(calls.filter((u) => u.pathname.endsWith('/status'))).toHaveLength(1);
  });

  it('reports a page in the source language as such, and an unknown language as none', async () => {
    const { client } = fakeService();
    const service = new StatusService(
      () => client,
      () => 'http://svc',
    );
    expect(await service.get('en', [{ namespace: 'common', key: 'x' }])).toMatchObject({
      locale: 'en',
      isSource: true,
    });
    expect(await service.get('pt-BR', [{ namespace: 'common', key: 'x' }])).toMatchObject({
      locale: null,
      workflow: null,
    });
  });
});

describe('StatusService with stages for one namespace only', () => {
  it('judges each namespace with its own workflow, asked once per namespace', async () => {
    const asked: (string | null)[] = [];
    const fetchFn: typeof fetch = async (input) => {
      const url = new URL(String(input));
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (url.pathname.endsWith('/editor/workflow')) {
        const ns = url.searchParams.get('namespace');
        asked.push(ns);
        return json({
          stages: [],
          work_stage_count: 2,
          // Without a namespace: the stages of any namespace, as the service answers.
          user_assigned_stages: ns === 'common' ? [] : [0],
          is_pm_admin: false,
          source_locale: 'en',
          caller_kind: 'session',
        });
      }
      const keys = url.searchParams.get('keys')!.split(',');
      return json({
        translations: Object.fromEntries(keys.map((k) => [k, { text: 'T', rowState: 'edited' }])),
        can_create: true,
        archived: false,
        busy: false,
      });
    };
    const client = new LocaleLensClient({ baseUrl: 'http://svc', apiKey: 'k', fetch: fetchFn });
    const service = new StatusService(
      () => client,
      () => 'http://svc',
    );
    const refs = [
      { namespace: 'checkout', key: 'gift.label' },
      { namespace: 'common', key: 'nav.home' },
    ];
    const answer = await service.get('de', refs);
    expect(answer.readOnly['checkout\u0000gift.label']).toBeUndefined();
    expect(answer.readOnly['common\u0000nav.home']).toBeDefined();
    expect(answer.workflows?.common?.user_assigned_stages).toEqual([]);
    await service.get('de', refs);
    expect(asked.filter((n) => n !== null).sort()).toEqual(['checkout', 'common']);
  });
});
