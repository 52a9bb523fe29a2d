import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HEADERS } from '../../lib/contract/assumed';
import { HttpError } from '../errors';

/**
 * Which browser origins may call the service: the extension (any `chrome-extension://` origin,
 * since an unpacked build's id depends on where it was loaded from, and any `moz-extension://`
 * one, since Firefox gives each install a random UUID), the service's own pages
 * (`/docs`, the demo shop: same origin, no CORS needed) and the origins listed in
 * ALLOWED_ORIGINS (comma-separated, e.g. a web app of your own). Every other origin gets no CORS
 * headers, and its state-changing requests are refused: a web page can send a CORS-simple POST
 * without asking first, and it must not take effect.
 */
export function configuredOrigins(env: string | undefined = process.env.ALLOWED_ORIGINS): string[] {
  return (env ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o !== '' && o !== '*');
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `origin` is the service itself, reached by a loopback name (not a rebound DNS name). */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && url.host === host && LOOPBACK_HOSTS.has(url.hostname);
}

const EXTENSION_SCHEMES = ['chrome-extension://', 'moz-extension://'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originPolicy(
  allowed: readonly string[] = configuredOrigins(),
): [cors: MiddlewareHandler, refuseForeignWrites: MiddlewareHandler] {
  const listed = new Set(allowed);
  const isAllowed = (origin: string) =>
    EXTENSION_SCHEMES.some((scheme) => origin.startsWith(scheme)) || listed.has(origin);

  const refuseForeignWrites: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('origin');
    // No Origin: not a browser page (curl, a server, the extension's fetch of a GET).
    if (
      origin !== undefined &&
      !SAFE_METHODS.has(c.req.method) &&
      !isAllowed(origin) &&
      !isSameOrigin(origin, c.req.header('host'))
    ) {
      throw new HttpError(
        403,
        'ORIGIN_NOT_ALLOWED',
        'Requests from this origin may not change anything here',
      );
    }
    return next();
  };

  const allowedCors = cors({
    origin: (origin) => origin,
    allowHeaders: [
      HEADERS.apiKey,
      HEADERS.surface,
      'authorization',
      'content-type',
      'if-none-match',
    ],
    exposeHeaders: ['etag', HEADERS.retryAfter],
    maxAge: 600,
  });
  // Hono's cors() sets its other headers whatever the origin: a foreign one must get none at all.
  const corsHeaders: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && isAllowed(origin)) return allowedCors(c, next);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method'))
      return c.body(null, 204, { vary: 'Origin' });
    await next();
    c.res.headers.append('vary', 'Origin');
  };
  return [corsHeaders, refuseForeignWrites];
}
