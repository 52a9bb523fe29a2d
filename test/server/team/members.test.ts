import { describe, expect, it } from 'vitest';
import { expectError, expectValidation } from '../helpers';
import { inviteAndAccept, useTeamService } from './team-helpers';

const t = useTeamService();
const member = (userId: string) => `/api/projects/${t.projectId}/members/${userId}`;
const sessionFor = async (bearer: string) =>
  t.h.call('POST', '/api/integrations/editor/sessions', {
    bearer,
    body: { project_id: t.projectId },
  });
const ownerId = async () =>
  (await t.h.call('GET', '/auth/profile', { bearer: t.owner })).body.user_id as string;

describe('members', () => {
  it("changes a member's role and stages; the editor follows at once", async () => {
    const { bearer, userId } = await inviteAndAccept(t, 'reviewer@team.test', {
      assignments: [{ locale: 'de', namespace: null, stages: [0] }],
    });
    const key = (await sessionFor(bearer)).body.session_key;
    const res = await t.h.call('PUT', member(userId), {
      bearer: t.owner,
      body: { role: 'member', assignments: [{ locale: '*', namespace: null, stages: [2, 1] }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: userId,
      role: 'member',
      assignments: [{ locale: '*', namespace: null, stages: [1, 2] }],
    });
    const workflow = await t.h.call('GET', '/api/integrations/editor/workflow?locale=fr', { key });
    expect(workflow.body.user_assigned_stages).toEqual([1, 2]);
    // A member may not change anyone, themselves included.
    expectError(
      await t.h.call('PUT', member(userId), {
        bearer,
        body: { role: 'pm', assignments: [] },
      }),
      403,
      'FORBIDDEN',
    );
    expectValidation(
      await t.h.call('PUT', member(userId), { bearer: t.owner, body: { role: 'boss' } }),
    );
    expectError(
      await t.h.call('PUT', member('00000000-0000-7000-8000-000000000000'), {
        bearer: t.owner,
        body: { role: 'member', assignments: [] },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('keeps the last project manager: demoting or removing them is 409', async () => {
    const me = await ownerId();
    expectError(
      await t.h.call('PUT', member(me), { bearer: t.owner, body: { role: 'member' } }),
      409,
      'LAST_MANAGER',
    );
    expectError(await t.h.call('DELETE', member(me), { bearer: t.owner }), 409, 'LAST_MANAGER');
    // With a second manager, the first may step down.
    const second = await inviteAndAccept(t, 'deputy@team.test', { role: 'pm' });
    expect((await t.h.call('DELETE', member(me), { bearer: second.bearer })).status).toBe(204);
    expectError(
      await t.h.call('DELETE', member(second.userId), { bearer: second.bearer }),
      409,
      'LAST_MANAGER',
    );
    // Back as a manager, for the tests after this one.
    await t.h.call('POST', `/api/projects/${t.projectId}/invitations`, {
      bearer: second.bearer,
      body: { email: 'owner@team.test', role: 'pm', assignments: [] },
    });
  });

  it('removes a member: their editor sessions stop at once and they cannot open one', async () => {
    const { bearer, userId } = await inviteAndAccept(t, 'leaving@team.test', {
      assignments: [{ locale: 'de', namespace: null, stages: [0] }],
    });
    const key = (await sessionFor(bearer)).body.session_key;
    const status = () =>
      t.h.call('GET', '/api/integrations/targets/status?locale=de&namespace=common&keys=a', {
        key,
      });
    expect((await status()).status).toBe(200);
    expect((await t.h.call('DELETE', member(userId), { bearer: t.owner })).status).toBe(204);
    expectError(await status(), 401, 'INVALID_API_KEY');
    expectError(await sessionFor(bearer), 403, 'FORBIDDEN');
    const listed = await t.h.call('GET', `/api/projects/${t.projectId}/members`, {
      bearer: t.owner,
    });
    expect(listed.body.members.map((m: { email: string }) => m.email)).not.toContain(
      'leaving@team.test',
    );
    expectError(await t.h.call('DELETE', member(userId), { bearer: t.owner }), 404, 'NOT_FOUND');
  });
});
