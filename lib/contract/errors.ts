import { z } from 'zod';

/** One detail item of a pydantic-style validation error. */
export const validationDetailItem = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
});
export type ValidationDetailItem = z.infer<typeof validationDetailItem>;

/** 422 on every operation but the sync batch. */
export const validationErrorBody = z.object({ detail: z.array(validationDetailItem) });

/** 400 on the sync batch (the interface's own shape). */
export const syncValidationErrorBody = z.object({
  error: z.object({
    type: z.literal('validation_error'),
    message: z.string(),
    detail: z.array(validationDetailItem),
  }),
});

export const ERROR_TYPES = {
  400: 'validation_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found',
  409: 'conflict',
  423: 'locked',
  429: 'rate_limited',
  500: 'internal_error',
  501: 'not_implemented',
} as const;

/** Every other error: `{error: {type, code, message}}`. */
export const errorBody = z.object({
  error: z.object({
    type: z.string(),
    code: z.string().optional(),
    message: z.string(),
    detail: z.array(validationDetailItem).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * What a client sees of any failed call. Plain data (not only a class) so it survives structured
 * cloning across extension realms; see `toApiErrorData`.
 */
export interface ApiErrorData {
  status: number;
  type: string;
  code: string;
  message: string;
  detail: ValidationDetailItem[];
  retryAfterMs: number | null;
}

export class ApiError extends Error implements ApiErrorData {
  readonly status: number;
  readonly type: string;
  readonly code: string;
  readonly detail: ValidationDetailItem[];
  readonly retryAfterMs: number | null;

  constructor(data: ApiErrorData) {
    super(data.message);
    this.name = 'ApiError';
    this.status = data.status;
    this.type = data.type;
    this.code = data.code;
    this.detail = data.detail;
    this.retryAfterMs = data.retryAfterMs;
  }

  toData(): ApiErrorData {
    const { status, type, code, message, detail, retryAfterMs } = this;
    return { status, type, code, message, detail, retryAfterMs };
  }
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value == null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Turns any error body the contract allows (or none) into ApiErrorData. */
export function toApiErrorData(
  status: number,
  body: unknown,
  retryAfter: string | null = null,
): ApiErrorData {
  const retryAfterMs = parseRetryAfter(retryAfter);
  const fallbackType = ERROR_TYPES[status as keyof typeof ERROR_TYPES] ?? 'http_error';
  const validation = validationErrorBody.safeParse(body);
  if (validation.success) {
    const first = validation.data.detail[0];
    return {
      status,
      type: 'validation_error',
      code: 'VALIDATION_ERROR',
      message: first ? `${first.loc.join('.')}: ${first.msg}` : 'Invalid request',
      detail: validation.data.detail,
      retryAfterMs,
    };
  }
  const generic = errorBody.safeParse(body);
  if (generic.success) {
    const e = generic.data.error;
    return {
      status,
      type: e.type,
      code: e.code ?? e.type.toUpperCase(),
      message: e.message,
      detail: e.detail ?? [],
      retryAfterMs,
    };
  }
  return {
    status,
    type: fallbackType,
    code: `HTTP_${status}`,
    message: `The service answered ${status} with a body this client does not understand`,
    detail: [],
    retryAfterMs,
  };
}
