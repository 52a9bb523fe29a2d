import { describe, expect, it } from 'vitest';
import type { FrameScan } from '../../../lib/background/frame-registry';
import { ReportCache } from '../../../lib/background/page-report';
import type { StatusService } from '../../../lib/background/status-service';
import { applyReportAnswer } from '../../../lib/messaging/report-change';
import type { FrameKey, PageReport } from '../../../lib/messaging/types';

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

describe("a tab's report asked since a revision", () => {
  const status = { version: 1 } as StatusService;
  const noLocale = () => null;
  const frameKey = (key: string): FrameKey => ({
    namespace: 'common',
    key,
    method: 'attribute',
    where: 'text',
    inShadowRoot: false,
    visible: true,
    ambiguous: false,
  });
  const ask = (cache: ReportCache, frames: Map<number, FrameScan>, since?: number) =>
    cache.report(1, frames, status, noLocale, undefined, since);

  it('is unchanged, a change of the report before, or whole', async () => {
    const cache = new ReportCache();
    const [a, b, c] = ['a', 'b', 'c'].map(frameKey) as [FrameKey, FrameKey, FrameKey];
    const first = (await ask(cache, new Map([[0, { ...scan(), keys: [a, b] }]]))) as PageReport;
    const frames = new Map([[0, { ...scan(), keys: [a, b] }]]);
    const second = (await ask(cache, frames)) as PageReport;
    expect(await ask(cache, frames, second.revision)).toEqual({
      unchanged: true,
      revision: second.revision,
    });
    // The frame changed: b gone, c found. An asker holding the second gets only c whole.
    const third = new Map([[0, { ...scan(), keys: [a, c] }]]);
    const change = await ask(cache, third, second.revision);
    expect(change).toMatchObject({ since: second.revision, keys: [[0, 1], { key: 'c' }] });
    const whole = (await ask(cache, third)) as PageReport;
    expect(applyReportAnswer(change, second)).toEqual(whole);
    // An asker holding an older report gets the whole report.
    expect(await ask(cache, third, first.revision)).toBe(whole);
  });
});
