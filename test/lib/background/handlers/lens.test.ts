import { describe, expect, it, vi } from 'vitest';
import type { FrameScan } from '../../../../lib/background/frame-scan';
import { createFrameRegistry } from '../../../../lib/background/frame-registry';
import { createLensHandlers, type LensDeps } from '../../../../lib/background/handlers/lens';
import { emptyAnswer } from '../../../../lib/messaging/empty-answer';
import type { FrameKey, StatusAnswer } from '../../../../lib/messaging/types';
import { entry, workflow } from '../../panel/fixtures';
import { frameKey as key } from '../../fixtures/frame-key';

const frame = (keys: FrameKey[], locale: string | null = 'de'): FrameScan => ({
  url: 'http://localhost/',
  locale,
  keys,
  shadowRoots: 0,
  unmatchedTextCount: 0,
});

const target = (over: Partial<StatusAnswer> = {}): StatusAnswer =>
  emptyAnswer({ workflow: workflow('translator'), locale: 'de', ...over });

/** The lens handlers of tab 1, whose frames have reported `reported` (by frame id). */
async function snapshotOf(reported: Map<number, FrameScan>, answer: StatusAnswer | Error) {
  const fromPage = vi.fn(async () => undefined);
  const frames = createFrameRegistry();
  for (const [id, scan] of reported) await frames.put(1, id, scan);
  const deps = {
    frames,
    settings: { current: () => ({ pinnedLocale: null }) },
    previewModes: { get: async () => 'off', set: async () => {} },
    legendFold: { get: async () => false },
    broadcast: () => {},
    lens: { get: async () => true },
    sendToTab: fromPage,
    status: {
      version: 0,
      get: vi.fn(async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    pageLocale: (l: string | null) => l,
    budget: () => ({ take: () => true }),
  } as unknown as LensDeps;
  const handlers = createLensHandlers(deps);
  return {
    report: (scan: FrameScan) => frames.put(1, 0, scan),
    fromPage,
    status: deps.status as unknown as { version: number; get: ReturnType<typeof vi.fn> },
    start: (frameId: number) => handlers['lens.state']({}, { kind: 'content', tabId: 1, frameId }),
    snapshot: () => handlers['lens.snapshot']({ tabId: 1 }, { kind: 'page' }),
  };
}

describe('lens.snapshot, answered from the top frame’s report', () => {
  const keys = [key('a'), key('b'), key('c'), key('hidden', false)];
  it.each([
    {
      name: 'statuses known: each visible key in its state, read-only counted too',
      answer: target({
        entries: { 'common\u0000a': entry(), 'common\u0000b': null },
        readOnly: { 'common\u0000a': 'locked by another user' },
      }),
      counts: { edited: 1, missing: 1, loading: 1, read_only: 1 },
    },
    {
      name: 'the source language: no key is a target',
      answer: emptyAnswer({ workflow: workflow('translator'), locale: 'en', isSource: true }),
      counts: { not_target: 3 },
    },
    {
      name: 'the service does not answer: every key is loading',
      answer: new Error('offline'),
      counts: { loading: 3 },
    },
  ])('$name', async ({ answer, counts }) => {
    const { snapshot, fromPage } = await snapshotOf(new Map([[0, frame(keys)]]), answer);
    const got = (await snapshot())!;
    expect(got.items).toBe(4);
    expect(got.visible).toBe(true);
    expect(Object.fromEntries(Object.entries(got.counts).filter(([, n]) => n > 0))).toEqual(counts);
    expect(fromPage).not.toHaveBeenCalled();
  });

  it('a page without a language: every key is not a target', async () => {
    const { snapshot } = await snapshotOf(new Map([[0, frame(keys, null)]]), target());
    expect((await snapshot())!.counts.not_target).toBe(3);
  });

  it('knows a frame whose content script has started, before it reports a key', async () => {
    const { snapshot, fromPage, start, report } = await snapshotOf(new Map(), target());
    await start(0);
    expect((await snapshot())!.items).toBe(0);
    expect(fromPage).not.toHaveBeenCalled();
    // What it reports later stands: a second start of the same frame does not empty it.
    await report(frame(keys));
    await start(0);
    expect((await snapshot())!.items).toBe(4);
  });

  it('joins the statuses again only when they or the frame changed', async () => {
    const { snapshot, status, report } = await snapshotOf(new Map([[0, frame(keys)]]), target());
    await snapshot();
    await snapshot();
    expect(status.get).toHaveBeenCalledTimes(1);
    status.version++;
    await snapshot();
    await report(frame([key('a')]));
    expect((await snapshot())!.items).toBe(1);
    expect(status.get).toHaveBeenCalledTimes(3);
  });

  it('says there is no lens while the top frame has none, without asking the page', async () => {
    const { snapshot, fromPage } = await snapshotOf(new Map([[3, frame(keys)]]), target());
    expect(await snapshot()).toBeUndefined();
    expect(fromPage).not.toHaveBeenCalled();
  });
});
