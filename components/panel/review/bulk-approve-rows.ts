import type { PanelRow } from '../../../lib/panel/key-list';
import { verdict } from '../../../lib/panel/row-actions';

/**
 * The rows a bulk approval takes: those of `rows` (the page, or the filter's rows) waiting for
 * approval that the rules let the user approve now, each once. Rows with a queued write are left
 * out: their text is not yet what the service has, so the summary could not show what goes live.
 */
export function approvableRows(
  rows: readonly PanelRow[],
  queued: ReadonlySet<string> = new Set(),
): PanelRow[] {
  return rows.filter(
    (r) =>
      r.entry &&
      !r.entry.isReady &&
      !queued.has(r.id) &&
      verdict('approve', r.entry, r.context).allowed,
  );
}

/** What the summary lists before a bulk approval: per namespace, how many rows. */
export function approvalSummary(rows: readonly PanelRow[]): { namespace: string; n: number }[] {
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.namespace, (by.get(r.namespace) ?? 0) + 1);
  return [...by].map(([namespace, n]) => ({ namespace, n }));
}
