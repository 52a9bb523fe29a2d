import type { KeyRef } from './i18n-attributes';
import type { TranslationsByNamespace } from './text-index';

/**
 * A key's text in `texts`, or null. Namespaces and keys are the page's to name, and a plain object
 * answers `constructor` or `toString` from its prototype: only its own entries are texts.
 */
export function textOf(texts: TranslationsByNamespace, { namespace, key }: KeyRef): string | null {
  const byKey = Object.hasOwn(texts, namespace) ? texts[namespace] : undefined;
  return byKey && Object.hasOwn(byKey, key) ? byKey[key]! : null;
}

/**
 * `texts` with those of `added` besides (new keys' texts), as a new object: `texts` stays. Without
 * a prototype, so a namespace named `__proto__` is one more entry, not the object's prototype.
 */
export function withTexts<T extends TranslationsByNamespace>(texts: T, added: T): T {
  const out: Record<string, Readonly<Record<string, string>>> = Object.assign(
    Object.create(null),
    texts,
  );
  // A namespace new to `texts` takes `added`'s own object: a page's first texts are not copied.
  for (const [namespace, more] of Object.entries(added))
    out[namespace] = out[namespace] ? { ...out[namespace], ...more } : more;
  return out as T;
}
