import type { Change } from '../../lib/contract/row-changes';
import type { Row } from '../../lib/workflow/rules';
import type { Db } from '../db/open';
import { stmt } from './statements';

/** The signal every instance hears when row changes commit (PostgreSQL's NOTIFY). */
export const ROW_CHANGES_CHANNEL = 'row_changes';

/** More rows than this in one write become one change of their file: a client refetches it. */
const ROWS_PER_WRITE = 200;

/** Wakes this process's change hub; set by the hub of each open database. */
const wakers = new WeakMap<Db, () => void>();
export const onRowChanges = (db: Db, wake: () => void) => wakers.set(db, wake);

/**
 * Records changes of one project in the caller's transaction when there is one. Every instance
 * hears of them on commit (a NOTIFY is delivered then); this one is woken at once too, and its
 * read waits for the commit (SQLite's single connection holds readers until it ends).
 */
export async function recordChanges(
  db: Db,
  projectId: string,
  now: number,
  changes: readonly Change[],
): Promise<void> {
  if (changes.length === 0) return;
  await stmt(db, 'INSERT INTO row_changes (project_id, created_at, changes) VALUES (?, ?, ?)').run(
    projectId,
    now,
    JSON.stringify(changes),
  );
  await db.signals?.send(ROW_CHANGES_CHANNEL);
  wakers.get(db)?.();
}

/** The changes of rows written together (many become one change per file). */
export function rowWriteChanges(
  writes: readonly { locale: string; namespace: string; row: Row & { key: string } }[],
  now: number,
): Change[] {
  if (writes.length > ROWS_PER_WRITE) {
    const files = new Map(writes.map((w) => [`${w.locale}\u0000${w.namespace}`, w]));
    return [...files.values()].map((w) => fileChange(w.locale, w.namespace, 'rows', now));
  }
  return writes.map(({ locale, namespace, row }) => ({
    kind: 'row',
    locale,
    namespace,
    key: row.key,
    row_state: row.rowState,
    stage_index: row.stageIndex,
    is_ready: row.isReady,
    is_locked: row.isLocked,
    text: row.text,
    version: now,
  }));
}

export const fileChange = (
  locale: string | null,
  namespace: string | null,
  reason: Extract<Change, { kind: 'locale' }>['reason'],
  now: number,
): Change => ({ kind: 'locale', locale, namespace, reason, version: now });

export interface StoredChanges {
  id: number;
  projectId: string;
  changes: Change[];
}

/** Changes recorded after `afterId` (of one project, or of all), oldest first. */
export async function changesAfter(
  db: Db,
  afterId: number,
  limit: number,
  projectId?: string,
): Promise<StoredChanges[]> {
  const rows = (await stmt(
    db,
    `SELECT change_id, project_id, changes FROM row_changes WHERE change_id > ?
     ${projectId === undefined ? '' : 'AND project_id = ?'} ORDER BY change_id LIMIT ${limit}`,
  ).all(...(projectId === undefined ? [afterId] : [afterId, projectId]))) as {
    change_id: number | string;
    project_id: string;
    changes: string;
  }[];
  return rows.map((r) => ({
    id: Number(r.change_id),
    projectId: r.project_id,
    changes: JSON.parse(r.changes) as Change[],
  }));
}

/** The oldest and newest ids kept (0 and 0 when none is). */
export async function keptRange(db: Db): Promise<{ oldest: number; newest: number }> {
  const r = (await stmt(
    db,
    'SELECT MIN(change_id) AS oldest, MAX(change_id) AS newest FROM row_changes',
  ).get()) as { oldest: number | string | null; newest: number | string | null };
  return { oldest: Number(r.oldest ?? 0), newest: Number(r.newest ?? 0) };
}

/** Forgets changes older than `before`, but always keeps the newest (it dates the ids). */
export async function pruneChanges(db: Db, before: number): Promise<void> {
  await stmt(
    db,
    `DELETE FROM row_changes WHERE created_at < ?
     AND change_id < (SELECT MAX(change_id) FROM row_changes)`,
  ).run(before);
}
