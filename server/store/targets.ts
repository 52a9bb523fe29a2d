import type { RowState } from '../../lib/contract/editor';
import { isDelivered, type Row } from '../../lib/workflow/rules';
import type { Db } from '../db/open';
import { insertMany } from './insert-many';
import { recordChanges, rowWriteChanges } from './row-changes';
import type { SourceKey } from './source-keys';
import { bool, stmt } from './statements';

export interface StoredRow extends Row {
  key: string;
}

interface RawRow {
  key: string;
  text: string;
  row_state: RowState;
  is_ready: number;
  is_locked: number;
  confirmed_by: string | null;
  stage_index: number;
}

const toRow = (r: RawRow): StoredRow => ({
  key: r.key,
  text: r.text,
  rowState: r.row_state,
  isReady: bool(r.is_ready),
  isLocked: bool(r.is_locked),
  confirmedBy: r.confirmed_by,
  stageIndex: r.stage_index,
});

/** Target rows of a file (locale × namespace), by key (all of them when `keys` is null). */
export async function getRows(
  db: Db,
  projectId: string,
  locale: string,
  namespace: string,
  keys: readonly string[] | null,
): Promise<Map<string, StoredRow>> {
  const cols = 'key, text, row_state, is_ready, is_locked, confirmed_by, stage_index';
  const rows = (
    keys === null
      ? await stmt(
          db,
          `SELECT ${cols} FROM targets WHERE project_id = ? AND locale = ? AND namespace = ?`,
        ).all(projectId, locale, namespace)
      : await stmt(
          db,
          `SELECT ${cols} FROM targets WHERE project_id = ? AND locale = ? AND namespace = ?
           AND key IN (SELECT value FROM json_each(?))`,
        ).all(projectId, locale, namespace, JSON.stringify(keys))
  ) as RawRow[];
  return new Map(rows.map((r) => [r.key, toRow(r)]));
}

/**
 * The status read's hot path: source keys and their target rows in one query (1,000 keys per
 * request), by key. Keys with no source key are absent; a source key without a row maps to null.
 */
export async function getStatusRows(
  db: Db,
  projectId: string,
  locale: string,
  namespace: string,
  keys: readonly string[],
  /** Held until the transaction ends, so a concurrent write of these rows waits and sees ours. */
  forWrite = false,
): Promise<Map<string, { source: SourceKey; row: StoredRow | null }>> {
  // Locked first, read after: a read that waited for the lock must see the rows as they are now.
  if (forWrite && db.dialect.forUpdate)
    await stmt(
      db,
      `SELECT key FROM source_keys WHERE project_id = ? AND namespace = ?
       AND key IN (SELECT value FROM json_each(?))${db.dialect.forUpdate}`,
    ).all(projectId, namespace, JSON.stringify(keys));
  const rows = (await stmt(
    db,
    `SELECT s.key, s.text AS source_text, s.translatable, t.text, t.row_state, t.is_ready,
       t.is_locked, t.confirmed_by, t.stage_index
     FROM source_keys s LEFT JOIN targets t
       ON t.project_id = s.project_id AND t.locale = ? AND t.namespace = s.namespace AND t.key = s.key
     WHERE s.project_id = ? AND s.namespace = ? AND s.key IN (SELECT value FROM json_each(?))`,
  ).all(locale, projectId, namespace, JSON.stringify(keys))) as (RawRow & {
    source_text: string;
    translatable: number;
  })[];
  const out = new Map<string, { source: SourceKey; row: StoredRow | null }>();
  for (const r of rows) {
    const source = { key: r.key, text: r.source_text, translatable: bool(r.translatable) };
    out.set(r.key, { source, row: r.row_state === null ? null : toRow(r) });
  }
  return out;
}

/** A target row to write, with where it goes. */
export interface RowWrite {
  locale: string;
  namespace: string;
  row: StoredRow;
}

export const putRow = (
  db: Db,
  projectId: string,
  locale: string,
  namespace: string,
  row: StoredRow,
  now: number,
): Promise<void> => putRows(db, projectId, [{ locale, namespace, row }], now);

/** Writes target rows, created or replaced, in as few statements as the rows allow; streams them. */
export async function putRows(
  db: Db,
  projectId: string,
  writes: readonly RowWrite[],
  now: number,
): Promise<void> {
  await insertMany(
    db,
    `INSERT INTO targets (project_id, locale, namespace, key, text, row_state, is_ready, is_locked,
       confirmed_by, stage_index, updated_at)`,
    `ON CONFLICT (project_id, locale, namespace, key) DO UPDATE SET
       text = excluded.text, row_state = excluded.row_state, is_ready = excluded.is_ready,
       is_locked = excluded.is_locked, confirmed_by = excluded.confirmed_by,
       stage_index = excluded.stage_index, updated_at = excluded.updated_at`,
    writes.map(({ locale, namespace, row }) => [
      projectId,
      locale,
      namespace,
      row.key,
      row.text,
      row.rowState,
      row.isReady ? 1 : 0,
      row.isLocked ? 1 : 0,
      row.confirmedBy,
      row.stageIndex,
      now,
    ]),
  );
  await recordChanges(db, projectId, now, rowWriteChanges(writes, now));
}

/** The file target's id and stage, created at stage 0 on first use. */
export async function fileTarget(
  db: Db,
  projectId: string,
  locale: string,
  namespace: string,
): Promise<{ id: number; stageIndex: number }> {
  await stmt(
    db,
    'INSERT INTO file_targets (project_id, locale, namespace) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  ).run(projectId, locale, namespace);
  const r = (await stmt(
    db,
    'SELECT file_target_id, stage_index FROM file_targets WHERE project_id = ? AND locale = ? AND namespace = ?',
  ).get(projectId, locale, namespace)) as { file_target_id: number; stage_index: number };
  return { id: r.file_target_id, stageIndex: r.stage_index };
}

export async function setFileStage(
  db: Db,
  projectId: string,
  locale: string,
  namespace: string,
  stage: number,
): Promise<void> {
  await stmt(
    db,
    'UPDATE file_targets SET stage_index = ? WHERE project_id = ? AND locale = ? AND namespace = ?',
  ).run(Math.max(0, stage), projectId, locale, namespace);
}

/** Rows GET /translations serves: exactly those that lib/workflow calls delivered. */
export async function deliveredTexts(
  db: Db,
  projectId: string,
  locale: string,
  archived: boolean,
  namespace: string | null,
): Promise<{ namespace: string; key: string; text: string }[]> {
  const rows = (await stmt(
    db,
    `SELECT t.namespace, t.key, t.text, t.is_ready, t.is_locked, s.translatable FROM targets t
     JOIN source_keys s USING (project_id, namespace, key)
     WHERE t.project_id = ? AND t.locale = ? AND (CAST(? AS TEXT) IS NULL OR t.namespace = ?)
     ORDER BY t.namespace, t.key`,
  ).all(projectId, locale, namespace, namespace)) as {
    namespace: string;
    key: string;
    text: string;
    is_ready: number;
    is_locked: number;
    translatable: number;
  }[];
  return rows
    .filter((r) =>
      isDelivered(
        { text: r.text, isReady: bool(r.is_ready), isLocked: bool(r.is_locked) },
        { translatable: bool(r.translatable), archived },
      ),
    )
    .map(({ namespace, key, text }) => ({ namespace, key, text }));
}

/** How many rows of a file are at each stage (as stored; per-file projects read the file's). */
export const stageCounts = async (db: Db, projectId: string, locale: string, namespace: string) =>
  (await stmt(
    db,
    `SELECT stage_index, COUNT(*) AS n FROM targets
     WHERE project_id = ? AND locale = ? AND namespace = ? GROUP BY stage_index`,
  ).all(projectId, locale, namespace)) as { stage_index: number; n: number }[];

/** A file target's locale and namespace, when it is one of the project's. */
export const fileTargetById = (db: Db, projectId: string, fileTargetId: number) =>
  stmt(
    db,
    'SELECT locale, namespace FROM file_targets WHERE file_target_id = ? AND project_id = ?',
  ).get<{ locale: string; namespace: string }>(fileTargetId, projectId);

/** Clears every row's confirmation in a file: a new stage confirms anew. */
export const clearFileConfirmations = (
  db: Db,
  projectId: string,
  locale: string,
  namespace: string,
) =>
  stmt(
    db,
    'UPDATE targets SET confirmed_by = NULL WHERE project_id = ? AND locale = ? AND namespace = ?',
  ).run(projectId, locale, namespace);

/** A row's text in one locale, or undefined when the locale has no row for the key. */
export const rowText = async (
  db: Db,
  projectId: string,
  locale: string,
  namespace: string,
  key: string,
) =>
  (
    await stmt(
      db,
      'SELECT text FROM targets WHERE project_id = ? AND locale = ? AND namespace = ? AND key = ?',
    ).get<{ text: string }>(projectId, locale, namespace, key)
  )?.text;
