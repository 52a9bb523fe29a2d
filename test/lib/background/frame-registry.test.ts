import { describe, expect, it } from 'vitest';
import type { FrameUpdate } from '../../../lib/background/frame-patch';
import { createFrameRegistry, type FrameRegistry } from '../../../lib/background/frame-registry';
import type { FrameScan } from '../../../lib/background/frame-scan';
import { REPORT_BOUNDS } from '../../../lib/background/report-bounds';
import type { FrameKey } from '../../../lib/messaging/types';

const key = (i: number): FrameKey => ({
  namespace: 'common',
  key: `bench.section${i % 50}.item${i}`,
  method: i % 2 ? 'invisible' : 'attribute',
  where: 'text',
  inShadowRoot: false,
  visible: true,
  ambiguous: false,
});
const frame = (count: number): FrameScan => ({
  url: 'http://127.0.0.1/big',
  locale: 'de',
  keys: Array.from({ length: count }, (_, i) => key(i)),
  shadowRoots: 0,
  unmatchedTextCount: 0,
});

describe('the frame registry of a page with 20,000 keys', () => {
  it('answers with every key', async () => {
    const registry = createFrameRegistry();
    await registry.put(7, 0, frame(20_000));
    const kept = (await registry.get(7)).get(0)!;
    expect(kept.keys).toHaveLength(20_000);
    expect(kept.dropped ?? 0).toBe(0);
  });

  it('bounds what a page reports', async () => {
    const registry = createFrameRegistry();
    await registry.put(8, 0, frame(20_000));
    await registry.put(8, 1, frame(20_000));
    await registry.put(8, 2, frame(20_000));
    await registry.put(8, 3, frame(20_000));
    const frames = [...(await registry.get(8)).values()];
    const dropped = frames.reduce((n, f) => n + (f.dropped ?? 0), 0);
    expect(dropped).toBeGreaterThan(0);
    const bytes = frames.reduce((n, f) => n + JSON.stringify(f).length, 0);
    expect(bytes).toBeLessThan(8_000_000 * 1.001); // give or take the digits of `dropped`
  });
});

describe('a change to a frame the registry holds', () => {
  const change = (base: number, c: Partial<FrameUpdate> = {}): FrameUpdate => ({
    ...frame(0),
    base,
    revision: base + 1,
    removed: [],
    flipped: [],
    added: [],
    ...c,
  });
  const keysOf = async (registry: FrameRegistry, tabId: number) =>
    (await registry.get(tabId)).get(0)!.keys.map((k) => k.key);

  it('applies to the revision it was made against, and the report sees it', async () => {
    const registry = createFrameRegistry();
    await registry.put(3, 0, { ...frame(3), revision: 10 });
    const before = (await registry.get(3)).get(0);
    expect(await registry.patch(3, 0, change(10, { removed: [1], added: [key(7)] }))).toBe(true);
    expect(await keysOf(registry, 3)).toEqual([key(0).key, key(2).key, key(7).key]);
    expect((await registry.get(3)).get(0)).not.toBe(before); // a report built on it is stale
    expect(await registry.patch(3, 0, change(11, { removed: [0] }))).toBe(true);
    expect(await keysOf(registry, 3)).toEqual([key(2).key, key(7).key]);
  });

  it.each([
    ['a stale revision', 9],
    ['a revision not reported yet', 12],
  ])('is refused on %s, and the frame is left as it was', async (_, base) => {
    const registry = createFrameRegistry();
    await registry.put(3, 0, { ...frame(3), revision: 10 });
    expect(await registry.patch(3, 0, change(base, { removed: [0] }))).toBe(false);
    expect(await keysOf(registry, 3)).toHaveLength(3);
  });

  it('is refused for a frame not reported, or reported without a revision', async () => {
    const registry = createFrameRegistry();
    expect(await registry.patch(3, 0, change(10))).toBe(false);
    await registry.put(3, 0, frame(3));
    expect(await registry.patch(3, 0, change(10))).toBe(false);
  });

  it('keeps the bounds: a frame patched past them drops keys', async () => {
    const registry = createFrameRegistry();
    await registry.put(5, 0, { ...frame(19_000), revision: 1 });
    await registry.put(5, 1, { ...frame(19_000), revision: 1 });
    await registry.put(5, 2, { ...frame(5_000), revision: 1 });
    // 10,000 keys of 200 characters more: the tab's frames pass its 8 MB.
    const added = Array.from({ length: 10_000 }, (_, i) => ({
      ...key(20_000 + i),
      key: `bench.long${i}.${'x'.repeat(200)}`,
    }));
    expect(await registry.patch(5, 2, change(1, { added }))).toBe(true);
    const frames = [...(await registry.get(5)).values()];
    const bytes = frames.reduce((n, f) => n + JSON.stringify(f).length, 0);
    expect(bytes).toBeLessThan(REPORT_BOUNDS.tabBytes * 1.001);
    const patched = frames[2]!;
    expect(patched.dropped).toBe(15_000 - patched.keys.length);
    expect(patched.dropped).toBeGreaterThan(0);
    // Its positions are no longer the content script's: the next change is refused.
    expect(await registry.patch(5, 2, change(2))).toBe(false);
  });
});

describe('a frame whose content script has started', () => {
  it('is held with no keys until it reports', async () => {
    const registry = createFrameRegistry();
    await registry.begin(9, 0);
    expect((await registry.get(9)).get(0)?.keys).toEqual([]);
  });

  it.each([
    { name: 'its report arrives while the start is handled', order: ['put', 'begin'] },
    { name: 'its report arrives after the start', order: ['begin', 'put'] },
  ])('keeps the keys it reported: $name', async ({ order }) => {
    const registry = createFrameRegistry();
    // Both asked in the same turn, as the content script's two messages are.
    await Promise.all(
      order.map((step) => (step === 'put' ? registry.put(10, 0, frame(3)) : registry.begin(10, 0))),
    );
    expect((await registry.get(10)).get(0)?.keys).toHaveLength(3);
    await registry.begin(10, 0);
    expect((await registry.get(10)).get(0)?.keys).toHaveLength(3);
  });
});

describe('a worker started again, which holds no report', () => {
  /** A registry of a tab whose content scripts report again when asked, as the page's frames do. */
  function tab(frames: Record<number, number>) {
    const asked: number[][] = [];
    const registry: FrameRegistry = createFrameRegistry(async (tabId, held) => {
      asked.push([...held]);
      for (const [id, count] of Object.entries(frames))
        if (!held.has(Number(id))) await registry.put(tabId, Number(id), frame(count));
    });
    return { asked, registry };
  }

  it("asks the tab's frames to report again before its first report, once", async () => {
    const { asked, registry } = tab({ 0: 3, 4: 2 });
    const frames = await registry.get(1);
    expect([...frames].map(([id, f]) => [id, f.keys.length])).toEqual([
      [0, 3],
      [4, 2],
    ]);
    await registry.get(1);
    expect(asked).toEqual([[]]);
  });

  it('asks only the frames that have not reported to it since it started', async () => {
    const { asked, registry } = tab({ 0: 3, 4: 2 });
    await registry.put(1, 4, frame(5)); // this frame changed since: its report is the newest
    const frames = await registry.get(1);
    expect(asked).toEqual([[4]]);
    expect(frames.get(4)!.keys).toHaveLength(5);
    expect(frames.get(0)!.keys).toHaveLength(3);
  });

  it('answers with what it holds when the recall fails', async () => {
    const registry = createFrameRegistry(async () => {
      throw new Error('No tab with id: 1');
    });
    await registry.put(1, 0, frame(2));
    expect((await registry.get(1)).get(0)!.keys).toHaveLength(2);
  });

  it('asks a closed tab again should its id come back, and not after a navigation', async () => {
    const { asked, registry } = tab({ 0: 1 });
    await registry.get(2);
    await registry.clear(2);
    await registry.get(2);
    expect(asked).toHaveLength(1);
    await registry.forget(2);
    await registry.get(2);
    expect(asked).toHaveLength(2);
  });
});
