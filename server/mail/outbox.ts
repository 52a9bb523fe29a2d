import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/open';
import { stmt } from '../store/statements';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** What sending mail needs of the service. */
export interface MailDeps {
  db: Db;
  now: () => number;
  smtpUrl: string | null;
}

const FROM = process.env.MAIL_FROM || 'Locale Lens <no-reply@locale-lens.invalid>';
const transports = new Map<string, Transporter>();

/**
 * Every mail is written to the outbox (read in demo mode at `GET /dev/mail`); with an SMTP URL it
 * is also sent, after the request, and the outcome kept on its row. A mail server that is down
 * does not fail the request that caused the mail.
 */
export async function sendMail(svc: MailDeps, mail: Mail): Promise<void> {
  const { mail_id: mailId } = (await stmt(
    svc.db,
    'INSERT INTO mail_outbox (to_address, subject, text, created_at) VALUES (?, ?, ?, ?) RETURNING mail_id',
  ).get<{ mail_id: number }>(mail.to, mail.subject, mail.text, svc.now()))!;
  const url = svc.smtpUrl;
  if (!url) return;
  let transport = transports.get(url);
  if (!transport) transports.set(url, (transport = createTransport(url)));
  void transport
    .sendMail({ from: FROM, ...mail })
    .then(() => 'sent' as const)
    .catch((err: Error) => err.message)
    .then(async (outcome) => {
      try {
        await stmt(svc.db, 'UPDATE mail_outbox SET sent_at = ?, error = ? WHERE mail_id = ?').run(
          outcome === 'sent' ? svc.now() : null,
          outcome === 'sent' ? null : outcome,
          mailId,
        );
      } catch {
        // The service closed its database meanwhile: nothing left to record into.
      }
      if (outcome !== 'sent')
        console.error(`[locale-lens] mail to ${mail.to} not sent: ${outcome}`);
    });
}

/** The outbox, newest first. */
export async function outbox(svc: { db: Db }) {
  return (await stmt(
    svc.db,
    `SELECT to_address AS "to", subject, text, created_at FROM mail_outbox
     ORDER BY created_at DESC, mail_id DESC LIMIT 200`,
  ).all()) as (Mail & { created_at: number })[];
}
