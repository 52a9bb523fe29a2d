import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, type Harness } from './harness';
import { expectError, PM, REVIEWER, TRANSLATOR } from './helpers';

/**
 * Behind a proxy, or on loopback, everyone shares one address: one script failing sign-ins must
 * not lock everyone else out. Failures count per account and address; a correct password gets
 * through a budget others spent.
 */
const login = (h: Harness, email: string, password: string, from?: string) =>
  h.call('POST', '/auth/login', {
    body: { email, password },
    headers: from ? { 'x-forwarded-for': from } : {},
  });

describe('a client address whose budget others spent', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ loginLimit: { burst: 3, refillPerSecond: 0.001 } });
  });
  afterAll(() => h.close());

  it('still lets a correct password in, and answers anything else alike', async () => {
    for (let i = 0; i < 3; i++)
      expectError(await login(h, `script-${i}@nowhere.test`, 'guess'), 401, 'INVALID_CREDENTIALS');
    const unknown = await login(h, 'script-9@nowhere.test', 'guess');
    expectError(unknown, 429, 'TOO_MANY_ATTEMPTS');
    expect((await login(h, PM, DEMO_PASSWORD)).status).toBe(200);
    // A wrong password on an existing account answers as an unknown e-mail does.
    const wrong = await login(h, REVIEWER, 'guess');
    expect({ status: wrong.status, body: wrong.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect((await login(h, REVIEWER, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('client addresses from a configured proxy header', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ service: { clientAddressHeader: 'x-forwarded-for' } });
  });
  afterAll(() => h.close());

  it("counts an e-mail's failures per address: another address still signs in", async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(h, TRANSLATOR, `wrong-${i}`, '203.0.113.7')).status).toBe(401);
    // The proxy appends the address it saw: the last one is the client's, whatever came before.
    expectError(
      await login(h, TRANSLATOR, DEMO_PASSWORD, '198.51.100.1, 203.0.113.7'),
      429,
      'TOO_MANY_ATTEMPTS',
    );
    expect((await login(h, TRANSLATOR, DEMO_PASSWORD, '203.0.113.8')).status).toBe(200);
    expect((await login(h, TRANSLATOR, 'wrong', '203.0.113.8')).status).toBe(401);
  });
});

describe('without a configured proxy header', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('reads no header: a client cannot pick a fresh address per request', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(h, REVIEWER, `wrong-${i}`, `203.0.113.${i}`)).status).toBe(401);
    expectError(await login(h, REVIEWER, 'wrong', '203.0.113.99'), 429, 'TOO_MANY_ATTEMPTS');
  });
});
