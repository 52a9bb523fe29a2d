import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HEADERS } from '../lib/contract/assumed';
import { devArea } from './areas/dev';
import { docsArea } from './areas/docs';
import { serviceHandlers } from './areas';
import type { Service } from './context';
import { errorResponse, HttpError } from './http/errors';
import { mountRoutes } from './http/serve-routes';
import { serveFile } from './http/static';
import { demoPage } from './demo/site-page';

const SITE_ROOT = fileURLToPath(new URL('./demo/site', import.meta.url));
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export function createApp(svc: Service): Hono {
  const app = new Hono();
  app.onError((err, c) => errorResponse(c, err));
  app.notFound((c) =>
    errorResponse(c, new HttpError(404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`)),
  );

  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: [
        HEADERS.apiKey,
        HEADERS.surface,
        'authorization',
        'content-type',
        'if-none-match',
      ],
      exposeHeaders: ['etag', HEADERS.retryAfter],
    }),
  );
  // A body the handler did not read (a 401 before parsing, a route with no body) is read to its end
  // here: left unread, the Node adapter force-closes the keep-alive socket half a second later and
  // the client's next request on it fails. A body over the limit is not worth reading.
  app.use('*', async (c, next) => {
    await next();
    const raw = c.req.raw;
    if (raw.body && !raw.bodyUsed && c.res.status !== 413)
      await raw.arrayBuffer().catch(() => undefined);
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(
          413,
          'PAYLOAD_TOO_LARGE',
          `The body is over ${MAX_BODY_BYTES} bytes`,
          // The rest of the body is not read: the client must not reuse this connection.
          { connection: 'close' },
          'payload_too_large',
        );
      },
    }),
  );
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
  if (svc.demo) {
    devArea(app, svc);
    app.get('/', (c) => c.redirect('/demo/'));
    app.get('/demo', (c) => c.redirect('/demo/'));
    app.get('/demo/*', async (c) => {
      const file = c.req.path.slice('/demo/'.length) || 'index.html';
      const page = await demoPage(file);
      if (page !== null) return c.html(page, 200, { 'cache-control': 'no-cache' });
      return (await serveFile(c, SITE_ROOT, '/demo/')) ?? c.notFound();
    });
  }
  return app;
}
