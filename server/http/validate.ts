import type { Context } from 'hono';
import type { z } from 'zod';
import type { ValidationDetailItem } from '../../lib/contract/errors';
import { overLimit, readBodyText } from './body';
import { isSmall, ValidationError, type ValidationStyle } from '../errors';
import { illFormedStrings } from './well-formed';

type Where = 'body' | 'query' | 'path';

/** zod issues → pydantic-style detail items (the error bodies of docs/api-decisions.md). */
export function toDetail(
  where: Where,
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): ValidationDetailItem[] {
  return issues.map((issue) => {
    const item: ValidationDetailItem = {
      loc: [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      msg: issue.message,
      type: issue.code,
    };
    const value = valueAtPath(input, issue.path);
    // Echo small inputs only: a 64 KiB value is not worth sending back.
    if (value !== undefined && isSmall(value)) item.input = value;
    if ('maximum' in issue) item.ctx = { limit: Number(issue.maximum) };
    else if ('minimum' in issue) item.ctx = { limit: Number(issue.minimum) };
    return item;
  });
}

/** The input's value at an issue's path, or undefined where the path leaves the input. */
function valueAtPath(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const p of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[p];
  }
  return value;
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: Where,
  style: ValidationStyle = 'pydantic',
): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new ValidationError(toDetail(where, result.error.issues, input), style);
  const nul = findNul(result.data, [where]);
  if (nul)
    throw new ValidationError(
      [{ loc: nul, msg: 'Text may not contain the NUL character (U+0000)', type: 'string_nul' }],
      style,
    );
  return result.data;
}

/**
 * Where a string holds U+0000, which PostgreSQL cannot store: refused on every engine alike,
 * rather than kept by one and failing on the other.
 */
function findNul(value: unknown, at: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findNul(v, [...at, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    for (const [k, v] of Object.entries(value)) {
      const found = findNul(v, [...at, k]);
      if (found) return found;
    }
  }
  return null;
}

export async function readJson(c: Context, style: ValidationStyle = 'pydantic'): Promise<unknown> {
  const raw = await readBodyText(c);
  if (raw.trim() === '') {
    throw new ValidationError(
      [{ loc: ['body'], msg: 'A JSON body is required', type: 'missing' }],
      style,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch (e) {
    throw new ValidationError(
      [
        {
          loc: ['body'],
          msg: `The body is not valid JSON: ${(e as Error).message}`,
          type: 'json_invalid',
        },
      ],
      style,
    );
  }
  // A lone surrogate would be stored as U+FFFD: refuse it rather than acknowledge other text.
  const illFormed = illFormedStrings(raw, value);
  if (illFormed.length)
    throw new ValidationError(
      illFormed.map((path) => ({
        loc: ['body', ...path],
        msg: 'The text is not well-formed UTF-16 (it holds a lone surrogate)',
        type: 'string_ill_formed',
      })),
      style,
    );
  return value;
}

/**
 * A multipart/form-data body as an object: text fields as strings, files as File objects (a field
 * sent twice keeps its last value). Anything else is a 422 that says what was expected.
 */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new ValidationError([
      { loc: ['body'], msg: 'The body must be multipart/form-data', type: 'content_type' },
    ]);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch (e) {
    const over = overLimit(e);
    if (over) throw over;
    throw new ValidationError([
      { loc: ['body'], msg: 'The multipart body cannot be read', type: 'multipart_invalid' },
    ]);
  }
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of form.entries()) out[name] = value;
  return out;
}
