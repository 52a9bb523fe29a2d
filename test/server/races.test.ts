import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, type Harness } from './harness';
import { expectError, MASTER, PM, REVIEWER, TRANSLATOR } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const login = (email: string) =>
  h.call('POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });

describe('requests racing a demo reset', () => {
  it('five concurrent resets all succeed and leave one demo behind', async () => {
    const resets = await Promise.all(
      Array.from({ length: 5 }, () => h.call('POST', '/dev/reset', { key: MASTER })),
    );
    expect(resets.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const bearer = await h.login(PM);
    const projects = await h.call('GET', '/api/projects', { bearer });
    expect(projects.body.projects).toHaveLength(1);
  });

  it('sign-ins racing a reset never fail with a 500', async () => {
    const emails = [PM, TRANSLATOR, REVIEWER, PM, TRANSLATOR, REVIEWER, PM, TRANSLATOR];
    const logins = emails.map((email) => login(email));
    const reset = h.call('POST', '/dev/reset', { key: MASTER });
    const more = emails.map((email) => login(email));
    const all = await Promise.all([...logins, reset, ...more]);
    for (const res of all) {
      // A sign-in may succeed or ask for a retry; it never breaks.
      expect([200, 409]).toContain(res.status);
      if (res.status === 409) expectError(res, 409, 'CONCURRENT_CHANGE');
    }
    expect((await login(PM)).status).toBe(200);
  });
});
