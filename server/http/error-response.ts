import type { Context } from 'hono';
import { isConstraintRace } from '../db/database';
import { capDetail, capText, HttpError, ValidationError } from '../errors';

/** Any error a handler threw, as the contract's answer: a refusal, a 409 race, or a bare 500. */
export function errorResponse(c: Context, err: unknown): Response {
  if (err instanceof ValidationError) {
    const detail = capDetail(err.detail);
    if (err.style === 'sync') {
      const first = detail[0];
      const more = err.detail.length > 1 ? ` (and ${err.detail.length - 1} more)` : '';
      const message = first ? `${first.loc.join('.')}: ${first.msg}${more}` : 'Invalid batch';
      return c.json({ error: { type: 'validation_error', message, detail } }, 400);
    }
    return c.json({ detail }, err.style === 'pydantic-400' ? 400 : 422);
  }
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(
      { error: { type: err.type, code: err.code, message: capText(err.message) } },
      err.status,
    );
  }
  if (isConstraintRace(err)) {
    // Two requests raced over the same rows (a demo reset during a sign-in): retrying is right.
    return c.json(
      {
        error: {
          type: 'conflict',
          code: 'CONCURRENT_CHANGE',
          message: 'The data changed while this request ran; retry it',
        },
      },
      409,
    );
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
