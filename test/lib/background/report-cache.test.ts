import { describe, expect, it } from 'vitest';
import { applyFrameChange } from '../../../lib/background/frame-patch';
import type { FrameScan } from '../../../lib/background/frame-scan';
import { buildPageReport } from '../../../lib/background/page-report';
import { sizeOf } from '../../../lib/background/report-bounds';
import { ReportCache } from '../../../lib/background/report-cache';
import type { StatusService } from '../../../lib/background/status-service';
import { applyReportAnswer } from '../../../lib/messaging/report-change';
import type { FrameKey, PageReport } from '../../../lib/messaging/types';
import { attributeKey } from './frame-key';

const scan = (): FrameScan => ({
  url: 'http://127.0.0.1/',
  locale: 'de',
  keys: [],
  shadowRoots: 0,
  unmatchedTextCount: 0,
});
const report = { url: 'http://127.0.0.1/', keys: [] } as unknown as PageReport;
const key = attributeKey;

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
  const ask = (cache: ReportCache, frames: Map<number, FrameScan>, since?: number) =>
    cache.report(1, frames, status, noLocale, undefined, since);

  it('is unchanged, a change of the report before, or whole', async () => {
    const cache = new ReportCache();
    const [a, b, c] = ['a', 'b', 'c'].map(key) as [FrameKey, FrameKey, FrameKey];
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

describe("a tab's report after one of its frames changed", () => {
  it('joins only the new keys with their statuses, and equals a report built whole', async () => {
    const asked: number[] = [];
    const status = {
      version: 1,
      get: async (locale: string, refs: readonly { key: string }[]) => {
        asked.push(refs.length);
        const entries = Object.fromEntries(
          refs.map((r) => [`common\u0000${r.key}`, { text: `T ${r.key}` }]),
        );
        return { entries, flags: {}, workflow: null, locale, isSource: false, readOnly: {} };
      },
    } as unknown as StatusService;
    const locale = (l: string | null) => l;
    const keys = Array.from({ length: 100 }, (_, i) => key(`k${i}`));
    const cache = new ReportCache();
    const first = (await cache.report(
      1,
      new Map([[0, { ...scan(), keys }]]),
      status,
      locale,
    )) as PageReport;
    // Ten gone from the start, two added, one flipped to hidden in the middle.
    const next = [...keys.slice(10)];
    next[40] = { ...next[40]!, visible: false };
    next.push(key('fresh1'), key('fresh2'));
    const frames = new Map([[0, { ...scan(), keys: next }]]);
    const patched = (await cache.report(1, frames, status, locale)) as PageReport;
    expect(asked).toEqual([100, 3]);
    const built = await buildPageReport(frames, status, locale);
    expect(patched).toEqual({ ...built, revision: patched.revision });
    // Asked since the first: its kept keys as runs, the others whole.
    const change = await cache.report(1, frames, status, locale, undefined, first.revision);
    expect(change).toMatchObject({
      since: first.revision,
      keys: [
        [10, 40],
        { key: 'k50', visible: false },
        [51, 49],
        { key: 'fresh1' },
        { key: 'fresh2' },
      ],
    });
    expect(applyReportAnswer(change, first)).toEqual(patched);
  });
});

describe("a tab's report after the registry applied a frame's change", () => {
  const status = {
    version: 1,
    get: async (locale: string, refs: readonly { key: string }[]) => ({
      entries: Object.fromEntries(refs.map((r) => [`common\u0000${r.key}`, { text: r.key }])),
      flags: {},
      workflow: null,
      locale,
      isSource: false,
      readOnly: {},
    }),
  } as unknown as StatusService;
  const locale = (l: string | null) => l;
  const twelve = Array.from({ length: 12 }, (_, i) => key(`k${i}`));

  it.each([
    ['keys gone from the start, the middle and the end', [0, 1, 6, 11], [], 0, twelve],
    ['keys flipped, the first and the last among them', [], [0, 5, 11], 0, twelve],
    ['keys added only', [], [], 3, twelve],
    ['all of it at once', [2, 3, 4], [0, 8], 2, twelve],
    ['flips side by side, just after keys gone', [3, 4, 9], [3, 4, 7], 1, twelve],
    ['every key gone', twelve.map((_, i) => i), [], 1, twelve],
    ['keys found on a page that had none', [], [], 2, []],
  ])('%s: the same report and change as built whole', async (_, removed, flipped, adds, keys) => {
    const cache = new ReportCache();
    const frame = { ...scan(), keys, revision: 1 };
    const first = (await cache.report(1, new Map([[0, frame]]), status, locale)) as PageReport;
    const added = Array.from({ length: adds }, (_, i) => key(`new${i}`));
    const next = applyFrameChange(
      { scan: frame, bytes: sizeOf(frame) },
      { ...frame, base: 1, revision: 2, removed, flipped, added },
    )!.scan;
    const frames = new Map([[0, next]]);
    const change = await cache.report(1, frames, status, locale, undefined, first.revision);
    const whole = await buildPageReport(frames, status, locale);
    const patched = applyReportAnswer(change, first);
    expect(patched).toEqual({ ...whole, revision: patched.revision });
    expect(patched.keys.filter((k) => !k.visible).map((k) => k.key)).toEqual(
      next.keys.filter((k) => !k.visible).map((k) => k.key),
    );
  });
});

describe('asks for a report while it is being built', () => {
  it('wait for that build rather than joining the statuses again', async () => {
    let calls = 0;
    const status = {
      version: 1,
      get: async (locale: string) => {
        calls++;
        await new Promise((r) => setTimeout(r, 10));
        return { entries: {}, flags: {}, workflow: null, locale, isSource: false, readOnly: {} };
      },
    } as unknown as StatusService;
    const cache = new ReportCache();
    const frames = new Map([[0, { ...scan(), keys: [key('a')] }]]);
    const [one, two] = await Promise.all([
      cache.report(1, frames, status, (l) => l),
      cache.report(1, frames, status, (l) => l),
    ]);
    expect(calls).toBe(1);
    expect(two).toBe(one);
  });
});
