import { describe, expect, it, vi } from 'vitest';
import type { FrameScan } from '../../../../lib/background/frame-scan';
import { createInspections } from '../../../../lib/background/page-inspect';
import { createReadinessHandlers } from '../../../../lib/background/handlers/readiness';
import { emptyAnswer } from '../../../../lib/messaging/empty-answer';
import type { KeyRef } from '../../../../lib/messaging/types';
import { workflow } from '../../panel/fixtures';

const PAGE = {} as never;
const key = (k: string) => ({
  namespace: 'shop',
  key: k,
  method: 'attribute' as const,
  where: 'text',
  inShadowRoot: false,
  visible: true,
  ambiguous: false,
});
const frame = (locale: string | null, ...keys: string[]): FrameScan => ({
  url: 'http://shop.test/',
  locale,
  keys: keys.map(key),
  shadowRoots: 0,
  unmatchedTextCount: 0,
});

const selections = { get: vi.fn(), set: vi.fn(async () => undefined) };
const broadcast = vi.fn();
let shown = 0;
const sendToTab = vi.fn(async () => ++shown >= 2) as never;

function setup(
  frames: Map<number, FrameScan>,
  pinned: string | null = null,
  inspections = createInspections({ get: async () => frames }),
) {
  const wf = workflow('pm', {
    source_locale: 'en',
    target_locales: [
      { locale: 'de', archived: false },
      { locale: 'fr', archived: false },
      { locale: 'it', archived: true },
    ],
  });
  const get = vi.fn(async (locale: string, refs: readonly KeyRef[]) =>
    emptyAnswer({
      locale,
      workflow: wf,
      entries: Object.fromEntries(refs.map((r) => [r.key, null])),
    }),
  );
  const h = createReadinessHandlers({
    frames: { get: async () => frames },
    status: { get },
    pageLocale: (l) => pinned ?? l,
    budgets: { forTab: () => ({ take: () => true }) },
    panelPage: async () => {
      throw new Error('not asked here');
    },
    translations: { get: async () => ({}) },
    inspections,
    selections,
    broadcast,
    sendToTab,
  });
  return { get, h };
}

describe('readiness.locales', () => {
  it("asks every live target language about every frame's keys, archived ones left out", async () => {
    const { get, h } = setup(
      new Map([
        [0, frame('en-US', 'a')],
        [3, frame('en-US', 'b')],
      ]),
    );
    const answers = await h['readiness.locales']({ tabId: 1 }, PAGE);
    expect(answers.map((a) => a.locale)).toEqual(['de', 'fr']);
    expect(get.mock.calls.slice(1).map(([l, refs]) => [l, refs.map((r) => r.key)])).toEqual([
      ['de', ['a', 'b']],
      ['fr', ['a', 'b']],
    ]);
  });

  it('asks about the hidden strings an inspection found too, as the panel lists them', async () => {
    const frames = new Map([[0, frame('en-US', 'a')]]);
    const inspections = createInspections({ get: async () => frames });
    inspections.put(1, 'http://shop.test/', [
      {
        namespace: 'shop',
        key: 'meta.title',
        method: 'attribute',
        where: 'text',
        place: 'title',
        detail: 'document title',
        text: 'Shop',
        path: 'title',
        frameId: 0,
      },
    ]);
    const { get, h } = setup(frames, null, inspections);
    await h['readiness.locales']({ tabId: 1 }, PAGE);
    expect(get.mock.calls.slice(1).map(([l, refs]) => [l, refs.map((r) => r.key)])).toEqual([
      ['de', ['a', 'meta.title']],
      ['fr', ['a', 'meta.title']],
    ]);
  });

  it('answers nothing for a page without a language', async () => {
    const { get, h } = setup(new Map([[0, frame(null, 'a')]]));
    expect(await h['readiness.locales']({ tabId: 1 }, PAGE)).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });
});

describe('link.opened', () => {
  it('selects the key of the tab a link opened and shows it once the page can', async () => {
    vi.useFakeTimers();
    const { h } = setup(new Map());
    const ref = { namespace: 'shop', key: 'cart.title' };
    await h['link.opened']({ link: '&ll:key=shop%3Acart.title' }, {
      tabId: 4,
      frameId: 0,
    } as never);
    expect(selections.set).toHaveBeenCalledWith(4, ref);
    expect(broadcast).toHaveBeenCalledWith({
      type: 'panel.changed',
      tabId: 4,
      reason: 'selection',
    });
    await vi.advanceTimersByTimeAsync(600);
    expect(sendToTab).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sendToTab).toHaveBeenCalledTimes(2); // shown: not asked again
    expect((sendToTab as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]).toEqual([
      4,
      { type: 'key.reveal', ref },
    ]);
    vi.useRealTimers();
  });

  it('ignores a frame inside the page (only the page itself is linked to), and a broken marker', async () => {
    selections.set.mockClear();
    const { h } = setup(new Map());
    await h['link.opened']({ link: '#ll:key=a%3Ab' }, { tabId: 4, frameId: 3 } as never);
    await h['link.opened']({ link: '#ll:key=nonsense' }, { tabId: 4, frameId: 0 } as never);
    expect(selections.set).not.toHaveBeenCalled();
  });
});
