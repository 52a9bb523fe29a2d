import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { buildOpenApi } from '../../../lib/contract/openapi';
import { ALL_ROUTES } from '../../../lib/contract/routes';
import type { Service } from '../../context';

const DOCS_PAGE = readFileSync(new URL('./docs-page.html', import.meta.url), 'utf8');

/** `/openapi.json` from the contract's route table, and an interactive page that reads it. */
export function docsArea(app: Hono, _svc: Service): void {
  let spec: string | undefined;
  app.get('/openapi.json', (c) => {
    // Only what this service answers: an operation of the contract it does not serve yet is left out.
    const served = new Set(app.routes.map((r) => `${r.method.toLowerCase()} ${r.path}`));
    const routes = ALL_ROUTES.filter((r) =>
      served.has(`${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    spec ??= JSON.stringify(
      buildOpenApi(routes, { title: 'Locale Lens local service', version: '0.1.0' }),
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
