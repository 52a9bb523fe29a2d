import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { buildOpenApi } from '../../../lib/contract/openapi';
import { ALL_ROUTES, type RouteId } from '../../../lib/contract/routes';

const DOCS_PAGE = readFileSync(new URL('./docs-page.html', import.meta.url), 'utf8');

/**
 * `/openapi.json` from the route table, and an interactive page that reads it. Every route is
 * listed; one this service does not serve yet is marked so (and answers 501).
 */
export function docsArea(app: Hono, served: ReadonlySet<RouteId>): void {
  let spec: string | undefined;
  app.get('/openapi.json', (c) => {
    spec ??= JSON.stringify(
      buildOpenApi(ALL_ROUTES, { title: 'Locale Lens local service', version: '0.1.0' }, (r) =>
        served.has(r.id as RouteId),
      ),
    );
    return c.body(spec, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  app.get('/docs', (c) =>
    c.html(DOCS_PAGE, 200, {
      // The page is self-contained: no script or style from anywhere else.
      'content-security-policy':
        "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
    }),
  );
}
