/**
 * Which rows of a long grouped list to render: only those in (or near) the scrolled viewport, with
 * spacers standing in for the rest, so a page of 20,000 keys renders a few dozen rows. Heights
 * are estimates (one for every row, one for every group heading): the list needs to know where
 * a row would be, not to lay every row out.
 */

/** Rows past which the list renders a window of them; shorter lists render every row. */
export const WINDOW_FROM_ROWS = 200;

export interface RowWindowInput {
  /** Rows shown in each group, in order (groups without rows are not rendered). */
  groupSizes: readonly number[];
  rowPx: number;
  headingPx: number;
  scrollTop: number;
  viewportPx: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
}

export interface RowWindow {
  /** Index (over every shown row) of the first row rendered, and one past the last. */
  start: number;
  end: number;
  /** Height the rows and headings before the first rendered group stand for. */
  before: number;
  /** Height of the rows after the window (headings of groups entirely after it included). */
  after: number;
  /** Height of the whole list, as estimated. */
  total: number;
}

/** Where row `index` (over every shown row) starts, from the top of the list. */
export function rowOffset(
  index: number,
  groupSizes: readonly number[],
  rowPx: number,
  headingPx: number,
): number {
  let [rowsBefore, headings] = [0, 0];
  for (const size of groupSizes) {
    if (size === 0) continue;
    headings++;
    if (index < rowsBefore + size) break;
    rowsBefore += size;
  }
  return headings * headingPx + index * rowPx;
}

/** The rows in view with `overscan` more on each side, and the spacers around them. */
export function rowWindow(input: RowWindowInput): RowWindow {
  const { groupSizes, rowPx, headingPx, scrollTop, viewportPx, overscan } = input;
  const count = groupSizes.reduce((n, s) => n + s, 0);
  const total = groupSizes.filter((s) => s > 0).length * headingPx + count * rowPx;
  if (count === 0) return { start: 0, end: 0, before: 0, after: 0, total };
  const top = Math.max(0, Math.min(scrollTop, total - viewportPx));
  const bottom = top + viewportPx;
  // The first row whose bottom is below the viewport's top, and one past the last whose top is
  // above its bottom.
  let [first, last, index, y] = [-1, count, 0, 0];
  for (const size of groupSizes) {
    if (size > 0) y += headingPx;
    for (let i = 0; i < size && last === count; i++, index++, y += rowPx) {
      if (first < 0 && y + rowPx > top) first = index;
      if (y >= bottom) last = index;
    }
    if (last !== count) break;
  }
  if (first < 0) first = count - 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, Math.max(last, first + 1) + overscan);
  // Row `start` sits where it would in the whole list, under its group's heading.
  const before = rowOffset(start, groupSizes, rowPx, headingPx) - headingPx;
  const rendered = groupsBetween(start, end, groupSizes) * headingPx + (end - start) * rowPx;
  return { start, end, before, after: Math.max(0, total - before - rendered), total };
}

/** Groups with at least one row in [start, end). */
function groupsBetween(start: number, end: number, groupSizes: readonly number[]): number {
  let n = 0;
  let rowsBefore = 0;
  for (const size of groupSizes) {
    const [from, to] = [rowsBefore, rowsBefore + size];
    if (size > 0 && from < end && to > start) n++;
    rowsBefore = to;
  }
  return n;
}
