import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../../lib/contract/route';
import { ALL_ROUTES, ROUTE_IDS, ROUTES } from '../../../../lib/contract/routes';

describe('the route table', () => {
  it('names each route once, by id and by method and path', () => {
    expect(new Set(ROUTE_IDS).size).toBe(ALL_ROUTES.length);
    expect(new Set(ALL_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ALL_ROUTES.length);
    for (const id of ROUTE_IDS) expect(ROUTES[id].id).toBe(id);
  });

  it('gives each area its own routes: integration keys apart from the editor, projects together', () => {
    const areaOf = (path: string) => ALL_ROUTES.filter((r) => r.path === path).map((r) => r.area);
    expect(areaOf('/api/integration-keys')).toEqual(['integration-keys', 'integration-keys']);
    expect(areaOf('/api/projects')).toEqual(['projects']);
  });

  it('fills path parameters, URL-encoded, and refuses a missing one', () => {
    expect(pathOf(ROUTES.syncJob, { job_id: 'a/b c' })).toBe(
      '/api/integrations/sync/jobs/a%2Fb%20c',
    );
    expect(pathOf(ROUTES.targetStatus)).toBe('/api/integrations/targets/status');
    expect(() => pathOf(ROUTES.deleteIntegrationKey)).toThrow(/key_uuid/);
  });
});
