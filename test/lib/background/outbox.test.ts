import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { LocaleLensClient } from '../../../lib/contract/client';
import { Outbox, outboxItem } from '../../../lib/background/outbox';
import type { OutboxEntry } from '../../../lib/messaging/types';
import { entry } from '../fixtures/target-status';

type Reply = { status: number; body: unknown; headers?: Record<string, string> } | Error;

/** A scripted service: each request takes the next reply; requests are recorded. */
function scripted(replies: Reply[]) {
  const requests: { path: string; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    requests.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    const reply = replies.shift() ?? new Error('no scripted reply');
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  return {
    requests,
    client: new LocaleLensClient({ baseUrl: 'http://svc', apiKey: 'k', fetch: fetchFn }),
  };
}

const OWNER = { baseUrl: 'http://svc', who: 'user:u1', projectId: 'p1', label: 'me@x.test' };
const ROW = { locale: 'de', namespace: 'common', key: 'nav.home' };

function makeOutbox(replies: Reply[], now = { t: 1_000 }) {
  const service = scripted(replies);
  const applied: unknown[] = [];
  const scheduled: number[] = [];
  const outbox = new Outbox({
    client: () => service.client,
    owner: () => OWNER,
    now: () => now.t,
    onRejected: async () => undefined,
    onApplied: (ref) => applied.push(ref),
    onChanged: () => undefined,
    schedule: (at) => scheduled.push(at),
  });
  return { outbox, ...service, applied, scheduled, now };
}

beforeEach(() => fakeBrowser.reset());

describe('Outbox', () => {
  it('sends a save with its base text and forgets it once the service applied it', async () => {
    const o = makeOutbox([
      {
        status: 200,
        body: { results: { 'nav.home': { ok: true, entry: entry({ text: 'Neu' }) } } },
      },
    ]);
    await o.outbox.enqueue({ ...ROW, kind: 'save', text: 'Neu', baseText: 'Alt' });
    await o.outbox.run();
    expect(o.requests[0]).toEqual({
      path: '/api/integrations/targets/save',
      body: {
        locale: 'de',
        namespace: 'common',
        rows: [{ key: 'nav.home', text: 'Neu', base_text: 'Alt' }],
      },
    });
    expect(await o.outbox.list()).toEqual([]);
    expect(o.applied).toHaveLength(1);
  });

  it('keeps a conflict with their text until the user chooses; "keep mine" resends against theirs', async () => {
    const o = makeOutbox([
      {
        status: 200,
        body: {
          results: {
            'nav.home': {
              ok: false,
              code: 'CONFLICT',
              message: 'changed',
              entry: entry({ text: 'Theirs' }),
            },
          },
        },
      },
      {
        status: 200,
        body: { results: { 'nav.home': { ok: true, entry: entry({ text: 'Mine' }) } } },
      },
    ]);
    await o.outbox.enqueue({ ...ROW, kind: 'save', text: 'Mine', baseText: 'Original' });
    await o.outbox.run();
    const [conflict] = await o.outbox.list();
    expect(conflict).toMatchObject({
      state: 'conflict',
      text: 'Mine',
      baseText: 'Original',
      theirs: { text: 'Theirs' },
    });
    await o.outbox.resolve(conflict!.id, 'mine');
    await o.outbox.run();
    expect((o.requests[1]!.body as { rows: { base_text: string }[] }).rows[0]!.base_text).toBe(
      'Theirs',
    );
    expect(await o.outbox.list()).toEqual([]);
  });

  it('"take theirs" drops my edit', async () => {
    const o = makeOutbox([
      {
        status: 200,
        body: {
          results: {
            'nav.home': { ok: false, code: 'CONFLICT', message: 'x', entry: entry({ text: 'T' }) },
          },
        },
      },
    ]);
    await o.outbox.enqueue({ ...ROW, kind: 'save', text: 'Mine', baseText: 'O' });
    await o.outbox.run();
    await o.outbox.resolve((await o.outbox.list())[0]!.id, 'theirs');
    expect(await o.outbox.list()).toEqual([]);
  });

  it('waits out a busy locale (Retry-After) and never drops the edit', async () => {
    const o = makeOutbox([
      {
        status: 423,
        body: { error: { type: 'locked', code: 'TARGET_BUSY', message: 'busy' } },
        headers: { 'retry-after': '3' },
      },
      { status: 200, body: { entry: entry({ text: 'x' }) } },
    ]);
    await o.outbox.enqueue({ ...ROW, kind: 'transition', action: 'lock' });
    await o.outbox.run();
    expect(await o.outbox.list()).toMatchObject([{ state: 'pending', attempts: 1, nextAt: 4_000 }]);
    expect(o.scheduled).toContain(4_000);
    await o.outbox.run(); // not due yet
    expect(o.requests).toHaveLength(1);
    o.now.t = 4_000;
    await o.outbox.run();
    expect(o.requests).toHaveLength(2);
    expect(await o.outbox.list()).toEqual([]);
  });

  it("sends a reject's reason with it", async () => {
    const o = makeOutbox([{ status: 200, body: { entry: entry({ text: 'x' }) } }]);
    await o.outbox.enqueue({ ...ROW, kind: 'transition', action: 'reject', reason: 'Too formal' });
    await o.outbox.run();
    expect(o.requests[0]).toEqual({
      path: '/api/integrations/targets/transition',
      body: { ...ROW, action: 'reject', reason: 'Too formal' },
    });
  });

  it('retries network failures with growing backoff', async () => {
    const o = makeOutbox([new TypeError('fetch failed'), new TypeError('fetch failed')]);
    await o.outbox.enqueue({ ...ROW, kind: 'save', text: 'a', baseText: null });
    await o.outbox.run();
    const first = (await o.outbox.list())[0]!;
    o.now.t = first.nextAt;
    await o.outbox.run();
    const second = (await o.outbox.list())[0]!;
    expect(second.attempts).toBe(2);
    expect(second.nextAt - o.now.t).toBeGreaterThan(first.nextAt - 1_000);
  });

  it('a newer save of the same row replaces the pending one and keeps the first base text', async () => {
    const o = makeOutbox([]);
    await outboxItem.setValue([]);
    const paused = o.outbox.run(); // nothing due: settles at once
    await paused;
    await o.outbox
      .enqueue({ ...ROW, kind: 'save', text: 'one', baseText: 'base' })
      .catch(() => undefined);
    // The first send fails for want of a reply: the entry stays pending.
    await o.outbox.run();
    await o.outbox.enqueue({ ...ROW, kind: 'save', text: 'two', baseText: 'one' });
    const all = await o.outbox.list();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ text: 'two', baseText: 'base' });
  });

  it('after a stop mid-send, a confirm that already landed is not sent again', async () => {
    const interrupted: OutboxEntry = {
      ...ROW,
      id: 'e1',
      kind: 'transition',
      action: 'confirm',
      expectedStage: 0,
      state: 'sending',
      attempts: 0,
      nextAt: 0,
      lastError: null,
      createdAt: 0,
      owner: OWNER,
    };
    await outboxItem.setValue([interrupted]);
    const o = makeOutbox([
      {
        status: 200,
        body: { translations: { 'nav.home': { ...entry({ text: 'x' }), stageIndex: 1 } } },
      },
    ]);
    await o.outbox.run();
    expect(o.requests.map((r) => r.path)).toEqual(['/api/integrations/targets/status']);
    expect(await o.outbox.list()).toEqual([]);
  });

  it('after a stop mid-send, a confirm that did not land is sent once', async () => {
    await outboxItem.setValue([
      {
        ...ROW,
        id: 'e2',
        kind: 'transition',
        action: 'confirm',
        expectedStage: 0,
        state: 'sending',
        attempts: 0,
        nextAt: 0,
        lastError: null,
        createdAt: 0,
        owner: OWNER,
      },
    ]);
    const o = makeOutbox([
      {
        status: 200,
        body: { translations: { 'nav.home': { ...entry({ text: 'x' }), stageIndex: 0 } } },
      },
      { status: 200, body: { entry: { ...entry({ text: 'x' }), stageIndex: 1 } } },
    ]);
    await o.outbox.run();
    expect(o.requests.map((r) => r.path)).toEqual([
      '/api/integrations/targets/status',
      '/api/integrations/targets/transition',
    ]);
  });

  it('marks a refused write failed, with the reason, instead of retrying forever', async () => {
    const o = makeOutbox([
      {
        status: 200,
        body: {
          results: { 'nav.home': { ok: false, code: 'LOCKED', message: 'The row is locked' } },
        },
      },
    ]);
    await o.outbox.enqueue({ ...ROW, kind: 'save', text: 'x', baseText: null });
    await o.outbox.run();
    expect(await o.outbox.list()).toMatchObject([
      { state: 'failed', lastError: 'The row is locked' },
    ]);
  });

  it('keeps a row in order: a confirm waits behind the save it confirms while that save waits', async () => {
    const o = makeOutbox([
      {
        status: 423,
        body: { error: { type: 'locked', code: 'TARGET_BUSY', message: 'busy' } },
        headers: { 'retry-after': '5' },
      },
      { status: 200, body: { results: { 'nav.home': { ok: true, entry: entry({ text: 'x' }) } } } },
      {
        status: 200,
        body: { translations: { 'nav.home': { ...entry({ text: 'x' }), stageIndex: 0 } } },
      },
      { status: 200, body: { entry: { ...entry({ text: 'x' }), stageIndex: 1 } } },
    ]);
    await o.outbox.enqueue({ ...ROW, kind: 'save', text: 'x', baseText: null });
    await o.outbox.enqueue({ ...ROW, kind: 'transition', action: 'confirm', expectedStage: 0 });
    await o.outbox.run();
    expect(o.requests.map((r) => r.path)).toEqual(['/api/integrations/targets/save']);
    o.now.t += 5_000;
    await o.outbox.run();
    expect(o.requests.map((r) => r.path)).toEqual([
      '/api/integrations/targets/save',
      '/api/integrations/targets/save',
      '/api/integrations/targets/status',
      '/api/integrations/targets/transition',
    ]);
    expect(await o.outbox.list()).toEqual([]);
  });
});
