import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/open';
import { addMail, latestMail, recordSending } from '../store/mail-outbox';

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
  const mailId = await addMail(svc.db, mail, svc.now());
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
        const sent = outcome === 'sent';
        await recordSending(svc.db, mailId, sent ? svc.now() : null, sent ? null : outcome);
      } catch {
        // The service closed its database meanwhile: nothing left to record into.
      }
      if (outcome !== 'sent')
        console.error(`[locale-lens] mail to ${mail.to} not sent: ${outcome}`);
    });
}

/** The outbox, newest first. */
export const outbox = (svc: { db: Db }) => latestMail(svc.db);
