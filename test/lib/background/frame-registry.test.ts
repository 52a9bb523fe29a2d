import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { storage } from 'wxt/utils/storage';
import { createFrameRegistry, type FrameScan } from '../../../lib/background/frame-registry';
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
