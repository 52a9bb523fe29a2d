import { describe, expect, it } from 'vitest';
import { applyReportAnswer, keysChange } from '../../../lib/messaging/report-change';
import type { PageReport } from '../../../lib/messaging/types';

type Key = PageReport['keys'][number];
const DELIVERED = { text: 'Hallo', rowState: 'edited' } as Key['status'];
const source = (name: string) => ({ name });
const key = (s: { name: string }, status: Key['status'] = 'unknown', frameId = 0): Key => ({
  namespace: 'common',
  key: s.name,
  method: 'attribute',
  where: 'text',
  inShadowRoot: false,
  visible: true,
  ambiguous: false,
  frameId,
  locale: 'de',
  status,
});
const report = (keys: Key[], revision: number): PageReport => ({
  url: 'http://127.0.0.1/',
  locale: 'de',
  frames: [],
  keys,
  unmatchedTextCount: 0,
  revision,
});
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(source) as [
  ReturnType<typeof source>,
  ReturnType<typeof source>,
  ReturnType<typeof source>,
  ReturnType<typeof source>,
];
const made = (sources: ReturnType<typeof source>[], statuses: Key['status'][] = []) => ({
  sources,
  keys: sources.map((s, i) => key(s, statuses[i] ?? 'unknown')),
});
const names = (keys: ReturnType<typeof keysChange>) =>
  keys.map((k) => (Array.isArray(k) ? k : k.key));

describe("a report's keys as a change of the report before", () => {
  it.each([
    ['nothing changed: one run', made([a, b, c]), made([a, b, c]), [[0, 3]]],
    [
      'a key gone: two runs',
      made([a, b, c]),
      made([a, c]),
      [
        [0, 1],
        [2, 1],
      ],
    ],
    ['keys appended', made([a, b]), made([a, b, d]), [[0, 2], 'd']],
    ['a re-render: gone and appended', made([a, b, c]), made([a, c, d]), [[0, 1], [2, 1], 'd']],
    ['a status landed: that key again', made([a, b]), made([a, b], [DELIVERED]), ['a', [1, 1]]],
    [
      'a new frame key object (visibility flipped)',
      made([a, b]),
      made([source('a'), b]),
      ['a', [1, 1]],
    ],
    ['everything new', made([a]), made([c, d]), ['c', 'd']],
  ])('%s', (_, before, now, expected) => {
    const change = keysChange(before, now);
    expect(names(change)).toEqual(expected);
    // Applied to the report before, it gives the report now, key for key.
    const applied = applyReportAnswer(
      { ...report([], 2), since: 1, keys: change },
      report(before.keys, 1),
    );
    expect(applied.keys).toEqual(now.keys);
    expect(applied.revision).toBe(2);
  });
});

describe('an answer to page.report, for the asker holding the last report', () => {
  const held = report([key(a)], 5);

  it('is the report held when unchanged, and the answer itself when whole', () => {
    expect(applyReportAnswer({ unchanged: true, revision: 5 }, held)).toBe(held);
    const fresh = report([key(b)], 9);
    expect(applyReportAnswer(fresh, held)).toBe(fresh);
    expect(applyReportAnswer(fresh, undefined)).toBe(fresh);
  });

  it.each([
    ['unchanged since another report', { unchanged: true as const, revision: 4 }],
    ['a change since another report', { ...report([], 6), since: 4, keys: [] }],
  ])('refuses %s (the asker must ask without since)', (_, answer) => {
    expect(() => applyReportAnswer(answer, held)).toThrow();
  });
});
