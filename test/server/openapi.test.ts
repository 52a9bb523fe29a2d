import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../lib/contract/openapi';
import { ALL_ROUTES, type RouteId } from '../../lib/contract/routes';
import { editorRoutes } from '../../lib/contract/routes/editor';
import { integrationKeyRoutes } from '../../lib/contract/routes/integration-keys';
import { syncRoutes } from '../../lib/contract/routes/sync';
import { webhookRoutes } from '../../lib/contract/routes/webhooks';
import { SERVED_ROUTE_IDS } from '../../server/areas';
import { useDemoService } from './helpers';

const h = useDemoService();

interface Operation {
  operationId: string;
  'x-served': boolean;
  description?: string;
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters: { name: string; in: string }[];
}

describe('GET /openapi.json', () => {
  const name = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

  it('lists every route of the table once, with its method, id, responses and body', async () => {
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
    expect(listed.sort()).toEqual(ALL_ROUTES.map(name).sort());

    for (const route of ALL_ROUTES) {
      const op = spec.paths[route.path]![route.method]!;
      const served = SERVED_ROUTE_IDS.has(route.id as RouteId);
      expect(op.operationId, route.id).toBe(route.id);
      expect(op['x-served'], route.id).toBe(served);
      expect(Object.keys(op.responses).sort(), route.id).toEqual(
        [...Object.keys(route.responses), ...(served ? [] : ['501'])].sort(),
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

  it('serves every route, and would mark one it did not serve', async () => {
    const { body } = await h.call('GET', '/openapi.json');
    for (const ops of Object.values(body.paths as Record<string, Record<string, Operation>>))
      for (const op of Object.values(ops)) expect(op['x-served']).toBe(true);
    const lacking = buildOpenApi(
      ALL_ROUTES,
      { title: 't', version: '1' },
      (r) => r.id !== 'submitOcrExtract',
    );
    const ocr = (lacking.paths as Record<string, Record<string, Operation>>)['/ocr/extract']!.post!;
    expect(ocr['x-served']).toBe(false);
    expect(ocr.description).toMatch(/not served/i);
    expect(ocr.responses['501']).toBeDefined();
    for (const route of [...syncRoutes, ...editorRoutes, ...integrationKeyRoutes, ...webhookRoutes])
      expect(SERVED_ROUTE_IDS.has(route.id), route.id).toBe(true);
    for (const id of ['login', 'getProfile', 'listProjects'] as const)
      expect(SERVED_ROUTE_IDS.has(id), id).toBe(true);
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

  it('routes every operation it lists: served ones answer, the others 501 NOT_SERVED', async () => {
    const { body } = await h.call('GET', '/openapi.json');
    for (const [path, ops] of Object.entries(body.paths as Record<string, object>)) {
      for (const [method, op] of Object.entries(ops as Record<string, Operation>)) {
        const res = await h.call(method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x'));
        const unrouted = res.status === 404 && /^No route/.test(res.body?.error?.message ?? '');
        expect(unrouted, `${method} ${path} → ${res.status}`).toBe(false);
        expect(res.status === 501, `${method} ${path} → ${res.status}`).toBe(!op['x-served']);
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
