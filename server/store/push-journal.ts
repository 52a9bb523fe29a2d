import type { Db } from '../db/open';
import { uuidv7 } from './ids';
import { insertMany } from './insert-many';
import { actorName, type ActorRef } from './row-history';
import type { SourceKey } from './source-keys';
import { stmt } from './statements';
import type { StoredRow } from './targets';

/**
 * Every push's journal: who and when, and for each text it wrote, what stood there before (the
 * whole row, or the source key with its description) and what it left. Restore reads it back.
 */
export type PriorSource = SourceKey & { description: string | null };
export type Prior = StoredRow | PriorSource;

export interface JournalEntry {
  locale: string;
  namespace: string;
  key: string;
  prior: Prior | null;
  /** The text the push left; null when it removed the key. */
  left: string | null;
}

export async function writeJournal(
  db: Db,
  j: {
    projectId: string;
    at: number;
    actor: ActorRef;
    author: string | null;
    restores: string | null;
    entries: readonly JournalEntry[];
  },
): Promise<string> {
  const id = uuidv7(j.at);
  await stmt(
    db,
    `INSERT INTO push_journals (journal_id, project_id, at, actor_kind, actor_id, author, restores,
       changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, j.projectId, j.at, j.actor.kind, j.actor.id, j.author, j.restores, j.entries.length);
  await insertMany(
    db,
    'INSERT INTO push_journal_entries (journal_id, seq, locale, namespace, key, prior, left_text)',
    '',
    j.entries.map((e, seq) => [
      id,
      seq,
      e.locale,
      e.namespace,
      e.key,
      e.prior === null ? null : JSON.stringify(e.prior),
      e.left,
    ]),
  );
  return id;
}

/** A journal's entries in the order they were written, or null when the project has no such one. */
export async function readJournal(
  db: Db,
  projectId: string,
  journalId: string,
): Promise<JournalEntry[] | null> {
  const found = await stmt(
    db,
    'SELECT 1 FROM push_journals WHERE journal_id = ? AND project_id = ?',
  ).get(journalId, projectId);
  if (!found) return null;
  const rows = (await stmt(
    db,
    `SELECT locale, namespace, key, prior, left_text FROM push_journal_entries
       WHERE journal_id = ? ORDER BY seq`,
  ).all(journalId)) as {
    locale: string;
    namespace: string;
    key: string;
    prior: string | null;
    left_text: string | null;
  }[];
  return rows.map((r) => ({
    locale: r.locale,
    namespace: r.namespace,
    key: r.key,
    prior: r.prior === null ? null : (JSON.parse(r.prior) as Prior),
    left: r.left_text,
  }));
}

const LIST_LIMIT = 20;

export async function listJournals(db: Db, projectId: string) {
  const rows = (await stmt(
    db,
    `SELECT journal_id, at, actor_kind, actor_id, author, restores, changes FROM push_journals
       WHERE project_id = ? ORDER BY at DESC, journal_id DESC LIMIT ${LIST_LIMIT}`,
  ).all(projectId)) as {
    journal_id: string;
    at: number;
    actor_kind: 'user' | 'key';
    actor_id: string | null;
    author: string | null;
    restores: string | null;
    changes: number;
  }[];
  const out = [];
  for (const r of rows)
    out.push({
      journal_id: r.journal_id,
      at: r.at,
      actor: {
        id: r.actor_id,
        name: await actorName(db, { kind: r.actor_kind, id: r.actor_id }),
      },
      author: r.author,
      restores: r.restores,
      changes: Number(r.changes),
    });
  return out;
}

/**
 * The base of an upload that brings none (a browser keeps no base): per key, the text the
 * project's newest journal entry left — what the last push or restore wrote. A key no journal
 * wrote, or whose last entry removed it, has none.
 */
export async function journaledBase(
  db: Db,
  projectId: string,
  locale: string,
  namespace: string,
): Promise<Map<string, string>> {
  const rows = (await stmt(
    db,
    `SELECT e.key, e.left_text FROM push_journal_entries e
       JOIN push_journals j ON j.journal_id = e.journal_id
     WHERE j.project_id = ? AND e.locale = ? AND e.namespace = ?
     ORDER BY j.at, j.journal_id, e.seq`,
  ).all(projectId, locale, namespace)) as { key: string; left_text: string | null }[];
  const base = new Map<string, string>();
  for (const r of rows) {
    if (r.left_text === null) base.delete(r.key);
    else base.set(r.key, r.left_text);
  }
  return base;
}
