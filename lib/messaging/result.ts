import type { ApiErrorData } from '../contract/errors';

/**
 * What crosses a messaging boundary: plain data, since error classes do not survive structured
 * cloning between the content script, the panel and the background.
 */
export type MessageError = Pick<ApiErrorData, 'status' | 'code' | 'message'> &
  Partial<Pick<ApiErrorData, 'retryAfterMs'>>;
export type Result<T> = { ok: true; value: T } | { ok: false; error: MessageError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: MessageError): Result<never> => ({ ok: false, error });

/** Unwraps a result on the receiving side, throwing an Error that carries the code. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw Object.assign(new Error(result.error.message), result.error);
}
