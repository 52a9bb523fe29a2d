import type { Db } from '../db/open';
import { stmt } from './statements';

/** A requested reset, by its token's hash: the newest request replaces older ones. */
export async function replacePasswordReset(
  db: Db,
  userId: string,
  tokenHash: string,
  expiresAt: number,
): Promise<void> {
  await stmt(db, 'DELETE FROM password_resets WHERE user_id = ?').run(userId);
  await stmt(
    db,
    'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
  ).run(tokenHash, userId, expiresAt);
}

/** A reset with its account's e-mail and names, by its token's hash. */
export const passwordResetByHash = (db: Db, tokenHash: string) =>
  stmt(
    db,
    `SELECT r.user_id, r.expires_at, r.used_at, u.email, u.name, u.surname
     FROM password_resets r JOIN users u USING (user_id) WHERE r.token_hash = ?`,
  ).get<{
    user_id: string;
    expires_at: number;
    used_at: number | null;
    email: string;
    name: string | null;
    surname: string | null;
  }>(tokenHash);

/** The account of an unused, unexpired reset token: its e-mail and names. */
export const pendingResetAccount = (db: Db, tokenHash: string, now: number) =>
  stmt(
    db,
    `SELECT u.email, u.name, u.surname FROM password_resets r JOIN users u USING (user_id)
     WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?`,
  ).get<{ email: string; name: string | null; surname: string | null }>(tokenHash, now);

export const usePasswordReset = (db: Db, tokenHash: string, now: number) =>
  stmt(db, 'UPDATE password_resets SET used_at = ? WHERE token_hash = ?').run(now, tokenHash);
