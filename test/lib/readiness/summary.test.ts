import { describe, expect, it } from 'vitest';
import type { TargetStatusEntry } from '../../../lib/contract/editor';
import { refId } from '../../../lib/messaging/ref-id';
import { pageStatus } from '../../../lib/readiness/page-status';
import { localeReadiness, shareText, type LocaleStatus } from '../../../lib/readiness/summary';
import { entry, page, workflow } from '../panel/fixtures';

const live = { archived: false, busy: false, can_create: true };
const status = (
  entries: Record<string, TargetStatusEntry | null>,
  over: Partial<LocaleStatus> = {},
): LocaleStatus => ({
  locale: 'de',
  workflow: workflow('pm'),
  flags: { ns: live },
  entries: Object.fromEntries(
    Object.entries(entries).map(([k, e]) => [refId({ namespace: 'ns', key: k }), e]),
  ),
  ...over,
});
const refs = (...keys: string[]) => keys.map((key) => ({ namespace: 'ns', key }));

describe('localeReadiness', () => {
  it.each([
    ['delivered', entry({ text: 'Hallo', isReady: true, isDelivered: true, stageIndex: 2 }), null],
    ['no row', null, 'No translation exists yet'],
    ['empty', entry({ text: '' }), 'The translation is empty'],
    [
      'locked but empty',
      entry({ text: '', isLocked: true }),
      'Locked, but the translation is empty',
    ],
    ['at stage 0', entry({ stageIndex: 0 }), 'Still in Translation (stage 1 of 2)'],
    ['at stage 1', entry({ stageIndex: 1 }), 'Still in Review (stage 2 of 2)'],
    ['in postreview', entry({ stageIndex: 2 }), 'Translated and reviewed, waiting for approval'],
    [
      'approved, not served',
      entry({ stageIndex: 2, isReady: true }),
      'The source key is marked as not to be translated',
    ],
  ])('%s: %s', (_, e, why) => {
    const r = localeReadiness(refs('a'), status({ a: e }));
    expect(r.keys[0]!.why).toBe(why);
    expect(r.keys[0]!.delivered).toBe(why === null);
  });

  it('says an archived language serves nothing, from its flags or from the workflow', () => {
    const done = entry({ text: 'x', isReady: true, isDelivered: true, stageIndex: 2 });
    const byFlags = localeReadiness(
      refs('a'),
      status({ a: done }, { flags: { ns: { ...live, archived: true } } }),
    );
    expect(byFlags.keys[0]!.reason).toEqual({ code: 'archived' });
    const wf = workflow('pm', { target_locales: [{ locale: 'de', archived: true }] });
    const byWorkflow = localeReadiness(refs('a'), status({ a: null }, { flags: {}, workflow: wf }));
    expect(byWorkflow.keys[0]!.reason).toEqual({ code: 'archived' });
  });

  it('groups by reason, one group per stage, in the order a row passes through them', () => {
    const r = localeReadiness(
      refs('a', 'b', 'c', 'd', 'e', 'a'),
      status({
        a: entry({ stageIndex: 1 }),
        b: null,
        c: entry({ stageIndex: 0 }),
        d: entry({ stageIndex: 1 }),
        e: entry({ text: 'x', isDelivered: true, isReady: true, stageIndex: 2 }),
      }),
    );
    expect(r.groups.map((g) => [g.id, g.keys.map((k) => k.key)])).toEqual([
      ['no_row', ['b']],
      ['in_stage:0', ['c']],
      ['in_stage:1', ['a', 'd']],
    ]);
    expect([r.total, r.delivered, r.share]).toEqual([5, 1, 0.2]);
  });

  it('leaves keys whose status is not known out of the share, and counts them', () => {
    const r = localeReadiness(refs('a', 'b'), status({ a: null }));
    expect([r.total, r.unknown, r.share]).toEqual([1, 1, 0]);
    expect(localeReadiness(refs('b'), status({})).share).toBeNull();
  });
});

describe('shareText', () => {
  it.each([
    [null, '–'],
    [1, '100 %'],
    [0.999, '99 %'],
    [0, '0 %'],
  ])('%s → %s', (share, text) => expect(shareText(share)).toBe(text));
});

describe('pageStatus', () => {
  it("reads the page's language from the panel's page, known statuses only", () => {
    const p = page();
    p.report.keys[1]!.status = 'unknown'; // common:nav.cart
    const s = pageStatus(p)!;
    expect(s.locale).toBe('de');
    expect(refId({ namespace: 'common', key: 'nav.cart' }) in s.entries).toBe(false);
    expect(Object.keys(s.entries)).toHaveLength(6);
  });

  it.each([
    ['the source language', { isSource: true }],
    ['no project language', { locale: null }],
    ['no answer from the service', { problem: 'The service cannot be reached' }],
  ])('has nothing to check for %s', (_, over) => {
    expect(pageStatus(page(undefined, over))).toBeNull();
  });
});
