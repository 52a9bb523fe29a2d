import { describe, expect, it } from 'vitest';
import { endEditorSessions } from '../../../server/store/editor-sessions';
import { DEMO_PASSWORD } from '../harness';
import { expectError, MASTER, REVIEWER, statusOf, TRANSLATOR, useDemoService } from '../helpers';

/**
 * What a stolen access token leaves behind: editor sessions minted with it keep saving as the
 * user until they end, so they end with the sign-in that minted them.
 */
const h = useDemoService();

const mint = async (bearer: string) => {
  const res = await h.call('POST', '/api/integrations/editor/sessions', {
    bearer,
    body: { project_id: await h.projectId() },
  });
  expect(res.status).toBe(201);
  return res.body.session_key as string;
};
/** Whether an editor session still reads the project. */
const works = async (session: string) => (await statusOf(h, session, 'es', ['x'])).status === 200;

describe('editor sessions end with the sign-in that minted them', () => {
  it('a password change ends the sessions of the other sign-ins, not this one', async () => {
    const mine = await h.login(TRANSLATOR);
    const stolen = await h.login(TRANSLATOR);
    const [kept, thief] = [await mint(mine), await mint(stolen)];
    expect([await works(kept), await works(thief)]).toEqual([true, true]);
    const change = await h.call('POST', '/auth/change-password', {
      bearer: mine,
      body: { current_password: DEMO_PASSWORD, new_password: 'Vlt!quartz-Marmelade-93' },
    });
    expect(change.status).toBe(204);
    expectError(await statusOf(h, thief, 'es', ['x']), 401, 'INVALID_API_KEY');
    expect(await works(kept)).toBe(true);
  });

  it('an e-mail change ends the other sign-ins and their sessions', async () => {
    const mine = await h.login(REVIEWER);
    const stolen = await h.login(REVIEWER);
    const [kept, thief] = [await mint(mine), await mint(stolen)];
    const started = await h.call('POST', '/auth/change-email/initiate', {
      bearer: mine,
      body: { new_email: 'rin@new.test', current_password: DEMO_PASSWORD },
    });
    expect(started.status).toBe(202);
    const mail = await h.call('GET', '/dev/mail', { key: MASTER });
    const token = /lr_ec_[\w-]+/.exec(mail.body.messages[0].text)![0];
    const done = await h.call('POST', '/auth/change-email/confirm', {
      bearer: mine,
      body: { token },
    });
    expect(done.status).toBe(200);
    expectError(await h.call('GET', '/auth/profile', { bearer: stolen }), 401, 'INVALID_TOKEN');
    expectError(await statusOf(h, thief, 'es', ['x']), 401, 'INVALID_API_KEY');
    expect(await works(kept)).toBe(true);
  });

  it("ending a member's sessions in one project leaves their other access alone", async () => {
    const pm = await h.login('pm@demo.test');
    const session = await mint(pm);
    const projectId = await h.projectId();
    const userId = (await h.call('GET', '/auth/profile', { bearer: pm })).body.user_id as string;
    expect(await endEditorSessions(h.svc.db, { userId, projectId: 'another-project' })).toBe(0);
    expect(await works(session)).toBe(true);
    expect(await endEditorSessions(h.svc.db, { userId, projectId })).toBeGreaterThanOrEqual(1);
    expectError(await statusOf(h, session, 'es', ['x']), 401, 'INVALID_API_KEY');
    expect((await h.call('GET', '/auth/profile', { bearer: pm })).status).toBe(200);
  });
});
