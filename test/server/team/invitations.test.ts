import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS } from '../../../lib/contract/team';
import { expectError, expectValidation } from '../helpers';
import { GOOD_PASSWORD, inviteAndAccept, mailTo, OWNER, useTeamService } from './team-helpers';

const t = useTeamService();
const invite = (body: Record<string, unknown>, bearer = t.owner) =>
  t.h.call('POST', `/api/projects/${t.projectId}/invitations`, { bearer, body });
const accept = (token: string | null, name = 'Nina') =>
  t.h.call('POST', '/auth/invitations/accept', {
    body: { token, name, password: GOOD_PASSWORD },
  });
const pending = () =>
  t.h.call('GET', `/api/projects/${t.projectId}/invitations`, { bearer: t.owner });
const members = () => t.h.call('GET', `/api/projects/${t.projectId}/members`, { bearer: t.owner });

describe('invitations', () => {
  it('mails a new e-mail a link to a page that sets name and password; accepting signs in', async () => {
    const res = await invite({
      email: 'translator@team.test',
      role: 'member',
      assignments: [
        { locale: 'de', namespace: null, stages: [0] },
        { locale: 'fr', namespace: 'checkout', stages: [0, 1] },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'translator@team.test', member: false });
    const mail = await mailTo(t.h, 'translator@team.test');
    expect(mail.subject).toMatch(/Shop/);
    expect(mail.text).toContain(`${t.h.url}/invitation?token=${mail.token}`);
    expect((await pending()).body.invitations).toEqual([
      expect.objectContaining({ email: 'translator@team.test', role: 'member' }),
    ]);
    const page = await t.h.call('GET', `/invitation?token=${mail.token}&lang=de`);
    expect(page.body).toContain('"state":"ready"');
    expect(page.body).toContain('"email":"translator@team.test"');
    expect(page.body).toContain('"lang":"de"');
    expect(page.body).toContain('"project":"Shop"');

    const accepted = await accept(mail.token, 'Tina');
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email: 'translator@team.test', name: 'Tina' });
    const session = await t.h.call('POST', '/api/integrations/editor/sessions', {
      bearer: accepted.body.access_token,
      body: { project_id: t.projectId },
    });
    expect(session.status).toBe(201);
    const workflow = await t.h.call('GET', '/api/integrations/editor/workflow?locale=de', {
      key: session.body.session_key,
    });
    expect(workflow.body.user_assigned_stages).toEqual([0]);
    const me = (await members()).body.members.find(
      (m: { email: string }) => m.email === 'translator@team.test',
    );
    expect(me.assignments).toEqual([
      { locale: 'de', namespace: null, stages: [0] },
      { locale: 'fr', namespace: 'checkout', stages: [0, 1] },
    ]);
    expect((await pending()).body.invitations).toEqual([]);
  });

  it('takes a token once', async () => {
    await invite({ email: 'twice@team.test', role: 'member', assignments: [] });
    const { token } = await mailTo(t.h, 'twice@team.test');
    expect((await accept(token)).status).toBe(200);
    expectError(await accept(token), 400, 'INVALID_TOKEN');
    const page = await t.h.call('GET', `/invitation?token=${token}`);
    expect(page.body).toContain('"state":"invalid"');
  });

  it('refuses an expired token, a revoked one, and one replaced by a newer invitation', async () => {
    await invite({ email: 'late@team.test', role: 'member', assignments: [] });
    const late = (await mailTo(t.h, 'late@team.test')).token;
    t.clock.advance(INVITATION_TTL_MS + 1000);
    expectError(await accept(late), 400, 'INVALID_TOKEN');
    t.owner = await t.h.login(OWNER, GOOD_PASSWORD); // the owner's sign-in expired meanwhile

    await invite({ email: 'again@team.test', role: 'member', assignments: [] });
    const first = (await mailTo(t.h, 'again@team.test')).token;
    const second = await invite({ email: 'again@team.test', role: 'pm', assignments: [] });
    expectError(await accept(first), 400, 'INVALID_TOKEN');
    const revoked = await t.h.call(
      'DELETE',
      `/api/projects/${t.projectId}/invitations/${second.body.invitation_uuid}`,
      { bearer: t.owner },
    );
    expect(revoked.status).toBe(204);
    expectError(await accept((await mailTo(t.h, 'again@team.test')).token), 400, 'INVALID_TOKEN');
  });

  it('adds an existing user at once and tells them by mail; a member twice is 409', async () => {
    const other = await t.h.call('POST', '/api/continuous/projects', {
      bearer: t.owner,
      body: { name: 'Blog', target_locales: ['de'] },
    });
    const res = await t.h.call('POST', `/api/projects/${other.body.project_id}/invitations`, {
      bearer: t.owner,
      body: { email: 'TRANSLATOR@team.test', role: 'member', assignments: [] },
    });
    expect(res.status).toBe(201);
    expect(res.body.member).toBe(true);
    const mail = await mailTo(t.h, 'TRANSLATOR@team.test');
    expect(mail.subject).toBe('You were added to Blog on Locale Lens');
    expect(mail.token).toBeNull();
    const bearer = await t.h.login('translator@team.test', GOOD_PASSWORD);
    const projects = await t.h.call('GET', '/api/projects', { bearer });
    expect(projects.body.projects.map((p: { name: string }) => p.name)).toEqual(['Shop', 'Blog']);
    expectError(
      await invite({ email: 'translator@team.test', role: 'member', assignments: [] }),
      409,
      'ALREADY_MEMBER',
    );
  });

  it('refuses stages and languages the project does not have, and callers who are not managers', async () => {
    const bad = expectValidation(
      await invite({
        email: 'x@team.test',
        role: 'member',
        assignments: [
          { locale: 'sv', namespace: null, stages: [0] },
          { locale: 'de', namespace: null, stages: [7] },
        ],
      }),
    );
    expect(bad.map((d) => d.type)).toEqual(['unknown_locale', 'unknown_stage']);
    const { bearer } = await inviteAndAccept(t, 'plain@team.test');
    expectError(
      await invite({ email: 'y@team.test', role: 'member', assignments: [] }, bearer),
      403,
      'FORBIDDEN',
    );
    expectError(
      await t.h.call('GET', `/api/projects/${t.projectId}/invitations`, { bearer }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await t.h.call('POST', `/api/projects/${t.projectId}/invitations`),
      401,
      'NOT_AUTHENTICATED',
    );
  });

  it("never sets another account's password", async () => {
    await invite({ email: 'shared@team.test', role: 'member', assignments: [] });
    const { token } = await mailTo(t.h, 'shared@team.test');
    // Meanwhile the e-mail got an account of its own (invited elsewhere and accepted).
    const blog = await t.h.call('POST', '/api/continuous/projects', {
      bearer: t.owner,
      body: { name: 'Wiki' },
    });
    await t.h.call('POST', `/api/projects/${blog.body.project_id}/invitations`, {
      bearer: t.owner,
      body: { email: 'shared@team.test', role: 'member', assignments: [] },
    });
    expect((await accept((await mailTo(t.h, 'shared@team.test')).token)).status).toBe(200);
    // The first invitation still makes that account a member, but sets no password.
    expectError(await accept(token, 'Mallory'), 409, 'EMAIL_IN_USE');
    const bearer = await t.h.login('shared@team.test', GOOD_PASSWORD);
    const me = await t.h.call('GET', '/auth/profile', { bearer });
    expect(me.body.name).toBe('Nina');
    const projects = await t.h.call('GET', '/api/projects', { bearer });
    expect(projects.body.projects.map((p: { name: string }) => p.name)).toEqual(['Shop', 'Wiki']);
    expectError(await accept(token), 400, 'INVALID_TOKEN');
  });
});
