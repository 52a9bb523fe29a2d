import { z } from 'zod';

/** The wire shape of each keyed record, for the OpenAPI document (a transform has none). */
export const keyedRecordWireShapes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A JSON object keyed by names that come from input (translation keys, namespaces), parsed into
 * an object without a prototype. `z.record` drops a `__proto__` key and parses into `{}`, where a
 * missing `constructor` or `toString` would find Object.prototype's members instead of nothing.
 */
export function keyedRecord<V extends z.ZodType>(value: V) {
  const schema = z.unknown().transform((input, ctx) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      ctx.issues.push({ code: 'custom', message: 'Expected an object', input });
      return z.NEVER;
    }
    const out = Object.create(null) as Record<string, z.output<V>>;
    for (const [key, item] of Object.entries(input)) {
      const parsed = value.safeParse(item);
      if (parsed.success) out[key] = parsed.data;
      else
        for (const issue of parsed.error.issues)
          ctx.issues.push({
            code: 'custom',
            message: issue.message,
            input: item,
            path: [key, ...issue.path],
          });
    }
    return out;
  });
  keyedRecordWireShapes.set(schema, z.record(z.string(), value));
  return schema;
}
