import type { TargetStatusEntry } from '../contract/editor';
import { actorFromWorkflow } from '../workflow/caller';
import { verdict, type RowContext } from './row-actions';

/**
 * The keyboard review queue: "the next row I can act on", in page order and stage-aware. A row is
 * work for me when the rules let me approve it (and it is not approved yet), or edit and confirm
 * it at my stage. Lock, unlock and unapprove are corrections, not queue work. A manager may edit
 * every row, so their queue is the rows that need a manager: those waiting for approval.
 */
export function isActionable(entry: TargetStatusEntry | null | undefined, ctx: RowContext) {
  if (entry === undefined) return false;
  if (verdict('approve', entry, ctx).allowed && !entry?.isReady) return true;
  if (ctx.workflow && actorFromWorkflow(ctx.workflow).isPm) return false;
  if (!verdict('edit', entry, ctx).allowed) return false;
  // per_file: a row confirmed at the file's stage waits for the rest of the file to catch up.
  if (ctx.workflow?.workflow_mode === 'per_file' && entry?.confirmedBy) return false;
  return true;
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
