import { describe, expect, it } from 'vitest';
import type { FrameScan } from '../../../lib/background/frame-registry';
import { ReportCache } from '../../../lib/background/page-report';
import type { PageReport } from '../../../lib/messaging/types';

const scan = (): FrameScan => ({
  url: 'http://127.0.0.1/',
  locale: 'de',
  keys: [],
  shadowRoots: 0,
  unmatchedTextCount: 0,
});
const report = { url: 'http://127.0.0.1/', keys: [] } as unknown as PageReport;

describe("a tab's cached report", () => {
  it('is answered again while the frames, the statuses and the locale are the same', () => {
    const cache = new ReportCache();
    const frames = new Map([[0, scan()]]);
    cache.set(1, frames, 3, 'de', report);
    expect(cache.get(1, frames, 3, 'de')).toBe(report);
    expect(cache.get(1, new Map(frames), 3, 'de')).toBe(report); // the same frame objects
  });

  it('is not, once a frame reported again, statuses changed or the locale did', () => {
    const cache = new ReportCache();
    const frames = new Map([[0, scan()]]);
    cache.set(1, frames, 3, 'de', report);
    expect(cache.get(1, new Map([[0, scan()]]), 3, 'de')).toBeUndefined();
    expect(cache.get(1, new Map([...frames, [4, scan()]]), 3, 'de')).toBeUndefined();
    expect(cache.get(1, frames, 4, 'de')).toBeUndefined();
    expect(cache.get(1, frames, 3, 'fr')).toBeUndefined();
    expect(cache.get(2, frames, 3, 'de')).toBeUndefined();
  });
});
