import type { HistoryAction } from '../../lib/contract/context';
import type { KeyCaller } from './callers';
import type { Db } from '../db/open';
import { uuidv7 } from './ids';
import { mapInOrder } from './in-order';
import { insertMany } from './insert-many';
import { stmt } from './statements';

/**
 * What happened to each row (who did what, when, at which stage, leaving which text) and the
 * comments people left on it: the context a translator reads beside the row.
 */
export interface RowAddress {
  projectId: string;
  locale: string;
  namespace: string;
  key: string;
}

/** A person (by user id), or an integration key (by its id; null for a job of the service). */
export interface ActorRef {
  kind: 'user' | 'key';
  id: string | null;
}

export const actorOf = (caller: KeyCaller): ActorRef =>
  caller.kind === 'session'
    ? { kind: 'user', id: caller.userId }
    : { kind: 'key', id: caller.keyUuid };

export interface HistoryEntry {
  at: number;
  actor: ActorRef;
  action: HistoryAction;
  text: string;
  stageIndex: number;
}

export const recordHistory = (db: Db, row: RowAddress, entry: HistoryEntry): Promise<void> =>
  recordHistories(db, [{ row, entry }]);

export async function recordHistories(
  db: Db,
  entries: readonly { row: RowAddress; entry: HistoryEntry }[],
): Promise<void> {
  await insertMany(
    db,
    `INSERT INTO row_history (project_id, locale, namespace, key, at, actor_kind, actor_id, action,
       text, stage_index)`,
    '',
    entries.map(({ row, entry }) => [
      row.projectId,
      row.locale,
      row.namespace,
      row.key,
      entry.at,
      entry.actor.kind,
      entry.actor.id,
      entry.action,
      entry.text,
      entry.stageIndex,
    ]),
  );
}

export async function addComment(
  db: Db,
  row: RowAddress,
  actor: ActorRef,
  text: string,
  at: number,
): Promise<string> {
  const id = uuidv7(at);
  await stmt(
    db,
    `INSERT INTO row_comments (comment_id, project_id, locale, namespace, key, at, actor_kind,
       actor_id, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, row.projectId, row.locale, row.namespace, row.key, at, actor.kind, actor.id, text);
  return id;
}

/** A name to show for an actor: the person's name (or e-mail), the key's name, or the service. */
export async function actorName(db: Db, actor: ActorRef): Promise<string> {
  if (actor.kind === 'user' && actor.id) {
    const u = (await stmt(db, 'SELECT name, surname, email FROM users WHERE user_id = ?').get(
      actor.id,
    )) as { name: string | null; surname: string | null; email: string } | undefined;
    if (!u) return 'A former user';
    const full = [u.name, u.surname].filter(Boolean).join(' ');
    return full || u.email;
  }
  if (actor.id) {
    const k = (await stmt(db, 'SELECT name, kind FROM integration_keys WHERE key_uuid = ?').get(
      actor.id,
    )) as { name: string; kind: string } | undefined;
    if (k) return `${k.name} (${k.kind} key)`;
  }
  return 'Locale Lens';
}

const LIMIT = 50;

export async function readHistory(db: Db, row: RowAddress) {
  const rows = (await stmt(
    db,
    `SELECT at, actor_kind, actor_id, action, text, stage_index FROM row_history
       WHERE project_id = ? AND locale = ? AND namespace = ? AND key = ?
       ORDER BY at DESC, history_id DESC LIMIT ${LIMIT}`,
  ).all(row.projectId, row.locale, row.namespace, row.key)) as {
    at: number;
    actor_kind: 'user' | 'key';
    actor_id: string | null;
    action: HistoryAction;
    text: string;
    stage_index: number;
  }[];
  return mapInOrder(rows, async (h) => {
    const actor = { kind: h.actor_kind, id: h.actor_id };
    return {
      at: h.at,
      actor: { id: h.actor_id, name: await actorName(db, actor) },
      action: h.action,
      text: h.text,
      stage_index: h.stage_index,
    };
  });
}

export async function readComments(db: Db, row: RowAddress) {
  const rows = (await stmt(
    db,
    `SELECT comment_id, at, actor_kind, actor_id, text FROM row_comments
       WHERE project_id = ? AND locale = ? AND namespace = ? AND key = ?
       ORDER BY at DESC, comment_id DESC LIMIT ${LIMIT}`,
  ).all(row.projectId, row.locale, row.namespace, row.key)) as {
    comment_id: string;
    at: number;
    actor_kind: 'user' | 'key';
    actor_id: string | null;
    text: string;
  }[];
  return mapInOrder(rows, async (c) => ({
    id: c.comment_id,
    at: c.at,
    actor: { id: c.actor_id, name: await actorName(db, { kind: c.actor_kind, id: c.actor_id }) },
    text: c.text,
  }));
}
