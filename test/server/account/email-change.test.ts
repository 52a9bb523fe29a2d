import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailResponse } from '../../../lib/contract/account';
import { DEMO_PASSWORD } from '../harness';
import { startMailbox, type Mailbox } from '../mailbox';
import {
  expectError,
  expectValidation,
  FREELANCER,
  MASTER,
  PM,
  PUBLISHABLE,
  REVIEWER,
  useDemoService,
} from '../helpers';

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

let clock = Date.parse('2026-11-01T09:00:00Z');
const h = useDemoService({
  now: () => clock,
  // Read when the service starts, after the mail server above listens.
  service: {
    get smtpUrl() {
      return mailbox.url;
    },
  },
});

const mail = async () => {
  const res = await h.call('GET', '/dev/mail', { key: MASTER });
  expect(res.status).toBe(200);
  expect(devMailResponse.safeParse(res.body).success).toBe(true);
  return res.body.messages as { to: string; subject: string; text: string; created_at: number }[];
};
const tokenIn = (text: string) => /lr_ec_[\w-]+/.exec(text)![0];

describe('changing the e-mail', () => {
  it('mails a single-use token to the new address; confirming changes the e-mail', async () => {
    const bearer = await h.login(FREELANCER);
    const initiate = (body: unknown) =>
      h.call('POST', '/auth/change-email/initiate', { bearer, body });
    expectError(
      await initiate({ new_email: 'femi@new.test', current_password: 'nope' }),
      401,
      'INVALID_CREDENTIALS',
    );
    expectError(
      await initiate({ new_email: PM, current_password: DEMO_PASSWORD }),
      409,
      'EMAIL_IN_USE',
    );
    expectValidation(
      await initiate({ new_email: 'not-an-email', current_password: DEMO_PASSWORD }),
    );
    expectValidation(await initiate({ new_email: FREELANCER, current_password: DEMO_PASSWORD }));

    const started = await initiate({ new_email: 'femi@new.test', current_password: DEMO_PASSWORD });
    expect(started.status).toBe(202);
    expect(started.body.expires_at).toBe(clock + 24 * 3_600_000);
    const [latest] = await mail();
    expect(latest).toMatchObject({ to: 'femi@new.test', created_at: clock });
    const token = tokenIn(latest!.text);

    // Another account cannot use it.
    const other = await h.login(REVIEWER);
    const stolen = await h.call('POST', '/auth/change-email/confirm', {
      bearer: other,
      body: { token },
    });
    expectError(stolen, 400, 'INVALID_TOKEN');

    const confirm = () => h.call('POST', '/auth/change-email/confirm', { bearer, body: { token } });
    const done = await confirm();
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email: 'femi@new.test', email_verified: true });
    expectError(await confirm(), 400, 'INVALID_TOKEN');
    expectError(
      await h.call('POST', '/auth/change-email/confirm', { bearer, body: { token: 'lr_ec_nope' } }),
      400,
      'INVALID_TOKEN',
    );
    expect(await h.login('femi@new.test')).toMatch(/^lr_at_/);

    // Sent over SMTP too.
    expect(await mailbox.find('femi@new.test', /lr_ec_[\w-]+/)).toBe(token);
  });

  it('refuses an expired token, and an older one once a newer was asked for', async () => {
    const bearer = await h.login(PM);
    const initiate = (to: string) =>
      h.call('POST', '/auth/change-email/initiate', {
        bearer,
        body: { new_email: to, current_password: DEMO_PASSWORD },
      });
    await initiate('pm-old@new.test');
    const older = tokenIn((await mail())[0]!.text);
    await initiate('pm@new.test');
    const newer = tokenIn((await mail())[0]!.text);
    const confirm = (token: string) =>
      h.call('POST', '/auth/change-email/confirm', { bearer, body: { token } });
    expectError(await confirm(older), 400, 'INVALID_TOKEN');
    clock += 25 * 3_600_000;
    const later = await h.login(PM);
    const expired = await h.call('POST', '/auth/change-email/confirm', {
      bearer: later,
      body: { token: newer },
    });
    expectError(expired, 400, 'INVALID_TOKEN');
    expect((await h.call('GET', '/auth/profile', { bearer: later })).body.email).toBe(PM);
  });

  it('lists the outbox newest first, for the master key only', async () => {
    const messages = await mail();
    expect(messages.map((m) => m.to).slice(0, 3)).toEqual([
      'pm@new.test',
      'pm-old@new.test',
      'femi@new.test',
    ]);
    expectError(await h.call('GET', '/dev/mail', { key: PUBLISHABLE }), 403, 'READ_ONLY_KEY');
    expect((await h.call('GET', '/dev/mail')).status).toBe(401);
  });

  it('puts a demo user who changed their e-mail back on reset', async () => {
    expect((await h.call('POST', '/dev/reset', { key: MASTER })).status).toBe(200);
    expect(await h.login(FREELANCER)).toMatch(/^lr_at_/);
    await expect(h.login('femi@new.test')).rejects.toThrow(/401/);
  });
});
