import { describe, expect, it } from 'vitest';
import { validationErrorBody } from '../../../../lib/contract/errors';
import type { RouteDef } from '../../../../lib/contract/route';
import { accountRoutes } from '../../../../lib/contract/routes/account';
import { modelJobRoutes } from '../../../../lib/contract/routes/model-jobs';
import { projectRoutes } from '../../../../lib/contract/routes/projects';
import { webhookRoutes } from '../../../../lib/contract/routes/webhooks';

const routes: readonly RouteDef[] = [
  ...webhookRoutes,
  ...modelJobRoutes,
  ...projectRoutes,
  ...accountRoutes,
];
const statuses = (r: RouteDef) => Object.keys(r.responses).map(Number);

describe('webhook, model-job, project and account routes', () => {
  it('have unique ids and unique method + path pairs', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });

  it.each(routes.map((r) => [r.id, r] as const))('%s is well formed', (_id, route) => {
    expect(route.path.startsWith('/')).toBe(true);
    expect(statuses(route).some((s) => s >= 200 && s < 300)).toBe(true);
    // Every error answers in one of the contract's error bodies.
    for (const s of statuses(route).filter((code) => code >= 400)) {
      expect(route.responses[s]?.schema, `${route.id} ${s}`).toBeDefined();
    }
    // Path placeholders and the params schema name the same things.
    const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(route.params?.shape ?? {}).sort()).toEqual(placeholders);
    if (route.method === 'get' || route.method === 'delete') expect(route.body).toBeUndefined();
    // Validation answers 422, or 400 with the same body where the interface says 400.
    if (route.body || route.query)
      expect(
        statuses(route).some(
          (s) => s === 422 || (s === 400 && route.responses[s]?.schema === validationErrorBody),
        ),
      ).toBe(true);
    expect(route.auth).toBe(route.id === 'login' ? 'none' : 'bearer');
  });
});
