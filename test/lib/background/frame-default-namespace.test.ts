import { describe, expect, it } from 'vitest';
import type { FrameScan } from '../../../lib/background/frame-scan';
import { createFrameHandlers } from '../../../lib/background/handlers/frames';
import type { StatusService } from '../../../lib/background/status-service';
import { DEFAULT_NAMESPACE_STAND_IN } from '../../../lib/messaging/default-namespace';
import { attributeKey } from './frame-key';

const FROM = { kind: 'content', tabId: 4, frameId: 0 } as const;
const info = { url: 'http://127.0.0.1/shop', locale: 'de', shadowRoots: 0, unmatchedTextCount: 0 };
const standIn = (key: string) => ({ ...attributeKey(key), namespace: DEFAULT_NAMESPACE_STAND_IN });

/** The frame handlers over a registry in memory; the workflow is what `workflow()` resolves to. */
function handlers(workflow: () => Promise<{ default_namespace?: string } | undefined>) {
  const put: FrameScan[] = [];
  const status = {
    get: async () => ({ workflow: await workflow() }),
  } as unknown as StatusService;
  const frames = createFrameHandlers({
    frames: {
      put: async (_tab, _frame, scan) => void put.push(scan),
      begin: async () => undefined,
      get: async () => new Map(),
      patch: async () => false,
    },
    reportFrames: { get: async () => new Map() },
    broadcast: () => undefined,
    reports: {} as never,
    status,
    pageLocale: (locale) => locale,
    budget: () => ({}) as never,
    waiters: { has: () => false } as never,
  });
  const scanned = (keys: ReturnType<typeof attributeKey>[], revision: number) =>
    frames['frame.scanned']({ ...info, keys, count: keys.length, revision }, FROM);
  const names = () => put.map((scan) => scan.keys.map((k) => `${k.namespace}:${k.key}`));
  return { scanned, names };
}

describe('a frame that reported before it knew the default namespace', () => {
  it.each([
    ['the project says', async () => ({ default_namespace: 'shop' }), 'shop'],
    ['the project says none', async () => ({}), 'common'],
    ['the service cannot say', () => Promise.reject(new Error('offline')), 'common'],
  ])('has its keys put in the default namespace where %s', async (_, workflow, expected) => {
    const { scanned, names } = handlers(workflow);
    await scanned([standIn('nav.home'), { ...attributeKey('cart'), namespace: 'checkout' }], 1);
    expect(names()).toEqual([[`${expected}:nav.home`, 'checkout:cart']]);
  });

  it('is passed over when the frame reports again while the default is asked for', async () => {
    let answer!: (workflow: { default_namespace: string }) => void;
    const { scanned, names } = handlers(() => new Promise((r) => (answer = r)));
    const early = scanned([standIn('nav.home')], 1);
    await scanned([{ ...attributeKey('nav.home'), namespace: 'shop' }], 2);
    answer({ default_namespace: 'shop' });
    await early;
    // The later report stands: the earlier one never overwrites it.
    expect(names()).toEqual([['shop:nav.home']]);
  });
});
