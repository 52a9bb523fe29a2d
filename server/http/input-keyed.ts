/**
 * A map for keys that come from input (translation keys, namespaces), serialised as a JSON object.
 * It has no prototype: on `{}`, a key named `__proto__` would set the prototype instead of an
 * entry, and `constructor` or `toString` would be found before anything was stored.
 */
export const inputKeyed = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;
