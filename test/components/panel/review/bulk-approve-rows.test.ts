import { describe, expect, it } from 'vitest';
import {
  approvableRows,
  approvalSummary,
} from '../../../../components/panel/review/bulk-approve-rows';
import { buildRows } from '../../../../lib/panel/key-list';
import { entry, page, workflow } from '../../../lib/panel/fixtures';

type Who = Parameters<typeof workflow>[0];
const keys = (who: Who, queued?: Set<string>) =>
  approvableRows(buildRows(page(workflow(who))), queued).map((r) => r.key);

describe('approvableRows: what a bulk approval takes', () => {
  it.each<[Who, string[]]>([
    // pay.total waits in postreview; nav.home is approved already; the rest are not in postreview.
    ['reviewer', ['pay.total']],
    ['pm', ['pay.total']],
    ['translator', []],
    ['publishable', []],
  ])('%s', (who, expected) => expect(keys(who)).toEqual(expected));

  it('leaves out a row with a write still queued', () => {
    expect(keys('reviewer', new Set(['checkout\u0000pay.total']))).toEqual([]);
  });

  it('takes every waiting row and counts them per namespace', () => {
    const p = page(workflow('reviewer'));
    const waiting = entry({ text: 'Kasse', stageIndex: 2, confirmedBy: 'u-reviewer' });
    p.report.keys = p.report.keys.map((k) =>
      k.key === 'nav.cart' || k.key === 'promo.html' ? { ...k, status: waiting } : k,
    );
    const rows = approvableRows(buildRows(p));
    expect(rows.map((r) => r.key)).toEqual(['nav.cart', 'pay.total', 'promo.html']);
    expect(approvalSummary(rows)).toEqual([
      { namespace: 'common', n: 2 },
      { namespace: 'checkout', n: 1 },
    ]);
  });
});
