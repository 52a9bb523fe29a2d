import type { Hono } from 'hono';
import type { Service } from '../service-deps';
import { MIGRATIONS } from '../db/migrations';
import { schemaVersion } from '../db/open';

/**
 * For a load balancer: `/healthz` says the process answers; `/readyz` says it should get traffic
 * (database reachable, schema current, not shutting down), with a 503 and the reason otherwise.
 */
export function healthArea(app: Hono, svc: Service): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const checks = { database: svc.db.engine, schema: 0, expected: MIGRATIONS.length };
    if (svc.lifecycle.draining)
      return c.json({ status: 'draining', ...checks, reason: 'The service is shutting down' }, 503);
    try {
      checks.schema = await schemaVersion(svc.db);
    } catch (err) {
      const reason = `The database cannot be reached: ${(err as Error).message}`;
      return c.json({ status: 'unavailable', ...checks, reason }, 503);
    }
    if (checks.schema !== MIGRATIONS.length) {
      const reason = `The database schema is at version ${checks.schema}, not ${MIGRATIONS.length}`;
      return c.json({ status: 'unavailable', ...checks, reason }, 503);
    }
    return c.json({ status: 'ready', ...checks });
  });
}
