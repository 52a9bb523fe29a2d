import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, type Harness } from './harness';
import { expectError, PM, REVIEWER } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ loginLimit: { burst: 5, refillPerSecond: 0.05 } });
});
afterAll(() => h.close());

const login = (email: string, password: string) =>
  h.call('POST', '/auth/login', { body: { email, password } });

describe('sign-in limits', () => {
  it('six concurrent correct sign-ins to one account all succeed', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => login(PM, DEMO_PASSWORD)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // And none of them counted as a failure: five wrong ones still come before the lockout.
    for (let i = 0; i < 4; i++) expect((await login(PM, `wrong-${i}`)).status).toBe(401);
    expect((await login(PM, DEMO_PASSWORD)).status).toBe(200);
  });

  it('one client cannot burn password hashes with fresh e-mails: 429 with Retry-After', async () => {
    // Four of the five failures the budget allows are spent above; correct sign-ins give theirs back.
    expect((await login(REVIEWER, DEMO_PASSWORD)).status).toBe(200);
    const fresh = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(`fresh-${i}@nowhere.test`, 'guess')),
    );
    const limited = fresh.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    for (const res of limited) {
      expectError(res, 429, 'TOO_MANY_ATTEMPTS', 'rate_limited');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    for (const res of fresh.filter((r) => r.status !== 429))
      expectError(res, 401, 'INVALID_CREDENTIALS');
  });
});
