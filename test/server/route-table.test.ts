import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, ROUTES } from '../../lib/contract/routes';
import { Hono } from 'hono';
import { SERVED_ROUTE_IDS } from '../../server/areas';
import { errorResponse } from '../../server/http/error-response';
import { mountRoutes } from '../../server/http/serve-routes';
import {
  expectBatchValidation,
  expectError,
  expectValidation,
  MASTER,
  useDemoService,
} from './helpers';

/** The service serves the route table: each route by its id, validated by its schemas. */
const h = useDemoService();

describe('the route table on the service', () => {
  it('serves only routes of the table, and at least the editor, sync and key routes', () => {
    const known = new Set<string>(ROUTE_IDS);
    expect([...SERVED_ROUTE_IDS].filter((id) => !known.has(id))).toEqual([]);
    expect(SERVED_ROUTE_IDS.size).toBeGreaterThanOrEqual(16);
  });

  it('answers 501 NOT_SERVED in the error shape for a route without a handler', async () => {
    // A service whose areas serve nothing: every route of the table is still mounted.
    const app = new Hono();
    app.onError((err, c) => errorResponse(c, err));
    mountRoutes(app, h.svc, new Map());
    const call = async (method: string, path: string) => {
      const res = await app.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      return {
        status: res.status,
        body: (await res.json()) as { error: { message: string } },
        headers: res.headers,
      };
    };
    const res = await call('POST', '/api/webhooks/endpoints');
    expectError(res, 501, 'NOT_SERVED', 'not_implemented');
    expect(res.body.error.message).toBe(
      'POST /api/webhooks/endpoints (createWebhookEndpoint) is part of the interface, but this service does not serve it yet',
    );
    // Path parameters, any method of the table: still 501, never 404 or 500.
    expectError(await call('GET', '/ocr/blocks/t-1'), 501, 'NOT_SERVED');
    expectError(await call('PUT', '/auth/profile'), 501, 'NOT_SERVED');
  });

  it('marks every route it does not serve as such on /openapi.json (the docs page: e2e)', async () => {
    const { body } = await h.call('GET', '/openapi.json');
    for (const id of ROUTE_IDS) {
      const { path, method } = ROUTES[id];
      expect(body.paths[path][method]['x-served'], id).toBe(SERVED_ROUTE_IDS.has(id));
    }
  });

  it('authenticates before it validates: no credential and a bad body is a 401', async () => {
    const res = await h.call('POST', '/api/integrations/targets/save', { body: { rows: 3 } });
    expectError(res, 401, 'MISSING_API_KEY');
  });

  it("answers a request that fails the route's schemas in the route's error shape", async () => {
    const query = expectValidation(
      await h.call('GET', '/api/integrations/targets/status?locale=de', { key: MASTER }),
    );
    expect(query[0]).toMatchObject({ loc: ['query', 'keys'] });
    const body = expectValidation(
      await h.call('POST', '/api/integrations/targets/transition', {
        key: MASTER,
        body: { locale: 'de', namespace: 'common', key: 'nav.home', action: 'fly' },
      }),
    );
    expect(body[0]).toMatchObject({ loc: ['body', 'action'], input: 'fly' });
    const notJson = expectValidation(await h.call('POST', '/auth/login', { body: '{"email":' }));
    expect(notJson[0]).toMatchObject({ loc: ['body'], type: 'json_invalid' });
    // The sync batch keeps its own 400 shape.
    const batch = expectBatchValidation(
      await h.call('POST', '/api/integrations/sync/batch', { key: MASTER, body: { items: [] } }),
    );
    expect(batch.detail[0]!.loc[0]).toBe('body');
  });
});
