import { describe, expect, it } from 'vitest';
import { createFrameRegistry, type FrameRegistry } from '../../../lib/background/frame-registry';
import { ok } from '../../../lib/messaging/result';
import type { Send } from '../../../lib/messaging/send';
import { frameReporter, type FrameInfo } from '../../../lib/page/frame-report';
import type { ScanHit } from '../../../lib/page/scan-hit';

const hit = (key: string): ScanHit => ({
  namespace: 'common',
  key,
  method: 'attribute',
  where: 'text',
  element: {} as Element,
  inShadowRoot: false,
  ambiguous: false,
});
const INFO: FrameInfo = {
  url: 'http://127.0.0.1/',
  locale: 'de',
  shadowRoots: 0,
  unmatchedTextCount: 0,
};

/** A content script's reporter talking to a background's registry, every message recorded. */
function wired() {
  const world = { registry: createFrameRegistry() as FrameRegistry, hidden: new Set<ScanHit>() };
  const sent: { type: string; keys: number }[] = [];
  const send = (async (type: string, payload: never) => {
    if (type === 'frame.scanned') {
      const { count: _, ...scan } = payload as Parameters<FrameRegistry['put']>[2] & {
        count: number;
      };
      sent.push({ type, keys: scan.keys.length });
      await world.registry.put(1, 0, scan);
      return ok(null);
    }
    const change = payload as Parameters<FrameRegistry['patch']>[2];
    sent.push({ type, keys: change.added.length });
    return ok({ applied: await world.registry.patch(1, 0, change) });
  }) as unknown as Send;
  const report = frameReporter(send, (h) => !world.hidden.has(h));
  const held = async () =>
    (await world.registry.get(1)).get(0)!.keys.map((k) => (k.visible ? k.key : `(${k.key})`));
  return { world, sent, report, held };
}

describe("a frame's reports", () => {
  const page = ['a', 'b', 'c', 'd', 'e', 'f'].map(hit);
  const [a, b, c, d, e, f] = page as [ScanHit, ScanHit, ScanHit, ScanHit, ScanHit, ScanHit];

  it('go whole first, then as what changed: the background holds what the page has', async () => {
    const { sent, report, held } = wired();
    await report(page, INFO);
    // A re-render: b and d replaced by x and y (a rescan keeps the rest in order, appends).
    await report([a, c, e, f, hit('x'), hit('y')], INFO);
    expect(await held()).toEqual(['a', 'c', 'e', 'f', 'x', 'y']);
    expect(sent).toEqual([
      { type: 'frame.scanned', keys: 6 },
      { type: 'frame.changed', keys: 2 },
    ]);
  });

  it('report a key found hidden as a flip, and nothing when nothing changed', async () => {
    const { world, sent, report, held } = wired();
    await report(page, INFO);
    world.hidden.add(c);
    await report(page, INFO);
    await report(page, INFO);
    expect(await held()).toEqual(['a', 'b', '(c)', 'd', 'e', 'f']);
    expect(sent.map((m) => m.type)).toEqual(['frame.scanned', 'frame.changed']);
  });

  it('of a page change leave visibility to the measurement that follows it', async () => {
    const { world, report, held } = wired();
    await report(page, INFO);
    world.hidden.add(c);
    world.hidden.add(f);
    const next = [a, c, d, e, f, hit('x')];
    world.hidden.add(next[5]!);
    await report(next, INFO, false); // the change: only the new key's visibility is read
    expect(await held()).toEqual(['a', 'c', 'd', 'e', 'f', '(x)']);
    await report(next, INFO); // the overlay measured: every key's
    expect(await held()).toEqual(['a', '(c)', 'd', 'e', '(f)', '(x)']);
  });

  it('go whole again to a worker started since, which holds no report', async () => {
    const w = wired();
    await w.report(page, INFO);
    await w.report([a, b, c, d, e], INFO);
    w.world.registry = createFrameRegistry();
    await w.report([a, b, c, d], INFO); // the change does not apply to nothing
    expect(await w.held()).toEqual(['a', 'b', 'c', 'd']);
    expect(w.sent.map((m) => m.type)).toEqual([
      'frame.scanned',
      'frame.changed',
      'frame.changed',
      'frame.scanned',
    ]);
  });

  it('go whole again when a worker started since asks, though the page did not change', async () => {
    const w = wired();
    await w.report.again(); // nothing yet: the first report is on its way
    expect(w.sent).toEqual([]);
    await w.report(page, INFO);
    w.world.registry = createFrameRegistry(async () => void (await w.report.again()));
    expect(await w.held()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(w.sent.map((m) => m.type)).toEqual(['frame.scanned', 'frame.scanned']);
  });

  it('go whole when most of the frame is new (a full scan)', async () => {
    const { sent, report, held } = wired();
    await report(page, INFO);
    const fresh = ['a', 'b', 'c', 'd', 'e', 'f'].map(hit);
    await report(fresh, { ...INFO, shadowRoots: 2 });
    expect(await held()).toHaveLength(6);
    expect(sent.map((m) => m.type)).toEqual(['frame.scanned', 'frame.scanned']);
  });
});
