import { describe, expect, it } from 'vitest';
import type { PanelPage } from '../../../../lib/messaging/types';
import {
  buildRows,
  countByState,
  filterRows,
  groupByNamespace,
  NO_FILTERS,
  type KeyFilters,
  type PageHit,
} from '../../../../lib/panel/key-list';
import { RowJoin } from '../../../../components/panel/key-list/row-join';
import { RowFilter } from '../../../../components/panel/key-list/shown-rows';
import { entry, page, workflow } from '../../../lib/panel/fixtures';

/**
 * The next page as the panel makes it from a change (`applyPanelAnswer`): the hits the change
 * keeps are the same objects, the others new ones.
 */
type Change = (p: PanelPage) => PanelPage;
const withKeys = (p: PanelPage, keys: PageHit[]): PanelPage => ({
  ...p,
  report: { ...p.report, keys, revision: p.report.revision + 1 },
});
const at = (p: PanelPage, key: string) => p.report.keys.findIndex((k) => k.key === key);
const replaced = (p: PanelPage, key: string, over: Partial<PageHit>) =>
  withKeys(
    p,
    p.report.keys.map((k, i) => (i === at(p, key) ? { ...k, ...over } : k)),
  );

const changes: [string, number, Change][] = [
  ['nothing changed (a new report of the same hits)', 0, (p) => withKeys(p, [...p.report.keys])],
  [
    "someone else's save: one row's status",
    1,
    (p) => replaced(p, 'nav.cart', { status: entry({ text: 'Korb', stageIndex: 1 }) }),
  ],
  [
    'a status of a key seen twice, on its first hit',
    1,
    (p) => replaced(p, 'nav.home', { status: entry({ text: 'Start' }) }),
  ],
  [
    're-rendered with new keys',
    2,
    (p) =>
      withKeys(p, [
        ...p.report.keys.slice(0, 4),
        { ...p.report.keys[4]!, key: 'fresh.one', status: 'unknown' },
        { ...p.report.keys[5]!, namespace: 'fresh', key: 'fresh.two', status: null },
        ...p.report.keys.slice(6),
      ]),
  ],
  [
    "a key's second place gone (its methods change)",
    1,
    (p) =>
      withKeys(
        p,
        p.report.keys.filter((_, i) => i !== 2),
      ),
  ],
  [
    'a key seen in one more place, last',
    1,
    (p) => withKeys(p, [...p.report.keys, { ...p.report.keys[1]!, method: 'text' }]),
  ],
  [
    'a run of keys gone from the middle',
    0,
    (p) =>
      withKeys(
        p,
        p.report.keys.filter((_, i) => i < 3 || i > 5),
      ),
  ],
  [
    'new keys first, the others after them',
    2,
    (p) =>
      withKeys(p, [
        { ...p.report.keys[0]!, key: 'fresh.one', status: null },
        { ...p.report.keys[3]!, key: 'fresh.two', status: 'unknown' },
        ...p.report.keys,
      ]),
  ],
  ['keys in another order', 1, (p) => withKeys(p, [...p.report.keys].reverse())],
  [
    "one key's source text",
    1,
    (p) => ({
      ...p,
      sources: { ...p.sources, common: { ...p.sources.common, 'nav.cart': 'Bag' } },
    }),
  ],
  ['the workflow (a sign-in): every row', 7, (p) => ({ ...p, workflow: workflow('reviewer') })],
  [
    'a namespace busy with a fill: every row',
    7,
    (p) => ({ ...p, flags: { ...p.flags, checkout: { ...p.flags.checkout!, busy: true } } }),
  ],
  ['the page turns out to be the source: every row', 7, (p) => ({ ...p, isSource: true })],
  ['no key left', 0, (p) => withKeys(p, [])],
];

describe('RowJoin', () => {
  it.each(changes)('%s: the rows of buildRows, %i made again', (_name, remade, change) => {
    const join = new RowJoin();
    const before = page(workflow('translator'));
    const first = join.update(before);
    expect(first).toEqual(buildRows(before));
    expect(join.remade).toBe(first.length);
    const after = change(before);
    const rows = join.update(after);
    expect(rows).toEqual(buildRows(after));
    expect(join.remade).toBe(remade);
    // The rows a change did not touch are the same objects: the list renders only the others.
    const kept = rows.filter((r) => first.includes(r)).length;
    if (remade === 0 && rows.length === first.length) expect(rows).toBe(first);
    if (remade < first.length) expect(kept).toBeGreaterThanOrEqual(rows.length - remade);
  });

  it('follows a run of changes, each joined as buildRows would', () => {
    const join = new RowJoin();
    let p = page(workflow('translator'));
    join.update(p);
    for (const [, , change] of changes) {
      p = change(p);
      expect(join.update(p)).toEqual(buildRows(p));
    }
  });
});

describe('RowFilter', () => {
  const filters: [string, Partial<KeyFilters>][] = [
    ['none', {}],
    ['search', { search: 'PAY' }],
    ['state', { state: 'edited' }],
    ['editable by me', { editableByMe: true }],
    ['method', { method: 'text' }],
  ];
  it.each(filters)('%s: as filterRows, groupByNamespace, countByState', (_name, patch) => {
    const f = { ...NO_FILTERS, ...patch };
    const filter = new RowFilter();
    const join = new RowJoin();
    let p = page(workflow('translator'));
    for (const change of [(x: PanelPage) => x, ...changes.map(([, , c]) => c)]) {
      p = change(p);
      const rows = join.update(p);
      const view = filter.view(rows, f);
      const shown = filterRows(rows, f);
      expect(view).toEqual({
        shown,
        groups: groupByNamespace(shown, rows),
        stateCounts: countByState(rows),
      });
      // Only rows made again are matched again.
      expect(filter.matched).toBeLessThanOrEqual(join.remade);
    }
  });
});
