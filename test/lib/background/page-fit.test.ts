import { describe, expect, it } from 'vitest';
import { joinFrames, measurePageFit } from '../../../lib/background/page-fit';
import type { FitRequest, FrameFit } from '../../../lib/messaging/fit-types';
import type { StatusAnswer } from '../../../lib/messaging/types';
import { page } from '../panel/fixtures';

const misfit = (key: string) =>
  ({ namespace: 'common', key, reason: 'cut', kind: 'delivered', text: 'Zu lang' }) as const;
const frame = (url: string, keys: string[], ms: number): FrameFit => ({
  url,
  locales: [
    { locale: 'de', pseudo: false, misfits: keys.map(misfit) },
    { locale: 'en-XA', pseudo: true, misfits: [] },
  ],
  keys: keys.length,
  elements: keys.length * 2,
  ms,
});

describe('joinFrames', () => {
  it('adds the frames up, each key once per language, with the frame it was found in', () => {
    const joined = joinFrames([
      { frameId: 0, result: frame('http://a/', ['buy', 'help'], 30) },
      { frameId: 3, result: frame('http://b/', ['buy', 'more'], 50) },
      { frameId: 4, result: null },
    ]);
    expect(joined.keys).toBe(4);
    expect(joined.elements).toBe(8);
    expect(joined.ms).toBe(50); // the frames are measured at once
    expect(joined.locales[0]!.misfits.map((m) => [m.key, m.frameId])).toEqual([
      ['buy', 0],
      ['help', 0],
      ['more', 3],
    ]);
    expect(joined.locales.map((l) => l.locale)).toEqual(['de', 'en-XA']);
  });
});

describe('measurePageFit', () => {
  const asked: FitRequest[] = [];
  const deps = {
    panelPage: async () => page(),
    locales: async () => [] as StatusAnswer[],
    pageTexts: async () => ({ defaultNamespace: 'common', translations: null }),
  };

  it('measures the page with its source texts and the pseudo-language', async () => {
    const answer = await measurePageFit(
      {
        ...deps,
        inspect: {
          fit: async (_tabId: number, req: FitRequest) => {
            asked.push(req);
            return [{ frameId: 0, result: frame('http://a/', ['buy'], 10) }];
          },
        } as never,
      },
      1,
    );
    expect(answer.locales[0]!.misfits.map((m) => m.key)).toEqual(['buy']);
    expect(asked[0]!.sources.length).toBeGreaterThan(0);
    expect(asked[0]!.variants.map((v) => v.pseudo)).toEqual([true]);
  });

  it('answers nothing measured where the page cannot be measured', async () => {
    expect(await measurePageFit(deps, 1)).toEqual({
      locales: [],
      keys: 0,
      elements: 0,
      ms: 0,
    });
  });
});
