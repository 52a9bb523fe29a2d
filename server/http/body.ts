import type { Context, MiddlewareHandler } from 'hono';
import { ALL_ROUTES } from '../../lib/contract/routes';
import { HttpError } from '../errors';
import { lingerOnClose } from './linger';

/**
 * Most routes take a small JSON body; the routes the table marks `largeBody` carry large ones,
 * and those that name a `bodyLimit` (image and document uploads) carry up to it.
 */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const LARGE_BODY_LIMIT = 64 * 1024 * 1024;
// Only routes without path parameters are marked (the sync batch, image and document uploads).
const ROUTE_LIMITS = new Map(
  ALL_ROUTES.filter((r) => r.largeBody || r.bodyLimit).map((r) => [
    `${r.method.toUpperCase()} ${r.path}`,
    r.bodyLimit ?? LARGE_BODY_LIMIT,
  ]),
);

export const bodyLimitFor = (c: Context): number =>
  ROUTE_LIMITS.get(`${c.req.method} ${c.req.path}`) ?? DEFAULT_BODY_LIMIT;

const tooLarge = (limit: number) =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The body is over ${limit} bytes`,
    // The rest of the body is not read: the client must not reuse this connection.
    { connection: 'close' },
    'payload_too_large',
  );

/** Marks a body stream that went over its limit, so reading it answers 413 and not 400. */
class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The body is over ${limit} bytes`);
  }
}

/**
 * Refuses a declared length over the route's limit before reading anything, and counts a chunked
 * body as it streams (nothing is buffered here: a handler that refuses the caller never reads it).
 */
export const bodyLimit: MiddlewareHandler = async (c, next) => {
  const raw = c.req.raw;
  if (!raw.body) return next();
  const limit = bodyLimitFor(c);
  const declared = raw.headers.get('content-length');
  if (declared !== null && !raw.headers.has('transfer-encoding')) {
    if (Number(declared) > limit) throw tooLarge(limit);
    return next();
  }
  let size = 0;
  const counted = raw.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(new BodyTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
  return next();
};

/**
 * After the handler: a body it did not read (a refusal before parsing, a route with no body) is
 * read to its end and dropped chunk by chunk. Left unread, the Node adapter force-closes the
 * keep-alive socket half a second later and the client's next request on it fails; read whole, a
 * few large refused bodies would hold hundreds of megabytes.
 */
export const discardUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 413) return lingerOnClose(c);
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed) return;
  const reader = body.getReader();
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // Over the limit or the client went away: the connection ends either way.
  } finally {
    reader.releaseLock();
  }
};

/** A read that failed because the body went over its limit, as the 413 to answer; else null. */
export function overLimit(e: unknown): HttpError | null {
  if (e instanceof BodyTooLarge) return tooLarge(e.limit);
  const cause = (e as { cause?: unknown } | null)?.cause;
  return cause instanceof BodyTooLarge ? tooLarge(cause.limit) : null;
}

/** The body as text; a body over the limit is a 413, one cut off by the client a quiet 400. */
export async function readBodyText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch (e) {
    const over = overLimit(e);
    if (over) throw over;
    throw new HttpError(400, 'BODY_INCOMPLETE', 'The request body ended early', {
      connection: 'close',
    });
  }
}
