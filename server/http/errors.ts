import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_TYPES, type ValidationDetailItem } from '../../lib/contract/errors';

/** A refusal in the contract's `{error: {type, code, message}}` shape (contract §2). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly type: string = ERROR_TYPES[status as keyof typeof ERROR_TYPES] ?? 'error',
  ) {
    super(message);
  }
}

/** A validation failure: 422 pydantic-style, or the sync batch's 400 shape. */
export class ValidationError extends Error {
  constructor(
    readonly detail: ValidationDetailItem[],
    readonly style: 'pydantic' | 'sync' = 'pydantic',
  ) {
    super(detail[0]?.msg ?? 'Invalid request');
  }
}

export function errorResponse(c: Context, err: unknown): Response {
  if (err instanceof ValidationError) {
    if (err.style === 'sync') {
      const first = err.detail[0];
      const message = first ? `${first.loc.join('.')}: ${first.msg}` : 'Invalid batch';
      return c.json({ error: { type: 'validation_error', message, detail: err.detail } }, 400);
    }
    return c.json({ detail: err.detail }, 422);
  }
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ error: { type: err.type, code: err.code, message: err.message } }, err.status);
  }
  // Never leak a stack trace; the log has it.
  console.error('[locale-lens] unhandled error', err);
  return c.json(
    {
      error: {
        type: 'internal_error',
        code: 'INTERNAL',
        message: 'The service failed; see its log',
      },
    },
    500,
  );
}

export const notFound = (what: string, code = 'NOT_FOUND') =>
  new HttpError(404, code, `${what} not found`);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
