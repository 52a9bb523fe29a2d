import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { HEADERS } from '../lib/contract/assumed';
import { devArea } from './areas/dev';
import { docsArea } from './areas/docs';
import { healthArea } from './areas/health';
import { teamPagesArea } from './areas/team-pages';
import { serviceHandlers } from './areas';
import type { Service } from './service-deps';
import { bodyLimit, discardUnreadBody } from './http/body';
import { capText, HttpError } from './errors';
import { errorResponse } from './http/error-response';
import { originPolicy } from './http/origins';
import { mountRoutes } from './http/serve-routes';
import { serveFile } from './http/static';
import { BANNER_PATH, bannerPng } from './demo/banner';
import { demoPage } from './demo/site-page';

const SITE_ROOT = fileURLToPath(new URL('./demo/site', import.meta.url));

export function createApp(svc: Service): Hono {
  const app = new Hono();
  app.onError((err, c) => errorResponse(c, err));
  app.notFound((c) =>
    errorResponse(
      c,
      new HttpError(404, 'NOT_FOUND', `No route for ${c.req.method} ${capText(c.req.path, 200)}`),
    ),
  );

  const [corsHeaders, refuseForeignWrites] = originPolicy();
  app.use('*', corsHeaders);
  app.use('*', discardUnreadBody);
  app.use('*', bodyLimit);
  app.use('*', refuseForeignWrites);
  // Server-Timing lets a client (and bench:service) see the service's own share of a request.
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    c.res.headers.set('server-timing', `app;dur=${(performance.now() - start).toFixed(2)}`);
  });
  if (process.env.LOG_REQUESTS === '1') {
    app.use('*', async (c, next) => {
      const start = performance.now();
      await next();
      const surface = c.req.header(HEADERS.surface) ?? '-';
      console.log(
        `${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms surface=${surface}`,
      );
    });
  }

  const handlers = serviceHandlers(svc);
  mountRoutes(app, svc, handlers);
  docsArea(app, new Set(handlers.keys()));
  healthArea(app, svc);
  teamPagesArea(app, svc);
  if (svc.demo) {
    devArea(app, svc);
    app.get('/', (c) => c.redirect('/demo/'));
    app.get('/demo', (c) => c.redirect('/demo/'));
    const banner = bannerPng();
    app.get(`/demo/${BANNER_PATH}`, (c) =>
      c.body(new Uint8Array(banner), 200, {
        'content-type': 'image/png',
        'cache-control': 'no-cache',
      }),
    );
    app.get('/demo/*', async (c) => {
      const file = c.req.path.slice('/demo/'.length) || 'index.html';
      const page = await demoPage(file);
      if (page !== null) return c.html(page, 200, { 'cache-control': 'no-cache' });
      return (await serveFile(c, SITE_ROOT, '/demo/')) ?? c.notFound();
    });
  }
  return app;
}
