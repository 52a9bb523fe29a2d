import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, syncValidationErrorBody, validationErrorBody } from '../../lib/contract/errors';
import { pathOf, type Auth } from '../../lib/contract/route';
import { ALL_ROUTES, type RouteId } from '../../lib/contract/routes';
import { SERVED_ROUTE_IDS } from '../../server/areas';
import { DEMO_PROJECT_ID } from '../../server/demo/seed';
import { startHarness, type Harness } from './harness';
import { JUNK } from './fixtures/junk-bodies';
import { expectError, expectValidation, MASTER, PM, PUBLISHABLE } from './helpers';

let h: Harness;
let bearer: string;
let session: string;
/** A key of its own for the rotate route, so rotating it leaves the demo keys working. */
let spareKey: string;

beforeAll(async () => {
  h = await startHarness();
  bearer = await h.login(PM);
  session = await h.session(PM);
  const spare = await h.call('POST', '/api/integration-keys', {
    bearer,
    body: { project_id: DEMO_PROJECT_ID, kind: 'publishable', name: 'fuzz' },
  });
  spareKey = spare.body.key_uuid;
});
afterAll(() => h.close());

type Res = Awaited<ReturnType<Harness['call']>>;

/** Any failure must be one of the contract's error bodies, and never a 500. */
function expectContractShape(res: Res, what: string): void {
  expect(res.status, what).toBeLessThan(500);
  if (res.status < 400) return;
  const shaped =
    validationErrorBody.safeParse(res.body).success ||
    syncValidationErrorBody.safeParse(res.body).success ||
    errorBody.safeParse(res.body).success;
  expect(shaped, `${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(true);
}

describe('validation errors', () => {
  it('malformed JSON answers 422 with a pydantic-style detail', async () => {
    const res = await h.call('POST', '/api/integrations/targets/save', {
      key: MASTER,
      body: '{"locale": "es", ',
    });
    const detail = expectValidation(res);
    expect(detail[0]).toMatchObject({
      loc: ['body'],
      type: 'json_invalid',
      msg: expect.stringMatching(/not valid JSON/),
    });
    expect(expectValidation(await h.call('POST', '/auth/login', { body: '' }))[0]).toMatchObject({
      loc: ['body'],
      type: 'missing',
    });
  });

  it('wrong types answer 422 with the location of each bad field and the input', async () => {
    const res = await h.call('POST', '/api/integrations/targets/save', {
      key: MASTER,
      body: {
        locale: 'es',
        namespace: 'common',
        rows: [
          { key: 'nav.home', text: 42 },
          { key: 7, text: 'ok' },
        ],
      },
    });
    const detail = expectValidation(res);
    expect(detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          loc: ['body', 'rows', 0, 'text'],
          input: 42,
          type: expect.any(String),
          msg: expect.any(String),
        }),
        expect.objectContaining({ loc: ['body', 'rows', 1, 'key'], input: 7 }),
      ]),
    );
    const login = expectValidation(
      await h.call('POST', '/auth/login', {
        body: { email: ['pm@demo.test'], password: 'x', client_time: 'now' },
      }),
    );
    expect(login.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ['body', 'email'],
        ['body', 'client_time'],
      ]),
    );
  });

  it('the sync batch answers its own 400 validation_error body instead', async () => {
    const res = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: '{"translations": [',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      type: 'validation_error',
      detail: [expect.objectContaining({ loc: ['body'] })],
    });
  });
});

describe('unknown routes', () => {
  it('answer 404 in the contract shape', async () => {
    for (const [method, path] of [
      ['GET', '/no/such/route'],
      ['POST', '/api/integrations/nothing'],
      ['GET', '/api/integrations/targets/save'],
      ['DELETE', '/api/projects'],
    ] as const) {
      const res = await h.call(method, path, { key: MASTER });
      expectError(res, 404, 'NOT_FOUND', 'not_found');
    }
  });
});

type Credential = 'key' | 'session' | 'bearer' | 'none';
const CREDENTIALS: Record<Auth, Credential[]> = {
  none: ['none'],
  bearer: ['bearer'],
  'integration-key': ['key', 'session'],
  'optional-integration-key': ['key', 'session'],
};

/** Every POST route the service serves, with each kind of credential it accepts. */
const POST_ROUTES = (): { path: string; auth: Credential }[] =>
  ALL_ROUTES.filter((r) => r.method === 'post' && SERVED_ROUTE_IDS.has(r.id as RouteId)).flatMap(
    (r) =>
      CREDENTIALS[r.auth].map((auth) => ({
        // Other path parameters name nothing that exists: the answer must still not be a 500.
        path: pathOf(r, {
          ...Object.fromEntries([...r.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'none'])),
          key_uuid: spareKey,
        }),
        auth,
      })),
  );

describe('junk input never answers 500', () => {
  it('fuzzes every POST route with bad bodies and content types', async () => {
    // The demo keys must still work, or every keyed case would stop at 401.
    expect((await h.call('GET', '/api/integrations/editor/workflow', { key: MASTER })).status).toBe(
      200,
    );
    for (const route of POST_ROUTES()) {
      const auth =
        route.auth === 'key'
          ? { key: MASTER }
          : route.auth === 'session'
            ? { key: session }
            : route.auth === 'bearer'
              ? { bearer }
              : {};
      for (const [i, body] of JUNK.entries()) {
        for (const headers of [{}, { 'content-type': 'text/plain' }] as Record<string, string>[]) {
          const res = await h.call('POST', route.path, { ...auth, body, headers });
          expectContractShape(
            res,
            `POST ${route.path} (${route.auth}) junk #${i} ${JSON.stringify(headers)}`,
          );
          // A fill or sync that slipped through would make later cases answer "busy": let it end.
          if (res.status === 202) await h.svc.worker.idle();
        }
      }
    }
    expect((await h.call('GET', '/api/integrations/editor/workflow', { key: MASTER })).status).toBe(
      200,
    );
  });

  it('fuzzes queries, path parameters and credentials', async () => {
    const longKeys = Array.from({ length: 50 }, () => '\u{1F600}'.repeat(40)).join(',');
    const cases: [
      string,
      string,
      { key?: string; bearer?: string; headers?: Record<string, string> },
    ][] = [
      ['GET', '/api/integrations/targets/status?locale=es&keys=%ZZ', { key: MASTER }],
      [
        'GET',
        '/api/integrations/targets/status?locale=es&locale=de&keys=a&keys=b',
        { key: MASTER },
      ],
      [
        'GET',
        `/api/integrations/targets/status?locale=es&keys=${encodeURIComponent(longKeys)}`,
        { key: session },
      ],
      ['GET', '/api/integrations/targets/status?locale=%00&keys=%00', { key: MASTER }],
      ['GET', '/api/integrations/targets/status?locale[]=es&keys[]=a', { key: MASTER }],
      ['GET', '/api/integrations/editor/workflow?locale=%F0%9F%98%80', { key: MASTER }],
      ['GET', '/translations?locale=es&namespace=%25', { key: MASTER }],
      ['GET', '/translations?locale=es', { key: MASTER, headers: { 'if-none-match': '*' } }],
      ['GET', '/api/integrations/sync/jobs/%E0%A4%A', { key: MASTER }],
      ['GET', `/api/integrations/sync/jobs/${'x'.repeat(5000)}`, { key: MASTER }],
      ['POST', '/integration-keys/%E0%A4%A/rotate', { bearer }],
      ['DELETE', '/api/integration-keys/..%2F..%2Fetc', { bearer }],
      ['GET', `/api/integration-keys?project_id=${DEMO_PROJECT_ID}&project_id=other`, { bearer }],
      ['GET', '/api/integration-keys?project_id=%ZZ', { bearer }],
      ['GET', '/auth/profile', { headers: { authorization: `Bearer ${'a'.repeat(10_000)}` } }],
      ['GET', '/auth/profile', { headers: { authorization: 'Bearer' } }],
      ['GET', '/api/projects', { headers: { authorization: 'Bearer a b c' } }],
      ['GET', '/api/integrations/editor/workflow', { key: 'k'.repeat(10_000) }],
      ['GET', '/api/integrations/editor/workflow', { headers: { 'x-api-key': '   ' } }],
      ['GET', '/demo/..%2F..%2Fpackage.json', {}],
      ['GET', '/demo/%E0%A4%A', {}],
    ];
    for (const [method, path, init] of cases)
      expectContractShape(await h.call(method, path, init), `${method} ${path}`);
  });

  it('a body over the size limit answers 413 in the contract shape', async () => {
    const res = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: `{"translations": "${'x'.repeat(65 * 1024 * 1024)}"}`,
    });
    expect(res.status).toBe(413);
    expect(errorBody.safeParse(res.body).success).toBe(true);
    await expectConnectionsStayUsable();
  });
});

/** Requests keep working for longer than the Node adapter's drain timeout (500 ms). */
async function expectConnectionsStayUsable(): Promise<void> {
  const until = Date.now() + 800;
  let calls = 0;
  while (Date.now() < until) {
    expect((await h.call('GET', '/api/integrations/editor/workflow', { key: MASTER })).status).toBe(
      200,
    );
    calls++;
  }
  expect(calls).toBeGreaterThan(1);
}

describe('a refused request with an unread body', () => {
  it("does not break the client's next requests on the same connection", async () => {
    const big = {
      translations: Array.from({ length: 10_000 }, (_, i) => ({
        key: `en:common:k${i}`,
        value: 'v'.repeat(20),
      })),
    };
    const refusals: [string, { key?: string; bearer?: string }][] = [
      ['/api/integrations/sync/batch', { key: 'lr_wrong' }], // 401 before the body is read
      ['/api/integrations/sync/batch', { key: PUBLISHABLE }], // 403 before the body is read
      [`/integration-keys/${spareKey}/rotate`, { bearer }], // a route that reads no body
    ];
    for (const [path, init] of refusals) {
      const res = await h.call('POST', path, { ...init, body: big });
      expect(res.status, path).toBeLessThan(500);
      await expectConnectionsStayUsable();
    }
  });
});
