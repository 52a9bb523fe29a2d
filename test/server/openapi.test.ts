import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../lib/contract/routes';
import { accessRoutes } from '../../lib/contract/routes/access';
import { editorRoutes } from '../../lib/contract/routes/editor';
import { syncRoutes } from '../../lib/contract/routes/sync';
import { startHarness, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface Operation {
  operationId: string;
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters: { name: string; in: string }[];
}

describe('GET /openapi.json', () => {
  /** The operations this service implements (editor and sync half): all must be documented. */
  const IMPLEMENTED = [
    ...syncRoutes,
    ...editorRoutes,
    ...accessRoutes,
    ...ALL_ROUTES.filter(
      (r) =>
        (r.path === '/auth/login' && r.method === 'post') ||
        (r.path === '/auth/profile' && r.method === 'get'),
    ),
  ];
  const name = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

  it('lists the contract routes the service serves, with their methods, ids, responses and bodies', async () => {
    const res = await h.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const spec = res.body as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: object };
    };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer']);

    const listed = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    // Every operation of this half of the service, each route of the contract at most once, nothing else.
    expect(listed).toEqual(expect.arrayContaining(IMPLEMENTED.map(name)));
    expect(IMPLEMENTED.length).toBeGreaterThanOrEqual(16);
    const known = new Set(ALL_ROUTES.map(name));
    expect(listed.filter((l) => !known.has(l))).toEqual([]);

    for (const route of ALL_ROUTES.filter((r) => listed.includes(name(r)))) {
      const op = spec.paths[route.path]![route.method]!;
      expect(op.operationId, route.id).toBe(route.id);
      expect(Object.keys(op.responses).sort(), route.id).toEqual(
        Object.keys(route.responses).sort(),
      );
      expect(Boolean(op.requestBody), `${route.id} body`).toBe(Boolean(route.body));
      for (const param of Object.keys(route.params?.shape ?? {})) {
        expect(op.parameters, `${route.id} path ${param}`).toContainEqual(
          expect.objectContaining({ name: param, in: 'path' }),
        );
      }
      for (const param of Object.keys(route.query?.shape ?? {})) {
        expect(op.parameters, `${route.id} query ${param}`).toContainEqual(
          expect.objectContaining({ name: param, in: 'query' }),
        );
      }
    }
  });

  it('names the paths the interface fixes, exactly', async () => {
    const { body } = await h.call('GET', '/openapi.json');
    expect(body.paths['/api/integrations/sync/batch'].post).toBeDefined();
    expect(body.paths['/api/integrations/sync/jobs/{job_id}'].get).toBeDefined();
    expect(
      body.paths['/api/integrations/targets/status'].get.parameters.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(expect.arrayContaining(['locale', 'namespace', 'keys']));
    expect(body.paths['/integration-keys/{key_uuid}/rotate'].post).toBeDefined();
    expect(body.paths['/api/integrations/sync/batch'].post.responses['400']).toBeDefined();
  });

  it('documents only routes the service serves', async () => {
    const { body } = await h.call('GET', '/openapi.json');
    for (const [path, ops] of Object.entries(body.paths as Record<string, object>)) {
      for (const method of Object.keys(ops)) {
        const res = await h.call(method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x'));
        const unrouted = res.status === 404 && /^No route/.test(res.body?.error?.message ?? '');
        expect(unrouted, `${method} ${path} → ${res.status}`).toBe(false);
      }
    }
  });
});

describe('GET /docs', () => {
  it('serves an HTML page that reads /openapi.json', async () => {
    const res = await fetch(`${h.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('/openapi.json');
  });
});
