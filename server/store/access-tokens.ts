import type { Db } from '../db/open';
import { stmt } from './statements';

/** A signed-in user's access tokens, stored by hash. */
export const addAccessToken = (db: Db, tokenHash: string, userId: string, expiresAt: number) =>
  stmt(db, 'INSERT INTO access_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    tokenHash,
    userId,
    expiresAt,
  );

export const accessTokenByHash = (db: Db, tokenHash: string) =>
  stmt(db, 'SELECT user_id, expires_at FROM access_tokens WHERE token_hash = ?').get<{
    user_id: string;
    expires_at: number;
  }>(tokenHash);

/** Signs a user out everywhere. */
export const dropAccessTokens = (db: Db, userId: string) =>
  stmt(db, 'DELETE FROM access_tokens WHERE user_id = ?').run(userId);
