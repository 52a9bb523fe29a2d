import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { storage } from 'wxt/utils/storage';
import type { FrameUpdate } from '../../../lib/background/frame-patch';
import { createFrameRegistry, type FrameRegistry } from '../../../lib/background/frame-registry';
import type { FrameScan } from '../../../lib/background/frame-scan';
import { MEMORY_BOUNDS, REPORT_BOUNDS } from '../../../lib/background/report-bounds';
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
const written = () => new Promise((r) => setTimeout(r, 500)); // after the write-behind

describe('the frame registry of a page with 20,000 keys', () => {
  beforeEach(() => fakeBrowser.reset());

  it('answers with every key, though storage keeps only what its budget allows', async () => {
    const registry = createFrameRegistry();
    const big = frame(20_000);
    expect(JSON.stringify(big).length).toBeGreaterThan(REPORT_BOUNDS.tabBytes);
    await registry.put(7, 0, big);
    const kept = (await registry.get(7)).get(0)!;
    expect(kept.keys).toHaveLength(20_000);
    expect(kept.dropped ?? 0).toBe(0);

    await written();
    const inStorage = await storage.getItem<Record<string, FrameScan>>('session:frames:7');
    expect(JSON.stringify(inStorage).length).toBeLessThanOrEqual(REPORT_BOUNDS.tabBytes);
    expect(inStorage!['0']!.keys.length + inStorage!['0']!.dropped!).toBe(20_000);
    // A worker started again reads back what storage kept, and says what it dropped.
    const restarted = (await createFrameRegistry().get(7)).get(0)!;
    expect(restarted.keys.length).toBeLessThan(20_000);
    expect(restarted.dropped).toBe(20_000 - restarted.keys.length);
  });

  it('still bounds what a page reports in memory', async () => {
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
  beforeEach(() => fakeBrowser.reset());
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

  it('after the worker restarted with an older copy, is refused until the frame is whole', async () => {
    const registry = createFrameRegistry();
    await registry.put(4, 0, { ...frame(3), revision: 1 });
    await written(); // session storage has revision 1
    expect(await registry.patch(4, 0, change(1, { added: [key(3)] }))).toBe(true);
    // The worker stops before revision 2 is written: a new one reads revision 1 back.
    const restarted = createFrameRegistry();
    expect(await restarted.patch(4, 0, change(2, { added: [key(4)] }))).toBe(false);
    await restarted.put(4, 0, { ...frame(5), revision: 3 });
    expect(await restarted.patch(4, 0, change(3, { removed: [0] }))).toBe(true);
    expect(await keysOf(restarted, 4)).toHaveLength(4);
  });

  it('keeps the memory and storage bounds: a frame patched past them drops keys', async () => {
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
    expect(bytes).toBeLessThan(MEMORY_BOUNDS.tabBytes * 1.001);
    const patched = frames[2]!;
    expect(patched.dropped).toBe(15_000 - patched.keys.length);
    expect(patched.dropped).toBeGreaterThan(0);
    // Its positions are no longer the content script's: the next change is refused.
    expect(await registry.patch(5, 2, change(2))).toBe(false);
    await written();
    const inStorage = await storage.getItem<Record<string, FrameScan>>('session:frames:5');
    // Give or take the frames' ids and the digits of `dropped`, as for whole frames.
    expect(JSON.stringify(inStorage).length).toBeLessThan(REPORT_BOUNDS.tabBytes * 1.001);
  });
});

describe('a frame whose content script has started', () => {
  beforeEach(() => fakeBrowser.reset());

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
