import type { Db } from '../db/open';
import { stmt } from './statements';

/** When an e-mail's sign-ins from one client failed since `since`, oldest first. */
export const failuresSince = async (db: Db, email: string, client: string, since: number) =>
  (await stmt(
    db,
    'SELECT at FROM login_failures WHERE email = ? AND client = ? AND at > ? ORDER BY at',
  ).all(email, client, since)) as { at: number }[];

export const recordFailure = (db: Db, email: string, client: string, at: number) =>
  stmt(db, 'INSERT INTO login_failures (email, client, at) VALUES (?, ?, ?)').run(
    email,
    client,
    at,
  );

/** Forgets this client's failures on this e-mail, and everyone's from before `before`. */
export const forgiveFailures = (db: Db, email: string, client: string, before: number) =>
  stmt(db, 'DELETE FROM login_failures WHERE (email = ? AND client = ?) OR at <= ?').run(
    email,
    client,
    before,
  );

/** An e-mail's failed sign-ins stop counting (its password was reset). */
export const forgetFailures = (db: Db, email: string) =>
  stmt(db, 'DELETE FROM login_failures WHERE email = ?').run(email);
