import { describe, expect, it } from 'vitest';
import {
  buildRows,
  countByState,
  filterRows,
  filtersActive,
  groupByNamespace,
  NO_FILTERS,
  type KeyFilters,
} from '../../../lib/panel/key-list';
import { REASON_TEXT } from '../../../lib/workflow/reasons';
import { page, workflow } from './fixtures';

const rows = buildRows(page(workflow('translator')));
const keys = (list: { key: string }[]) => list.map((r) => r.key);

describe('buildRows', () => {
  it('has one row per (namespace, key), in first-appearance order', () => {
    expect(keys(rows)).toEqual([
      'nav.home',
      'nav.cart',
      'pay.title',
      'pay.total',
      'pay.note',
      'footer.copy',
      'promo.html',
    ]);
  });

  it('merges the occurrences of a key: methods, visibility, frame of the first', () => {
    const home = rows[0]!;
    expect(home).toMatchObject({
      namespace: 'common',
      methods: ['attribute', 'text'],
      visible: true,
      frameId: 0,
      source: 'Home',
      state: 'delivered',
    });
  });

  it('gives keys named like what every object has no source text', () => {
    const p = page(workflow('translator'));
    const named = ['constructor', 'toString', '__proto__'].map((key) => ({
      ...p.report.keys[0]!,
      key,
      status: null,
    }));
    const built = buildRows({ ...p, report: { ...p.report, keys: named } });
    expect(built.map((r) => [r.key, r.source])).toEqual([
      ['constructor', null],
      ['toString', null],
      ['__proto__', null],
    ]);
  });

  it.each([
    ['nav.home', 'delivered', false, REASON_TEXT.postreview],
    ['nav.cart', 'edited', true, null],
    ['pay.title', 'edited', false, REASON_TEXT.not_your_stage],
    ['pay.note', 'missing', true, null],
    ['footer.copy', 'locked', false, REASON_TEXT.locked],
    ['promo.html', 'machine_translated', true, null],
  ])('%s: %s, editable %s', (key, state, editable, reason) => {
    const row = rows.find((r) => r.key === key)!;
    expect(row).toMatchObject({ state, editable, readOnlyReason: reason });
  });

  it('shows every row as not a target on a source-language page', () => {
    const source = buildRows(page(workflow('pm'), { isSource: true }));
    expect(new Set(source.map((r) => r.state))).toEqual(new Set(['not_target']));
  });

  it('keeps an unknown status as loading', () => {
    const p = page();
    p.report.keys = p.report.keys.map((k) => ({ ...k, status: 'unknown' as const }));
    expect(buildRows(p).every((r) => r.state === 'loading' && r.entry === undefined)).toBe(true);
  });
});

describe('filterRows', () => {
  it.each<[string, Partial<KeyFilters>, string[]]>([
    ['nothing', {}, keys(rows)],
    ['search in the key', { search: 'PAY.' }, ['pay.title', 'pay.total', 'pay.note']],
    ['search in the source', { search: 'cart {count}' }, ['nav.cart']],
    ['search in the target', { search: 'bezahlen' }, ['pay.title']],
    ['search in the namespace', { search: 'checkout' }, ['pay.title', 'pay.total', 'pay.note']],
    ['state', { state: 'edited' }, ['nav.cart', 'pay.title', 'pay.total']],
    ['approved', { approved: 'yes' }, ['nav.home']],
    [
      'not delivered',
      { delivered: 'no' },
      ['nav.cart', 'pay.title', 'pay.total', 'pay.note', 'promo.html'],
    ],
    ['editable by me', { editableByMe: true }, ['nav.cart', 'pay.note', 'promo.html']],
    ['detection method', { method: 'invisible' }, ['nav.cart']],
    ['combined', { method: 'text', editableByMe: true }, ['pay.note']],
  ])('%s', (_name, patch, expected) => {
    expect(keys(filterRows(rows, { ...NO_FILTERS, ...patch }))).toEqual(expected);
  });

  it('knows when filters are active', () => {
    expect(filtersActive(NO_FILTERS)).toBe(false);
    expect(filtersActive({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(filtersActive({ ...NO_FILTERS, editableByMe: true })).toBe(true);
  });
});

describe('groupByNamespace', () => {
  it('groups in page order with shown and total counts', () => {
    const shown = filterRows(rows, { ...NO_FILTERS, editableByMe: true });
    const groups = groupByNamespace(shown, rows);
    expect(groups.map((g) => [g.namespace, keys(g.rows), g.total])).toEqual([
      ['common', ['nav.cart', 'promo.html'], 4],
      ['checkout', ['pay.note'], 3],
    ]);
  });

  it('counts states', () => {
    expect(countByState(rows)).toEqual({
      delivered: 1,
      edited: 3,
      missing: 1,
      locked: 1,
      machine_translated: 1,
    });
  });
});
