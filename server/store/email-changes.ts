import type { Db } from '../db/open';
import { stmt } from './statements';

/** A requested e-mail change, by its token's hash: the newest request replaces older ones. */
export async function replaceEmailChange(
  db: Db,
  change: { tokenHash: string; userId: string; newEmail: string; expiresAt: number },
): Promise<void> {
  await stmt(db, 'DELETE FROM email_changes WHERE user_id = ? AND used_at IS NULL').run(
    change.userId,
  );
  await stmt(
    db,
    'INSERT INTO email_changes (token_hash, user_id, new_email, expires_at) VALUES (?, ?, ?, ?)',
  ).run(change.tokenHash, change.userId, change.newEmail, change.expiresAt);
}

export const emailChangeByHash = (db: Db, tokenHash: string) =>
  stmt(
    db,
    'SELECT new_email, expires_at, used_at, user_id FROM email_changes WHERE token_hash = ?',
  ).get<{ new_email: string; expires_at: number; used_at: number | null; user_id: string }>(
    tokenHash,
  );

export const useEmailChange = (db: Db, tokenHash: string, now: number) =>
  stmt(db, 'UPDATE email_changes SET used_at = ? WHERE token_hash = ?').run(now, tokenHash);
