import { describe, expect, it, vi } from 'vitest';
import type { FrameScan } from '../../../lib/background/frame-registry';
import { createInspections } from '../../../lib/background/page-inspect';
import { createReadinessHandlers } from '../../../lib/background/readiness-handlers';
import { emptyAnswer } from '../../../lib/messaging/empty-answer';
import type { KeyRef } from '../../../lib/messaging/types';
import { workflow } from '../panel/fixtures';

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

function setup(frames: Map<number, FrameScan>, pinned: string | null = null) {
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
    translations: { get: async () => ({}) },
    inspections: createInspections({ get: async () => frames }),
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

  it('answers nothing for a page without a language', async () => {
    const { get, h } = setup(new Map([[0, frame(null, 'a')]]));
    expect(await h['readiness.locales']({ tabId: 1 }, PAGE)).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });
});
