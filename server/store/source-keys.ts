import type { Db } from '../db/open';
import { insertMany } from './insert-many';
import { bool, stmt } from './statements';

/** A project's source keys: the text in the source language every target row translates. */
export interface SourceKey {
  key: string;
  text: string;
  translatable: boolean;
}

/** Source keys of a namespace, by key (all of them when `keys` is null). */
export async function getSourceKeys(
  db: Db,
  projectId: string,
  namespace: string,
  keys: readonly string[] | null,
): Promise<Map<string, SourceKey>> {
  const rows = (
    keys === null
      ? await stmt(
          db,
          'SELECT key, text, translatable FROM source_keys WHERE project_id = ? AND namespace = ?',
        ).all(projectId, namespace)
      : await stmt(
          db,
          `SELECT key, text, translatable FROM source_keys
           WHERE project_id = ? AND namespace = ? AND key IN (SELECT value FROM json_each(?))`,
        ).all(projectId, namespace, JSON.stringify(keys))
  ) as { key: string; text: string; translatable: number }[];
  return new Map(rows.map((r) => [r.key, { ...r, translatable: bool(r.translatable) }]));
}

export async function putSourceKey(
  db: Db,
  projectId: string,
  namespace: string,
  source: SourceKey,
  now: number,
  /** What is stored now, when the caller read it already (null: nothing); read here otherwise. */
  known?: { text: string } | null,
): Promise<'created' | 'updated' | 'unchanged'> {
  const existing =
    known !== undefined
      ? (known ?? undefined)
      : ((await stmt(
          db,
          'SELECT text FROM source_keys WHERE project_id = ? AND namespace = ? AND key = ?',
        ).get(projectId, namespace, source.key)) as { text: string } | undefined);
  if (existing?.text === source.text) return 'unchanged';
  await putSourceKeys(db, projectId, [{ namespace, source }], now);
  return existing ? 'updated' : 'created';
}

const SOURCE_COLUMNS = 'project_id, namespace, key, text, translatable, updated_at';

/** A source key's row values, in SOURCE_COLUMNS' order. */
const sourceValues = (projectId: string, namespace: string, source: SourceKey, now: number) => [
  projectId,
  namespace,
  source.key,
  source.text,
  source.translatable ? 1 : 0,
  now,
];

/** Writes source keys' texts: a new key with its translatability, a known one keeps its own. */
export async function putSourceKeys(
  db: Db,
  projectId: string,
  writes: readonly { namespace: string; source: SourceKey }[],
  now: number,
): Promise<void> {
  await insertMany(
    db,
    `INSERT INTO source_keys (${SOURCE_COLUMNS})`,
    'ON CONFLICT (project_id, namespace, key) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at',
    writes.map(({ namespace, source }) => sourceValues(projectId, namespace, source, now)),
  );
}

/** Sets stored source keys' descriptions for translators ('' clears one). */
export async function describeSourceKeys(
  db: Db,
  projectId: string,
  writes: readonly { namespace: string; source: SourceKey; description: string }[],
  now: number,
): Promise<void> {
  // An upsert of keys known to exist: the one multi-row write both engines spell alike.
  await insertMany(
    db,
    `INSERT INTO source_keys (${SOURCE_COLUMNS}, description)`,
    'ON CONFLICT (project_id, namespace, key) DO UPDATE SET description = excluded.description',
    writes.map(({ namespace, source, description }) => [
      ...sourceValues(projectId, namespace, source, now),
      description || null,
    ]),
  );
}

export async function sourceTexts(
  db: Db,
  projectId: string,
  namespace: string | null,
): Promise<{ namespace: string; key: string; text: string }[]> {
  return (await stmt(
    db,
    `SELECT namespace, key, text FROM source_keys WHERE project_id = ? AND (CAST(? AS TEXT) IS NULL OR namespace = ?)
     ORDER BY namespace, key`,
  ).all(projectId, namespace, namespace)) as { namespace: string; key: string; text: string }[];
}

/** How many translatable keys each namespace of a project has. */
export const translatableCounts = async (db: Db, projectId: string) =>
  (await stmt(
    db,
    `SELECT namespace, COUNT(*) AS n FROM source_keys
     WHERE project_id = ? AND translatable = 1 GROUP BY namespace`,
  ).all(projectId)) as { namespace: string; n: number }[];

/** A source key's text, whether it is translated, and its description for translators. */
export const sourceKeyDetail = (db: Db, projectId: string, namespace: string, key: string) =>
  stmt(
    db,
    'SELECT text, translatable, description FROM source_keys WHERE project_id = ? AND namespace = ? AND key = ?',
  ).get<{ text: string; translatable: number; description: string | null }>(
    projectId,
    namespace,
    key,
  );

export const sourceKeyExists = async (db: Db, projectId: string, namespace: string, key: string) =>
  (await stmt(
    db,
    'SELECT 1 FROM source_keys WHERE project_id = ? AND namespace = ? AND key = ?',
  ).get(projectId, namespace, key)) !== undefined;

/** A source key beside its row in one locale (the row's columns null where it has none). */
export interface SourceKeyWithText {
  namespace: string;
  key: string;
  source_text: string;
  translatable: number;
  description: string | null;
  text: string | null;
  is_ready: number | null;
  is_locked: number | null;
}

/** Every source key of a project (or of one namespace) with its row in `locale`, in key order. */
export const sourceKeysWithLocaleTexts = (
  db: Db,
  projectId: string,
  locale: string,
  namespace: string | null,
) =>
  stmt(
    db,
    `SELECT s.namespace, s.key, s.text AS source_text, s.translatable, s.description, t.text,
       t.is_ready, t.is_locked
     FROM source_keys s LEFT JOIN targets t
       ON t.project_id = s.project_id AND t.locale = ? AND t.namespace = s.namespace AND t.key = s.key
     WHERE s.project_id = ? AND (CAST(? AS TEXT) IS NULL OR s.namespace = ?)
     ORDER BY s.namespace, s.key`,
  ).all<SourceKeyWithText>(locale, projectId, namespace, namespace);

/** A source key's text, or undefined when the project has no such key. */
export const sourceKeyText = async (db: Db, projectId: string, namespace: string, key: string) =>
  (
    await stmt(
      db,
      'SELECT text FROM source_keys WHERE project_id = ? AND namespace = ? AND key = ?',
    ).get<{ text: string }>(projectId, namespace, key)
  )?.text;
