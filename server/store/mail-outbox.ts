import type { Db } from '../db/open';
import { stmt } from './statements';

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
}

/** Writes a mail to the outbox; answers its id. */
export async function addMail(db: Db, mail: StoredMail, now: number): Promise<number> {
  const row = await stmt(
    db,
    'INSERT INTO mail_outbox (to_address, subject, text, created_at) VALUES (?, ?, ?, ?) RETURNING mail_id',
  ).get<{ mail_id: number }>(mail.to, mail.subject, mail.text, now);
  return row!.mail_id;
}

/** How sending went: when it was sent, or the error. */
export const recordSending = (
  db: Db,
  mailId: number,
  sentAt: number | null,
  error: string | null,
) =>
  stmt(db, 'UPDATE mail_outbox SET sent_at = ?, error = ? WHERE mail_id = ?').run(
    sentAt,
    error,
    mailId,
  );

/** The outbox, newest first (the last 200). */
export const latestMail = async (db: Db) =>
  (await stmt(
    db,
    `SELECT to_address AS "to", subject, text, created_at FROM mail_outbox
     ORDER BY created_at DESC, mail_id DESC LIMIT 200`,
  ).all()) as (StoredMail & { created_at: number })[];
