import { describe, expect, it } from 'vitest';
import type { PanelPage } from '../../../lib/messaging/types';
import { buildRows } from '../../../lib/panel/key-list';
import { DeliveredShare } from '../../../lib/readiness/delivered-share';
import { pageStatus } from '../../../lib/readiness/page-status';
import { localeReadiness } from '../../../lib/readiness/summary';
import { page, workflow } from '../panel/fixtures';

const base = page(workflow('pm'));
const withKeys = (keys: PanelPage['report']['keys'], over: Partial<PanelPage> = {}) => ({
  ...base,
  report: { ...base.report, keys },
  ...over,
});
const archived = { archived: true, busy: false, can_create: true };

/** The share the whole readiness view says for the page's own language. */
const viewShare = (p: PanelPage) => localeReadiness(p.report.keys, pageStatus(p)!).share;
/** The same from the panel's rows. */
const rules = (p: PanelPage) => ({ ...p, locale: p.locale! });

describe('the share of keys served, from the panel rows', () => {
  it.each<[string, PanelPage]>([
    ['a page with every kind of row', base],
    [
      'keys whose status is not known yet',
      withKeys(base.report.keys.map((k, i) => (i % 2 ? { ...k, status: 'unknown' as const } : k))),
    ],
    ['no key known', withKeys(base.report.keys.map((k) => ({ ...k, status: 'unknown' as const })))],
    ['an archived namespace', { ...base, flags: { ...base.flags, common: archived } }],
    [
      'a namespace with its own workflow',
      { ...base, workflows: { checkout: workflow('pm', { work_stage_count: 1 }) } },
    ],
  ])('%s: as the readiness view says it', (_, p) => {
    expect(new DeliveredShare().of(buildRows(p), rules(p))).toBe(viewShare(p));
  });

  it('judges the rows again when the rules change, the rows being the same', () => {
    const share = new DeliveredShare();
    const rows = buildRows(base);
    expect(share.of(rows, rules(base))).toBeGreaterThan(0);
    const closed = { ...base, flags: { common: archived, checkout: archived } };
    expect(share.of(rows, rules(closed))).toBe(0);
    expect(share.of(rows, rules(base))).toBe(viewShare(base));
  });
});
