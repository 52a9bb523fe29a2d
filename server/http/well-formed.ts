/** A JSON text can hold a lone surrogate only as a `\uD800`–`\uDFFF` escape. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * Paths of every string (or object key) in a parsed JSON body that is not well-formed UTF-16,
 * up to `max`. Walks iteratively: a deeply nested body must not exhaust the stack.
 */
export function illFormedStrings(raw: string, value: unknown, max = 101): (string | number)[][] {
  if (!SURROGATE_ESCAPE.test(raw)) return [];
  const found: (string | number)[][] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length && found.length < max) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!v.isWellFormed()) found.push(path);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, i] });
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (!k.isWellFormed()) found.push([...path, k.toWellFormed()]);
        stack.push({ value: child, path: [...path, k] });
      }
    }
  }
  return found;
}
