import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { entryOf, expectError, MASTER, PUBLISHABLE, save, TRANSLATOR } from './helpers';
import { seedRows } from './seed-rows';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const EVIL = 'http://evil.example';
// Chrome's id depends on where an unpacked build was loaded from; Firefox's UUID is random per install.
const EXTENSIONS = [
  'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
  'moz-extension://3f0c1c4e-6a52-4d0b-9e6f-10ca1e1e0535',
];
const corsHeaders = (headers: Headers) =>
  [...headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('dev controls need the master key', () => {
  it('answers 401 without a key, 403 for a publishable key or a session, 200 for the master key', async () => {
    const session = await h.session(TRANSLATOR);
    for (const path of ['/dev/jobs/pause', '/dev/jobs/resume', '/dev/reset']) {
      expectError(await h.call('POST', path), 401, 'MISSING_API_KEY');
      expectError(await h.call('POST', path, { key: PUBLISHABLE }), 403, 'READ_ONLY_KEY');
      expectError(await h.call('POST', path, { key: session }), 403, 'FORBIDDEN');
    }
    expect((await h.call('POST', '/dev/jobs/resume', { key: MASTER })).status).toBe(200);
  });

  it('a CORS-simple POST from another origin does not wipe the demo', async () => {
    const row = seedRows('es', 'delivered', 'common')[0]!;
    expect((await save(h, MASTER, 'es', [{ key: row.key, text: 'Cambiado' }])).status).toBe(200);
    const simple = { origin: EVIL, 'content-type': 'text/plain' };
    const bare = await h.call('POST', '/dev/reset', { headers: simple, body: 'x' });
    expect(bare.status).toBe(403);
    expectError(bare, 403, 'ORIGIN_NOT_ALLOWED');
    expect(corsHeaders(bare.headers)).toEqual([]);
    // Even a page that knows the demo's public master key cannot reset from its origin.
    expectError(
      await h.call('POST', '/dev/reset', { key: MASTER, headers: simple, body: 'x' }),
      403,
      'ORIGIN_NOT_ALLOWED',
    );
    expect(await entryOf(h, 'es', row.key)).toMatchObject({ text: 'Cambiado' });
  });
});

describe('which origins may call the service', () => {
  it('another origin gets no CORS headers, on a read, an error or a preflight', async () => {
    const read = await h.call('GET', '/translations?locale=de&namespace=common', {
      key: PUBLISHABLE,
      headers: { origin: EVIL },
    });
    expect(read.status).toBe(200);
    expect(corsHeaders(read.headers)).toEqual([]);
    const missing = await h.call('GET', '/nowhere', { headers: { origin: EVIL } });
    expect(corsHeaders(missing.headers)).toEqual([]);
    const preflight = await h.call('OPTIONS', '/api/integrations/targets/save', {
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key,content-type',
      },
    });
    expect(corsHeaders(preflight.headers)).toEqual([]);
  });

  it('a state-changing request from another origin is refused and changes nothing', async () => {
    const row = seedRows('fr', 'delivered', 'common')[0]!;
    const res = await h.call('POST', '/api/integrations/targets/save', {
      key: MASTER,
      headers: { origin: EVIL },
      body: { locale: 'fr', namespace: 'common', rows: [{ key: row.key, text: 'Volé' }] },
    });
    expectError(res, 403, 'ORIGIN_NOT_ALLOWED', 'permission_error');
    expect(await entryOf(h, 'fr', row.key)).toMatchObject({ text: row.text });
    // So is an opaque origin (a sandboxed frame, a file).
    expectError(
      await h.call('POST', '/auth/login', {
        headers: { origin: 'null' },
        body: { email: TRANSLATOR, password: 'x' },
      }),
      403,
      'ORIGIN_NOT_ALLOWED',
    );
  });

  it.each(EXTENSIONS)(
    'the extension (%s) gets its own origin back, never a wildcard, and may write',
    async (EXTENSION) => {
      const preflight = await h.call('OPTIONS', '/api/integrations/targets/save', {
        headers: {
          origin: EXTENSION,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-api-key,content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(EXTENSION);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
      const row = seedRows('ja', 'delivered', 'common')[0]!;
      const saved = await save(h, MASTER, 'ja', [{ key: row.key, text: '変更' }]);
      expect(saved.status).toBe(200);
      const fromExtension = await h.call('POST', '/api/integrations/targets/save', {
        key: MASTER,
        headers: { origin: EXTENSION },
        body: { locale: 'ja', namespace: 'common', rows: [{ key: row.key, text: '変更 2' }] },
      });
      expect(fromExtension.status).toBe(200);
      expect(fromExtension.headers.get('access-control-allow-origin')).toBe(EXTENSION);
      expect(fromExtension.headers.get('access-control-expose-headers')).toContain('retry-after');
      const denied = await h.call('GET', '/auth/profile', { headers: { origin: EXTENSION } });
      expect(denied.status).toBe(401);
      expect(denied.headers.get('access-control-allow-origin')).toBe(EXTENSION);
    },
  );

  it("the service's own pages need no CORS: same-origin writes go through", async () => {
    const res = await h.call('POST', '/dev/jobs/resume', {
      key: MASTER,
      headers: { origin: h.url },
    });
    expect(res.status).toBe(200);
    expect(corsHeaders(res.headers)).toEqual([]);
    // The same port under a name that is not loopback (DNS rebinding) is not the service itself.
    const port = new URL(h.url).port;
    const rebound = await h.call('POST', '/dev/jobs/resume', {
      key: MASTER,
      headers: { origin: `http://rebound.example:${port}`, host: `rebound.example:${port}` },
    });
    expectError(rebound, 403, 'ORIGIN_NOT_ALLOWED');
  });

  it('origins listed in ALLOWED_ORIGINS are allowed too', async () => {
    process.env.ALLOWED_ORIGINS = 'https://app.example.com, https://tools.example.com/';
    const configured = await startHarness();
    delete process.env.ALLOWED_ORIGINS;
    try {
      for (const origin of ['https://app.example.com', 'https://tools.example.com']) {
        const res = await configured.call('POST', '/dev/jobs/resume', {
          key: MASTER,
          headers: { origin },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      }
      const other = await configured.call('POST', '/dev/jobs/resume', {
        key: MASTER,
        headers: { origin: 'https://app.example.com.evil.example' },
      });
      expectError(other, 403, 'ORIGIN_NOT_ALLOWED');
    } finally {
      await configured.close();
    }
  });
});
