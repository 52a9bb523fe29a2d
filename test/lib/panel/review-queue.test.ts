import { describe, expect, it } from 'vitest';
import { buildRows } from '../../../lib/panel/key-list';
import { isActionable, next } from '../../../lib/panel/review-queue';
import { entry, page, workflow } from './fixtures';

type Who = Parameters<typeof workflow>[0];
const actionable = (who: Who) =>
  buildRows(page(workflow(who)))
    .filter((r) => r.actionable)
    .map((r) => r.key);

describe('isActionable (stage-aware)', () => {
  it.each<[Who, string[]]>([
    // Stage 0 rows, the missing row it may create, the machine translation.
    ['translator', ['nav.cart', 'pay.note', 'promo.html']],
    // Review (stage 1) rows, and the postreview row not approved yet.
    ['reviewer', ['pay.title', 'pay.total']],
    // A manager's queue: the rows waiting for approval, not every row they may edit.
    ['pm', ['pay.total']],
    ['publishable', []],
  ])('%s', (who, expected) => expect(actionable(who)).toEqual(expected));

  it('skips a row confirmed at the file stage in per_file mode', () => {
    const ctx = buildRows(page(workflow('translator', { workflow_mode: 'per_file' })))[1]!.context;
    expect(isActionable(entry({ confirmedBy: 'u-translator' }), ctx)).toBe(false);
    expect(isActionable(entry(), ctx)).toBe(true);
  });

  it('waits for the status', () => {
    const ctx = buildRows(page(workflow('pm')))[0]!.context;
    expect(isActionable(undefined, ctx)).toBe(false);
  });
});

describe('next', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
    id,
    actionable: id !== 'c' && id !== 'a',
  }));
  it.each<[string | null, 1 | -1, string | null]>([
    [null, 1, 'b'],
    [null, -1, 'e'],
    ['b', 1, 'd'],
    ['d', -1, 'b'],
    ['e', 1, 'b'],
    ['b', -1, 'e'],
    ['c', 1, 'd'],
    ['a', -1, 'e'],
    ['zz', 1, 'b'],
  ])('from %s by %i → %s', (current, dir, expected) => {
    expect(next(rows, current, dir)).toBe(expected);
  });

  it('returns null when nothing else is actionable', () => {
    expect(next([{ id: 'a', actionable: true }], 'a', 1)).toBeNull();
    expect(next([{ id: 'a', actionable: false }], null, 1)).toBeNull();
    expect(next([], null, 1)).toBeNull();
  });
});
