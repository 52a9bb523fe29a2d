import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_TYPES, type ValidationDetailItem } from '../lib/contract/errors';

/** An answer stays small whatever the request held: this many details, messages this long. */
export const MAX_DETAILS = 100;
export const MAX_MESSAGE_CHARS = 300;

/** A message that may quote input, cut to a readable length. */
export function capText(text: string, max = MAX_MESSAGE_CHARS): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** A refusal in the contract's `{error: {type, code, message}}` shape. */
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

/** pydantic's body with 422 (or 400, where the interface says so), or the sync batch's shape. */
export type ValidationStyle = 'pydantic' | 'pydantic-400' | 'sync';

/** A validation failure: 422 pydantic-style, or the sync batch's 400 shape. */
export class ValidationError extends Error {
  constructor(
    readonly detail: ValidationDetailItem[],
    readonly style: ValidationStyle = 'pydantic',
  ) {
    super(detail[0]?.msg ?? 'Invalid request');
  }
}

/** Whether a value serialises within 200 characters; false for one too deep to serialise at all. */
export function isSmall(value: unknown): boolean {
  try {
    return JSON.stringify(value).length <= 200;
  } catch {
    return false;
  }
}

/**
 * At most MAX_DETAILS items, each with its message capped and only a small input echoed; the
 * rest are counted in one last item, so a client still learns how many problems there were.
 */
export function capDetail(detail: readonly ValidationDetailItem[]): ValidationDetailItem[] {
  const kept = detail.slice(0, MAX_DETAILS).map((item) => {
    const { input, ...rest } = item;
    const out: ValidationDetailItem = { ...rest, msg: capText(item.msg) };
    if (input !== undefined && isSmall(input)) out.input = input;
    return out;
  });
  const omitted = detail.length - kept.length;
  if (omitted > 0)
    kept.push({
      loc: [kept[0]?.loc[0] ?? 'body'],
      msg: `${omitted} more problems not listed`,
      type: 'too_many_errors',
      ctx: { omitted, total: detail.length },
    });
  return kept;
}

export const notFound = (what: string, code = 'NOT_FOUND') =>
  new HttpError(404, code, `${what} not found`);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
