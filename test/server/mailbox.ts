import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  url: string;
  /** The newest message to `to` whose text matches `pattern`, waiting for it up to 15 s. */
  find(to: string, pattern: RegExp): Promise<string>;
  close(): Promise<void>;
}

/** Quoted-printable's soft line breaks and escapes undone, enough to read a link or a token. */
const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A mail server on loopback that keeps every message the service sends (`smtpUrl` of the
 * service): the service tests and the end-to-end tests read links and tokens from it.
 */
export async function startMailbox(): Promise<Mailbox> {
  const delivered: { to: string[]; text: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString()));
      stream.on('end', () => {
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), text: unfold(raw) });
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    async find(to, pattern) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const hit = delivered
          .filter((m) => m.to.includes(to))
          .reverse()
          .map((m) => pattern.exec(m.text)?.[0])
          .find(Boolean);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${pattern}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((r) => smtp.close(() => r())),
  };
}
