import type { Db } from '../db/database';
import { stmt } from './statements';

/**
 * Ends a user's editor sessions: every one, or those of one project (the user left it). Answers
 * how many ended. A session lives on its own after minting, so whatever takes a user's access
 * away must end these too.
 */
export async function endEditorSessions(
  db: Db,
  scope: { userId: string; projectId?: string },
): Promise<number> {
  const { changes } = scope.projectId
    ? await stmt(db, 'DELETE FROM editor_sessions WHERE user_id = ? AND project_id = ?').run(
        scope.userId,
        scope.projectId,
      )
    : await stmt(db, 'DELETE FROM editor_sessions WHERE user_id = ?').run(scope.userId);
  return changes;
}

/**
 * Ends every sign-in of a user but the one given (by its access token's hash), with the editor
 * sessions minted from the others: after a password or e-mail change, whoever held an old token
 * is out, editor sessions included.
 */
export async function endOtherSignIns(
  db: Db,
  userId: string,
  keepTokenHash: string,
): Promise<void> {
  await stmt(db, 'DELETE FROM access_tokens WHERE user_id = ? AND token_hash != ?').run(
    userId,
    keepTokenHash,
  );
  // Sessions minted before their sign-in was recorded count as another sign-in's.
  await stmt(
    db,
    'DELETE FROM editor_sessions WHERE user_id = ? AND (minted_by IS NULL OR minted_by != ?)',
  ).run(userId, keepTokenHash);
}

/** The editor session a key belongs to (by the key's hash). */
export const editorSessionByHash = (db: Db, keyHash: string) =>
  stmt(db, 'SELECT project_id, user_id, expires_at FROM editor_sessions WHERE key_hash = ?').get<{
    project_id: string;
    user_id: string;
    expires_at: number;
  }>(keyHash);

/** A new editor session (expired ones are dropped first). */
export async function addEditorSession(
  db: Db,
  s: { keyHash: string; projectId: string; userId: string; expiresAt: number; mintedBy: string },
  now: number,
): Promise<void> {
  await stmt(db, 'DELETE FROM editor_sessions WHERE expires_at <= ?').run(now);
  await stmt(
    db,
    'INSERT INTO editor_sessions (key_hash, project_id, user_id, expires_at, minted_by) VALUES (?, ?, ?, ?, ?)',
  ).run(s.keyHash, s.projectId, s.userId, s.expiresAt, s.mintedBy);
}
