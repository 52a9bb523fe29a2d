import type { Db } from '../db/open';
import type { PriorSource } from './push-journal';
import { fileChange, recordChanges } from './row-changes';
import { bool, stmt } from './statements';
import type { StoredRow } from './targets';

/** What pushes and restores need beyond the editor's reads and writes: whole keys, and removal. */

/** Source keys of a namespace with their descriptions, by key (all of them when `keys` is null). */
export async function describedSourceKeys(
  db: Db,
  projectId: string,
  namespace: string,
  keys: readonly string[] | null = null,
): Promise<Map<string, PriorSource>> {
  const rows = (await stmt(
    db,
    `SELECT key, text, translatable, description FROM source_keys
       WHERE project_id = ? AND namespace = ?
       AND (CAST(? AS TEXT) IS NULL OR key IN (SELECT value FROM json_each(?)))`,
  ).all(projectId, namespace, keys && 'some', JSON.stringify(keys ?? []))) as {
    key: string;
    text: string;
    translatable: number;
    description: string | null;
  }[];
  return new Map(rows.map((r) => [r.key, { ...r, translatable: bool(r.translatable) }]));
}

/** Every locale's row of the keys: what removing their source keys takes with it. */
export async function rowsInEveryLocale(
  db: Db,
  projectId: string,
  namespace: string,
  keys: readonly string[],
): Promise<{ locale: string; row: StoredRow }[]> {
  if (keys.length === 0) return [];
  const rows = (await stmt(
    db,
    `SELECT locale, key, text, row_state, is_ready, is_locked, confirmed_by, stage_index
       FROM targets WHERE project_id = ? AND namespace = ? AND key IN (SELECT value FROM json_each(?))
       ORDER BY locale, key`,
  ).all(projectId, namespace, JSON.stringify(keys))) as {
    locale: string;
    key: string;
    text: string;
    row_state: StoredRow['rowState'];
    is_ready: number;
    is_locked: number;
    confirmed_by: string | null;
    stage_index: number;
  }[];
  return rows.map((r) => ({
    locale: r.locale,
    row: {
      key: r.key,
      text: r.text,
      rowState: r.row_state,
      isReady: bool(r.is_ready),
      isLocked: bool(r.is_locked),
      confirmedBy: r.confirmed_by,
      stageIndex: Number(r.stage_index),
    },
  }));
}

export async function deleteRows(
  db: Db,
  projectId: string,
  locale: string,
  namespace: string,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await stmt(
    db,
    `DELETE FROM targets WHERE project_id = ? AND locale = ? AND namespace = ?
       AND key IN (SELECT value FROM json_each(?))`,
  ).run(projectId, locale, namespace, JSON.stringify(keys));
  await recordChanges(db, projectId, Date.now(), [
    fileChange(locale, namespace, 'removed', Date.now()),
  ]);
}

/** Removes source keys; their rows in every locale go with them (the foreign key cascades). */
export async function deleteSourceKeys(
  db: Db,
  projectId: string,
  namespace: string,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await stmt(
    db,
    `DELETE FROM source_keys WHERE project_id = ? AND namespace = ?
       AND key IN (SELECT value FROM json_each(?))`,
  ).run(projectId, namespace, JSON.stringify(keys));
  await recordChanges(db, projectId, Date.now(), [
    fileChange(null, namespace, 'removed', Date.now()),
  ]);
}
