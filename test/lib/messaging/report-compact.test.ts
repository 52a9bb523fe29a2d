import { describe, expect, it } from 'vitest';
import { compactAnswer, keyState } from '../../../lib/messaging/report-compact';
import { applyReportAnswer } from '../../../lib/messaging/report-change';
import type { PageReport, ReportChange } from '../../../lib/messaging/types';

type Key = PageReport['keys'][number];
type Status = Exclude<Key['status'], null | 'unknown'>;
const entry = (over: Partial<Status>): Status => ({
  text: 'Hallo',
  rowState: 'edited',
  isReady: false,
  isDelivered: false,
  canEdit: true,
  isLocked: false,
  confirmedBy: null,
  stageIndex: 0,
  ...over,
});
const key = (name: string, status: Key['status']): Key => ({
  namespace: 'common',
  key: name,
  method: 'attribute',
  where: 'attr:data-i18n-key',
  inShadowRoot: false,
  visible: true,
  ambiguous: false,
  frameId: 0,
  locale: 'de',
  status,
});
const report = (keys: Key[], revision: number): PageReport => ({
  url: 'http://127.0.0.1/',
  locale: 'de',
  frames: [{ frameId: 0, url: 'http://127.0.0.1/', keys: keys.length, shadowRoots: 0, dropped: 0 }],
  keys,
  unmatchedTextCount: 0,
  revision,
});

describe('a key state in one word', () => {
  it.each([
    ['still fetched', 'unknown', 'unknown'],
    ['no row', null, 'missing'],
    ['a machine translation', entry({ rowState: 'machine_translated' }), 'machine_translated'],
    ['an empty row', entry({ rowState: 'empty' }), 'empty'],
    ['edited', entry({}), 'edited'],
    ['approved', entry({ isReady: true }), 'approved'],
    ['delivered', entry({ isReady: true, isDelivered: true }), 'delivered'],
    ['locked wins', entry({ isDelivered: true, isLocked: true }), 'locked'],
  ] as const)('%s: %s', (_, status, state) => {
    expect(keyState(status as Key['status'])).toBe(state);
  });
});

describe('page.keys: the report cut to the fields asked', () => {
  const whole = report([key('a', entry({ isReady: true })), key('b', 'unknown')], 7);

  it.each([
    [
      'by default, keys and states',
      undefined,
      [
        { namespace: 'common', key: 'a', state: 'approved' },
        { namespace: 'common', key: 'b', state: 'unknown' },
      ],
    ],
    ['only states', ['state'] as const, [{ state: 'approved' }, { state: 'unknown' }]],
    [
      'a field of the whole report',
      ['key', 'visible'] as const,
      [
        { key: 'a', visible: true },
        { key: 'b', visible: true },
      ],
    ],
    ['an absent optional field stays absent', ['candidates'] as const, [{}, {}]],
  ])('%s', (_, fields, keys) => {
    const answer = compactAnswer(whole, fields);
    expect(answer).toEqual({ ...whole, keys });
  });

  it('says "unchanged" as page.report does', () => {
    expect(compactAnswer({ unchanged: true, revision: 7 })).toEqual({
      unchanged: true,
      revision: 7,
    });
  });

  it('cuts a change key by key, keeping its runs, so the asker applies it to what it holds', () => {
    const held = applyReportAnswer(compactAnswer(whole), undefined);
    const change: ReportChange = {
      ...whole,
      revision: 8,
      since: 7,
      keys: [[0, 1], key('b', null), key('c', 'unknown')],
    };
    const next = applyReportAnswer(compactAnswer(change), held);
    expect(next.revision).toBe(8);
    expect(next.keys).toEqual([
      { namespace: 'common', key: 'a', state: 'approved' },
      { namespace: 'common', key: 'b', state: 'missing' },
      { namespace: 'common', key: 'c', state: 'unknown' },
    ]);
  });

  it('answers askers of the same fields with the same object', () => {
    expect(compactAnswer(whole, ['state'])).toBe(compactAnswer(whole, ['state']));
  });
});
