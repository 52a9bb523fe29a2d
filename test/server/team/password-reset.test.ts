import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MS } from '../../../lib/contract/team';
import { outbox } from '../../../server/mail/outbox';
import { expectError, expectValidation } from '../helpers';
import { GOOD_PASSWORD, inviteAndAccept, mailTo, useTeamService } from './team-helpers';

const t = useTeamService();
const NEW_PASSWORD = 'Lighthouse-Quarry-Mosaic-58';
const initiate = (email: string) =>
  t.h.call('POST', '/auth/password-reset/initiate', { body: { email } });
const confirm = (token: string | null, new_password = NEW_PASSWORD) =>
  t.h.call('POST', '/auth/password-reset/confirm', { body: { token, new_password } });

describe('forgotten passwords', () => {
  it('answers the same for a known and an unknown e-mail; only the known one gets mail', async () => {
    await inviteAndAccept(t, 'forgetful@team.test');
    const before = (await outbox(t.h.svc)).length;
    const known = await initiate('forgetful@team.test');
    const unknown = await initiate('nobody@team.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const mails = await outbox(t.h.svc);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.to).toBe('forgetful@team.test');
  });

  it("sets the new password under the policy, signs in, and ends the account's other sign-ins", async () => {
    const { bearer } = await inviteAndAccept(t, 'resetter@team.test');
    const session = await t.h.call('POST', '/api/integrations/editor/sessions', {
      bearer,
      body: { project_id: t.projectId },
    });
    await initiate('resetter@team.test');
    const { token, text } = await mailTo(t.h, 'resetter@team.test');
    expect(text).toContain(`${t.h.url}/reset-password?token=${token}`);
    const page = await t.h.call('GET', `/reset-password?token=${token}`);
    expect(page.body).toContain('"email":"resetter@team.test"');
    const weak = expectValidation(await confirm(token, 'resetter12345'));
    expect(weak.map((d) => d.loc)).toContainEqual(['body', 'new_password']);

    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('resetter@team.test');
    expectError(await t.h.call('GET', '/auth/profile', { bearer }), 401, 'INVALID_TOKEN');
    expectError(
      await t.h.call('GET', '/api/integrations/editor/workflow?locale=de', {
        key: session.body.session_key,
      }),
      401,
      'INVALID_API_KEY',
    );
    expect(await t.h.login('resetter@team.test', NEW_PASSWORD)).toMatch(/^lr_at_/);
    expectError(
      await t.h.call('POST', '/auth/login', {
        body: { email: 'resetter@team.test', password: GOOD_PASSWORD },
      }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('takes a token once, only the newest one, and not after it expired', async () => {
    await inviteAndAccept(t, 'careful@team.test');
    await initiate('careful@team.test');
    const older = (await mailTo(t.h, 'careful@team.test')).token;
    await initiate('careful@team.test');
    const newer = (await mailTo(t.h, 'careful@team.test')).token;
    expectError(await confirm(older), 400, 'INVALID_TOKEN');
    expect((await confirm(newer)).status).toBe(200);
    expectError(await confirm(newer, 'Another-Long-Phrase-Here-77'), 400, 'INVALID_TOKEN');

    await initiate('careful@team.test');
    const late = (await mailTo(t.h, 'careful@team.test')).token;
    t.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    expectError(await confirm(late), 400, 'INVALID_TOKEN');
  });

  it("a token sets only its own account's password, never the caller's", async () => {
    const a = await inviteAndAccept(t, 'alice@team.test');
    await inviteAndAccept(t, 'bruno@team.test');
    await initiate('bruno@team.test');
    const brunos = (await mailTo(t.h, 'bruno@team.test')).token;
    const res = await t.h.call('POST', '/auth/password-reset/confirm', {
      bearer: a.bearer,
      body: { token: brunos, new_password: NEW_PASSWORD },
    });
    expect(res.body.user.email).toBe('bruno@team.test');
    expect(await t.h.login('alice@team.test', GOOD_PASSWORD)).toMatch(/^lr_at_/);
    expectError(await confirm('lr_pr_made_up'), 400, 'INVALID_TOKEN');
  });
});
