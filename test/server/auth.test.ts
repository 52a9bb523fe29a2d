import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfile } from '../../lib/contract/account';
import { projectsResponse } from '../../lib/contract/projects';
import { DEMO_PROJECT_ID } from '../../server/demo/seed';
import { DEMO_PASSWORD, startHarness, type Harness } from './harness';
import { expectError, expectValidation, PM, REVIEWER, TRANSLATOR } from './helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A clock the tests move by hand (lockout window, session and token expiry). */
let clock = Date.parse('2026-03-02T09:00:00Z');
let h: Harness;
let pmToken: string;

const login = (email: string, password: string) =>
  h.call('POST', '/auth/login', { body: { email, password, client_time: clock / 1000 } });

beforeAll(async () => {
  h = await startHarness({ now: () => clock });
  pmToken = await h.login(PM);
});
afterAll(() => h.close());

describe('POST /auth/login', () => {
  it('answers 200 with a bearer token, its expiry, the server time and the profile', async () => {
    const res = await login(REVIEWER, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      server_time: clock,
      expires_at: clock + 12 * HOUR,
    });
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(userProfile.parse(res.body.user)).toMatchObject({
      email: REVIEWER,
      email_verified: true,
      registration_completed: true,
      name: 'Rin',
      surname: 'Reviewer',
      password_expires_in_days: 90,
    });
    expect(JSON.stringify(res.body)).not.toContain('password_hash');
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS, and an unknown e-mail with the same body', async () => {
    const wrong = await login(REVIEWER, 'not-the-password');
    expectError(wrong, 401, 'INVALID_CREDENTIALS', 'authentication_error');
    const unknown = await login('nobody-here@demo.test', 'not-the-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an e-mail out after 5 failures in 15 minutes with 429 and Retry-After, and the right password waits too', async () => {
    for (let i = 0; i < 5; i++) expect((await login(TRANSLATOR, `wrong-${i}`)).status).toBe(401);
    const locked = await login(TRANSLATOR, 'wrong-again');
    expectError(locked, 429, 'TOO_MANY_ATTEMPTS', 'rate_limited');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The correct password does not get through a lockout.
    expectError(await login(TRANSLATOR, DEMO_PASSWORD), 429, 'TOO_MANY_ATTEMPTS');
    // Other accounts are not affected.
    expect((await login(REVIEWER, DEMO_PASSWORD)).status).toBe(200);
    // Once the window has passed, the right password works again.
    clock += 15 * MINUTE + 1000;
    expect((await login(TRANSLATOR, DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks unknown e-mails out the same way (no account enumeration)', async () => {
    const email = 'ghost@demo.test';
    for (let i = 0; i < 5; i++)
      expectError(await login(email, `wrong-${i}`), 401, 'INVALID_CREDENTIALS');
    const locked = await login(email, 'wrong');
    expectError(locked, 429, 'TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('concurrent wrong guesses cannot get past the limit', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('parallel@demo.test', `guess-${i}`)),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('counts failures per e-mail regardless of letter case', async () => {
    const variants = [
      'Case@demo.test',
      'CASE@demo.test',
      'case@DEMO.test',
      'case@demo.TEST',
      'cAsE@demo.test',
    ];
    for (const email of variants) expect((await login(email, 'wrong')).status).toBe(401);
    expect((await login('case@demo.test', 'wrong')).status).toBe(429);
  });

  it('validates the body with a 422', async () => {
    const detail = expectValidation(await h.call('POST', '/auth/login', { body: { email: PM } }));
    expect(detail.map((d) => d.loc)).toContainEqual(['body', 'password']);
  });
});

describe('GET /auth/profile', () => {
  it('returns the profile of the bearer', async () => {
    const res = await h.call('GET', '/auth/profile', { bearer: pmToken });
    expect(res.status).toBe(200);
    expect(userProfile.parse(res.body)).toMatchObject({
      email: PM,
      name: 'Priya',
      surname: 'Manager',
    });
  });

  it('answers 401 without a bearer, with an unknown one, and with a non-bearer scheme', async () => {
    expectError(
      await h.call('GET', '/auth/profile'),
      401,
      'NOT_AUTHENTICATED',
      'authentication_error',
    );
    expectError(
      await h.call('GET', '/auth/profile', { bearer: 'lr_at_not-a-token' }),
      401,
      'INVALID_TOKEN',
    );
    const basic = await h.call('GET', '/auth/profile', {
      headers: { authorization: 'Basic cG06cHc=' },
    });
    expectError(basic, 401, 'NOT_AUTHENTICATED');
  });
});

describe('GET /api/projects', () => {
  it("lists the caller's projects with role, source locale and every locale, archived it included", async () => {
    const res = await h.call('GET', '/api/projects', { bearer: pmToken });
    expect(res.status).toBe(200);
    const { projects } = projectsResponse.parse(res.body);
    expect(projects).toHaveLength(1);
    const [p] = projects;
    expect(p).toMatchObject({
      project_id: DEMO_PROJECT_ID,
      name: 'Acme Store',
      continuous: true,
      role: 'pm',
      source_locale: 'en',
      workflow_key: 'translate_review',
      workflow_mode: 'per_row',
    });
    expect(p!.locales).toEqual(
      expect.arrayContaining([
        { locale: 'de', live: true, archived: false },
        { locale: 'es', live: true, archived: false },
        { locale: 'fr', live: true, archived: false },
        { locale: 'ja', live: true, archived: false },
        { locale: 'it', live: false, archived: true },
      ]),
    );
    expect(p!.locales).toHaveLength(5);
  });

  it('reports a member role for the translator and needs a bearer', async () => {
    const res = await h.call('GET', '/api/projects', { bearer: await h.login(TRANSLATOR) });
    expect(res.body.projects.map((p: { role: string }) => p.role)).toEqual(['member']);
    expectError(await h.call('GET', '/api/projects'), 401, 'NOT_AUTHENTICATED');
  });
});

describe('POST /api/integrations/editor/sessions', () => {
  const create = (body: unknown, bearer?: string) =>
    h.call('POST', '/api/integrations/editor/sessions', { bearer, body });

  it('mints a 12 h session key for a member (201)', async () => {
    const res = await create({ project_id: DEMO_PROJECT_ID }, pmToken);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      session_key: expect.any(String),
      project_id: DEMO_PROJECT_ID,
      expires_at: clock + 12 * HOUR,
    });
  });

  it('answers 404 for an unknown project, 422 for a bad body and 401 without a bearer', async () => {
    expectError(
      await create({ project_id: '01936f00-0000-7000-8000-000000000bad' }, pmToken),
      404,
      'NOT_FOUND',
      'not_found',
    );
    const detail = expectValidation(await create({}, pmToken));
    expect(detail[0]!.loc).toEqual(['body', 'project_id']);
    expectValidation(await create({ project_id: 42 }, pmToken));
    expectError(await create({ project_id: DEMO_PROJECT_ID }), 401, 'NOT_AUTHENTICATED');
  });

  it('a session key authenticates integration calls as that user until it expires (401 SESSION_EXPIRED)', async () => {
    const res = await create({ project_id: DEMO_PROJECT_ID }, await h.login(REVIEWER));
    const key = res.body.session_key as string;
    const wf = await h.call('GET', '/api/integrations/editor/workflow', { key });
    expect(wf.status).toBe(200);
    expect(wf.body).toMatchObject({
      caller_kind: 'session',
      user_assigned_stages: [1, 2],
      is_pm_admin: false,
    });

    clock += 12 * HOUR - 1000;
    expect((await h.call('GET', '/api/integrations/editor/workflow', { key })).status).toBe(200);
    clock += 2000;
    expectError(
      await h.call('GET', '/api/integrations/editor/workflow', { key }),
      401,
      'SESSION_EXPIRED',
      'authentication_error',
    );
    const status = await h.call('GET', '/api/integrations/targets/status?locale=es&keys=nav.home', {
      key,
    });
    expectError(status, 401, 'SESSION_EXPIRED');
  });

  it('an expired access token answers 401 TOKEN_EXPIRED', async () => {
    // The clock is now past the 12 h lifetime of the token minted in beforeAll.
    expectError(await h.call('GET', '/auth/profile', { bearer: pmToken }), 401, 'TOKEN_EXPIRED');
    expectError(await create({ project_id: DEMO_PROJECT_ID }, pmToken), 401, 'TOKEN_EXPIRED');
  });
});
