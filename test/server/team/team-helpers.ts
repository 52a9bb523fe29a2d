import { afterAll, beforeAll, expect } from 'vitest';
import { outbox } from '../../../server/mail/outbox';
import { startHarness, type Harness } from '../harness';

/** A password the policy accepts (12+ characters, hard to guess). */
export const GOOD_PASSWORD = 'Tangerine-Harbor-Violet-93';
export const OWNER = 'owner@team.test';

/** A clock the tests move: tokens expire without waiting. */
export function testClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

export interface Team {
  h: Harness;
  clock: ReturnType<typeof testClock>;
  owner: string;
  projectId: string;
}

/**
 * A service without the demo whose owner came from the environment's settings, with a project
 * translating en into de and fr, for the tests of one file.
 */
export function useTeamService(): Team {
  const team = {} as Team;
  beforeAll(async () => {
    team.clock = testClock();
    team.h = await startHarness({
      demo: false,
      now: team.clock.now,
      service: { owner: { email: OWNER, password: GOOD_PASSWORD, name: 'Olga' } },
    });
    team.owner = await team.h.login(OWNER, GOOD_PASSWORD);
    const created = await team.h.call('POST', '/api/continuous/projects', {
      bearer: team.owner,
      body: { name: 'Shop', target_locales: ['de', 'fr'] },
    });
    expect(created.status).toBe(201);
    team.projectId = created.body.project_id;
  });
  afterAll(() => team.h?.close());
  return team;
}

/** The newest mail to `to`, and the token it carries after `label` (e.g. `token=`). */
export async function mailTo(h: Harness, to: string) {
  const mail = (await outbox(h.svc)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = /token=([\w-]+)/.exec(mail.text)?.[1] ?? null;
  return { ...mail, token };
}

/** Invites `email` into the team's project and accepts with the mailed token; the new bearer. */
export async function inviteAndAccept(
  t: Team,
  email: string,
  body: { role?: 'pm' | 'member'; assignments?: unknown[] } = {},
): Promise<{ bearer: string; userId: string }> {
  const invited = await t.h.call('POST', `/api/projects/${t.projectId}/invitations`, {
    bearer: t.owner,
    body: { email, role: body.role ?? 'member', assignments: body.assignments ?? [] },
  });
  expect(invited.status).toBe(201);
  const { token } = await mailTo(t.h, email);
  const accepted = await t.h.call('POST', '/auth/invitations/accept', {
    body: { token, name: email.split('@')[0], password: GOOD_PASSWORD },
  });
  expect(accepted.status).toBe(200);
  return { bearer: accepted.body.access_token, userId: accepted.body.user.user_id };
}
