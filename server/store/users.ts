import type { Param } from '../db/database';
import type { Db } from '../db/open';
import { uuidv7 } from './ids';
import { stmt } from './statements';

/** Whether the service has any account: the first account can only be made before one exists. */
export const hasAnyUser = async (db: Db) =>
  (await stmt(db, 'SELECT 1 FROM users LIMIT 1').get()) !== undefined;

export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const row = (await stmt(db, 'SELECT user_id FROM users WHERE email = ?').get(email)) as
    { user_id: string } | undefined;
  return row?.user_id ?? null;
}

/** A new account; the caller has checked the password against the policy and hashed it. */
export async function createUser(
  db: Db,
  user: { email: string; passwordHash: string; name: string; surname?: string | null },
  now: number,
): Promise<string> {
  const userId = uuidv7(now);
  await stmt(
    db,
    `INSERT INTO users (user_id, email, password_hash, password_changed_at, name, surname, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(userId, user.email, user.passwordHash, now, user.name, user.surname || null, now);
  return userId;
}

/** The account an e-mail signs in to, with its password hash. */
export const userCredentials = (db: Db, email: string) =>
  stmt(db, 'SELECT user_id, password_hash FROM users WHERE email = ?').get<{
    user_id: string;
    password_hash: string;
  }>(email);

export const userExists = async (db: Db, userId: string) =>
  (await stmt(db, 'SELECT 1 FROM users WHERE user_id = ?').get(userId)) !== undefined;

/** A user's whole row; the caller names its shape. */
export const userRow = <T>(db: Db, userId: string) =>
  stmt(db, 'SELECT * FROM users WHERE user_id = ?').get<T>(userId);

export const userIdentity = (db: Db, userId: string) =>
  stmt(db, 'SELECT email, name, surname FROM users WHERE user_id = ?').get<{
    email: string;
    name: string | null;
    surname: string | null;
  }>(userId);

/** The profile fields a user may change themselves. */
export type ProfileColumn = 'name' | 'surname' | 'company_name' | 'experience_level' | 'languages';

export const setProfileField = (db: Db, userId: string, column: ProfileColumn, value: Param) =>
  // The column is one of ProfileColumn's names, never input.
  stmt(db, `UPDATE users SET ${column} = ? WHERE user_id = ?`).run(value, userId);

export const setPassword = (db: Db, userId: string, passwordHash: string, now: number) =>
  stmt(db, 'UPDATE users SET password_hash = ?, password_changed_at = ? WHERE user_id = ?').run(
    passwordHash,
    now,
    userId,
  );

/** Whether another account than `userId` has this e-mail. */
export const emailTakenByOther = async (db: Db, email: string, userId: string) =>
  (await stmt(db, 'SELECT 1 FROM users WHERE email = ? AND user_id != ?').get(email, userId)) !==
  undefined;

/** A confirmed new e-mail. */
export const setVerifiedEmail = (db: Db, userId: string, email: string) =>
  stmt(db, 'UPDATE users SET email = ?, email_verified = 1 WHERE user_id = ?').run(email, userId);
