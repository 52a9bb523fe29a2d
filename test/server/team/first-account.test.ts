import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../../../server/security/first-account';
import { startHarness, type Harness } from '../harness';
import { expectError, expectValidation } from '../helpers';
import { GOOD_PASSWORD } from './team-helpers';

const tokenOf = (h: Harness) => new URL(h.setupUrl!).searchParams.get('token')!;
const setup = (h: Harness, body: Record<string, unknown>) =>
  h.call('POST', '/auth/setup', { body: { email: 'lead@team.test', name: 'Lea', ...body } });

describe('the first account through the setup link', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ demo: false, service: { owner: null } });
  });
  afterAll(() => h.close());

  it('prints a one-time link on a service without users, to a page in the extension look', async () => {
    expect(h.setupUrl).toMatch(/\/setup\?token=lr_setup_/);
    const page = await h.call('GET', new URL(h.setupUrl!).pathname + new URL(h.setupUrl!).search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });

  it("measures a password for the page's meter, only for a holder of the token", async () => {
    const measure = (token: string, password: string) =>
      h.call('POST', '/auth/password-strength/token', {
        body: { token, password, email: 'lead@team.test' },
      });
    expect((await measure(tokenOf(h), 'lead12345')).body.score).toBeLessThan(3);
    expect((await measure(tokenOf(h), GOOD_PASSWORD)).body).toMatchObject({ score: 4 });
    expectError(await measure('lr_setup_guess', GOOD_PASSWORD), 400, 'INVALID_TOKEN');
  });

  it('refuses a wrong token and a weak password, then creates the owner and signs in', async () => {
    expectError(
      await setup(h, { token: 'lr_setup_guess', password: GOOD_PASSWORD }),
      400,
      'INVALID_TOKEN',
    );
    const weak = expectValidation(await setup(h, { token: tokenOf(h), password: 'password1234' }));
    expect(weak.map((d) => d.type)).toContain('password_policy');
    const res = await setup(h, { token: tokenOf(h), password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      user: { email: 'lead@team.test', name: 'Lea' },
    });
    const profile = await h.call('GET', '/auth/profile', { bearer: res.body.access_token });
    expect(profile.body.email).toBe('lead@team.test');
    expect(await h.login('lead@team.test', GOOD_PASSWORD)).toMatch(/^lr_at_/);
  });

  it('refuses the token used twice, and any setup once a user exists', async () => {
    expectError(
      await setup(h, { token: tokenOf(h), password: GOOD_PASSWORD, email: 'x@team.test' }),
      403,
      'SETUP_DONE',
    );
    expectError(
      await setup(h, { token: 'lr_setup_other', password: GOOD_PASSWORD }),
      403,
      'SETUP_DONE',
    );
  });

  it('prints no link after a restart once the owner exists', async () => {
    const again = await startHarness({ demo: false, dataDir: h.dataDir, service: { owner: null } });
    try {
      expect(again.setupUrl).toBeNull();
      expectError(
        await setup(again, { token: tokenOf(h), password: GOOD_PASSWORD }),
        403,
        'SETUP_DONE',
      );
    } finally {
      await again.close();
    }
  });
});

describe('the first account from OWNER_EMAIL and OWNER_PASSWORD', () => {
  it('creates the owner once, who can sign in and create a project; no setup link', async () => {
    const h = await startHarness({
      demo: false,
      service: { owner: { email: 'boss@team.test', password: GOOD_PASSWORD } },
    });
    try {
      expect(h.setupUrl).toBeNull();
      const bearer = await h.login('boss@team.test', GOOD_PASSWORD);
      const created = await h.call('POST', '/api/continuous/projects', {
        bearer,
        body: { name: 'App' },
      });
      expect(created.status).toBe(201);
      expectError(
        await setup(h, { token: 'lr_setup_x', password: GOOD_PASSWORD }),
        403,
        'SETUP_DONE',
      );
    } finally {
      await h.close();
    }
  });

  it('is ignored when a user exists: the demo keeps its accounts and the owner is not made', async () => {
    const h = await startHarness({
      demo: true,
      service: { owner: { email: 'boss@team.test', password: GOOD_PASSWORD } },
    });
    try {
      const res = await h.call('POST', '/auth/login', {
        body: { email: 'boss@team.test', password: GOOD_PASSWORD },
      });
      expectError(res, 401, 'INVALID_CREDENTIALS');
      expect(h.setupUrl).toBeNull();
    } finally {
      await h.close();
    }
  });

  it('does not start, saying why in one line, when the password fails the policy', async () => {
    const started = startHarness({
      demo: false,
      service: { owner: { email: 'boss@team.test', password: 'short' } },
    });
    await expect(started).rejects.toBeInstanceOf(StartupError);
    await expect(started).rejects.toThrow(
      /^OWNER_PASSWORD does not pass the password policy: Use at least 12 characters/,
    );
  });
});
