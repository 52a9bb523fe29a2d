import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { storage } from 'wxt/utils/storage';
import { cached } from '../../../lib/background/cached-item';
import type { FrameScan } from '../../../lib/background/frame-scan';
import { boundFrame, budgetFor, REPORT_BOUNDS } from '../../../lib/background/report-bounds';
import { protocol } from '../../../lib/messaging/protocol';
import type { FrameKey } from '../../../lib/messaging/types';

const key = (i: number, extra = ''): FrameKey => ({
  namespace: 'common',
  key: `k${i}${extra}`,
  method: 'attribute',
  where: 'text',
  inShadowRoot: false,
  visible: true,
  ambiguous: false,
});
const frame = (keys: FrameKey[]): FrameScan => ({
  url: 'http://127.0.0.1/',
  locale: 'de',
  keys,
  shadowRoots: 0,
  unmatchedTextCount: 0,
});

describe("a frame's report is bounded", () => {
  it('keeps the keys that fit in the budget and counts the rest as dropped', () => {
    const scan = frame(Array.from({ length: 1000 }, (_, i) => key(i, 'x'.repeat(100))));
    const bounded = boundFrame(scan, 20_000);
    expect(bounded.keys.length).toBeGreaterThan(0);
    expect(bounded.keys.length).toBeLessThan(1000);
    expect(bounded.dropped).toBe(1000 - bounded.keys.length);
    expect(JSON.stringify(bounded).length).toBeLessThanOrEqual(20_000);
  });

  it('leaves a frame within its budget as it is', () => {
    const scan = frame([key(1)]);
    expect(boundFrame(scan, 10_000)).toBe(scan);
  });

  it("shares one tab's budget among its frames, and keeps no frame past the count", () => {
    const big = boundFrame(frame(Array.from({ length: 5_000 }, (_, i) => key(i))), Infinity);
    expect(budgetFor([big])).toBe(REPORT_BOUNDS.tabBytes - JSON.stringify(big).length);
    const many = Array.from({ length: REPORT_BOUNDS.framesPerTab }, () => frame([]));
    expect(budgetFor(many)).toBe(0);
  });
});

describe('page-controlled fields of a frame report', () => {
  const parse = (payload: object) => protocol['frame.scanned'].request.safeParse(payload);
  const valid = { url: 'http://127.0.0.1/', locale: 'de', shadowRoots: 1, unmatchedTextCount: 2 };

  it('drops a malformed key and keeps the rest', () => {
    const bad = [
      { ...key(2), where: `attr:${'a'.repeat(500)}` },
      { ...key(3), key: 'x'.repeat(5000) },
      { ...key(4), method: 'evil' },
      'not a key',
    ];
    const res = parse({ ...valid, keys: [key(1), ...bad, key(5)] });
    expect(res.success).toBe(true);
    expect(res.data?.keys.map((k) => k.key)).toEqual(['k1', 'k5']);
  });

  it('reads absurd counts, a bad locale or a huge URL as nothing instead of refusing the frame', () => {
    const res = parse({
      url: 'x'.repeat(100_000),
      locale: { toString: 'evil' },
      keys: [key(1)],
      shadowRoots: 1e12,
      unmatchedTextCount: -1,
    });
    expect(res.data).toMatchObject({
      url: '',
      locale: null,
      shadowRoots: 0,
      unmatchedTextCount: 0,
    });
    expect(res.data?.keys).toHaveLength(1);
  });

  it('keeps at most a bounded number of keys and candidates', () => {
    const keys = Array.from({ length: 25_000 }, (_, i) => key(i));
    expect(parse({ ...valid, keys }).data?.keys).toHaveLength(20_000);
    const candidates = Array.from({ length: 80 }, (_, i) => ({ namespace: 'n', key: `c${i}` }));
    const one = parse({ ...valid, keys: [{ ...key(1), ambiguous: true, candidates }] });
    expect(one.data?.keys[0]?.candidates).toHaveLength(50);
  });

  it('drops a bad key of a status request and asks about the rest', () => {
    const res = protocol['status.get'].request.safeParse({
      locale: 'de',
      refs: [{ namespace: 'common', key: 'a' }, { namespace: '', key: 'b' }, null],
    });
    expect(res.data?.refs).toEqual([{ namespace: 'common', key: 'a' }]);
  });
});

describe('a stored item that fails to write', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the old value in memory too, and tells the caller', async () => {
    const item = storage.defineItem<{ mode: string }>('session:test', {
      fallback: { mode: 'demo' },
    });
    const c = cached(item, { mode: 'demo' });
    await c.ready;
    const original = item.setValue.bind(item);
    item.setValue = async () => {
      throw new Error('QUOTA_BYTES quota exceeded');
    };
    await expect(c.set({ mode: 'signed_in' })).rejects.toThrow(/quota/);
    expect(c.current()).toEqual({ mode: 'demo' });
    item.setValue = original;
    await c.update({ mode: 'key' });
    expect(c.current()).toEqual({ mode: 'key' });
    expect(await item.getValue()).toEqual({ mode: 'key' });
  });
});

describe('a write that storage refuses', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is reported as full storage, not as an unreachable service', async () => {
    const { createRouter } = await import('../../../lib/background/router');
    const { DEFAULT_SETTINGS, NO_CREDENTIALS } = await import('../../../lib/background/settings');
    const full = async () => {
      throw new Error('Session storage quota bytes exceeded');
    };
    const router = createRouter({
      extensionId: 'id',
      extensionOrigin: 'chrome-extension://id/',
      settings: {
        ready: Promise.resolve(),
        current: () => DEFAULT_SETTINGS,
        set: full,
        update: full,
      },
      credentials: {
        ready: Promise.resolve(),
        current: () => NO_CREDENTIALS,
        set: full,
        update: full,
      },
      frames: {
        put: async () => undefined,
        begin: async () => undefined,
        get: async () => new Map(),
        patch: async () => false,
      },
      lens: { get: async () => true, set: async () => undefined },
      selections: { get: async () => null, set: async () => undefined },
      sites: {} as never,
      sendToTab: async () => undefined,
      sendToTabs: () => undefined,
      broadcast: () => undefined,
      schedule: () => undefined,
    });
    const answer = await router.handle(
      { type: 'auth.signOut' },
      { id: 'id', url: 'chrome-extension://id/sidepanel.html' },
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'STORAGE_FULL', status: 507 } });
  });
});
