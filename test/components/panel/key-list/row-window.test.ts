import { describe, expect, it } from 'vitest';
import {
  rowOffset,
  rowWindow,
  type RowWindowInput,
} from '../../../../components/panel/key-list/row-window';

const base: RowWindowInput = {
  groupSizes: [1000],
  rowPx: 50,
  headingPx: 20,
  scrollTop: 0,
  viewportPx: 500,
  overscan: 0,
};

describe('rowOffset', () => {
  it.each([
    // index, groups, where the row starts: headings above it plus the rows before it
    [0, [3, 4], 20],
    [2, [3, 4], 20 + 100],
    [3, [3, 4], 40 + 150],
    [6, [3, 4], 40 + 300],
    [3, [3, 0, 4], 40 + 150], // an empty group has no heading
  ])('row %i of groups %j starts at %i', (index, groups, at) => {
    expect(rowOffset(index, groups, 50, 20)).toBe(at);
  });
});

describe('rowWindow', () => {
  it.each<[string, Partial<RowWindowInput>, { start: number; end: number; before: number }]>([
    ['the top of the list', {}, { start: 0, end: 10, before: 0 }],
    // Row 20 starts at 20 + 1000: the viewport from 1000 shows rows 19 (its bottom) to 29.
    ['scrolled into the list', { scrollTop: 1000 }, { start: 19, end: 30, before: 950 }],
    ['with overscan', { scrollTop: 1000, overscan: 5 }, { start: 14, end: 35, before: 700 }],
    [
      'past the end: the last screenful',
      { scrollTop: 1e9 },
      { start: 990, end: 1000, before: 49_500 },
    ],
    [
      'across two groups',
      { groupSizes: [12, 1000], scrollTop: 500 },
      { start: 9, end: 20, before: 450 },
    ],
    ['a list shorter than the viewport', { groupSizes: [3] }, { start: 0, end: 3, before: 0 }],
    ['no rows', { groupSizes: [] }, { start: 0, end: 0, before: 0 }],
  ])('%s', (_, input, expected) => {
    const w = rowWindow({ ...base, ...input });
    expect({ start: w.start, end: w.end, before: w.before }).toEqual(expected);
  });

  it.each([0, 777, 20_000, 49_000, 1e9])(
    'spacers and rendered rows add up to the whole list (scrolled to %i)',
    (scrollTop) => {
      const groupSizes = [12, 0, 500, 488];
      const w = rowWindow({ ...base, groupSizes, scrollTop, overscan: 3 });
      let rendered = (w.end - w.start) * base.rowPx;
      let index = 0;
      for (const size of groupSizes) {
        if (size > 0 && index < w.end && index + size > w.start) rendered += base.headingPx;
        index += size;
      }
      expect(w.before + rendered + w.after).toBe(w.total);
      expect(w.total).toBe(3 * 20 + 1000 * 50);
    },
  );
});
