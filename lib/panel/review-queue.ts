import type { TargetStatusEntry } from '../contract/editor';
import { isWorkForCaller } from '../workflow/work';
import { pageBlocker, type RowContext } from './row-actions';

/**
 * The keyboard review queue: "the next row I can act on", in page order and stage-aware (the
 * rule is lib/workflow's, which the toolbar badge counts with too: a manager's queue is the rows
 * waiting for approval). Nothing is work on a page that is no target, or while a row's status
 * loads.
 */
export function isActionable(entry: TargetStatusEntry | null | undefined, ctx: RowContext) {
  if (entry === undefined || pageBlocker(ctx)) return false;
  return isWorkForCaller(entry, ctx.workflow!, ctx.flags);
}

/**
 * The id of the next (1) or previous (-1) actionable row after `currentId`, wrapping around the
 * list; null when no row is actionable. With no current row, J starts at the top and K at the end.
 */
export function next(
  rows: readonly { id: string; actionable: boolean }[],
  currentId: string | null,
  direction: 1 | -1,
): string | null {
  const n = rows.length;
  if (n === 0) return null;
  const at = currentId === null ? -1 : rows.findIndex((r) => r.id === currentId);
  const start = at === -1 ? (direction === 1 ? -1 : n) : at;
  for (let step = 1; step <= n; step++) {
    const i = (((start + direction * step) % n) + n) % n;
    const row = rows[i]!;
    if (row.actionable && row.id !== currentId) return row.id;
  }
  return null;
}

/** How many rows are left to act on. */
export const queueLength = (rows: readonly { actionable: boolean }[]) =>
  rows.filter((r) => r.actionable).length;
