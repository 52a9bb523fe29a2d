/**
 * Composite keys `locale:namespace:key`. The first two colons split; the key part may itself
 * contain dots and colons (`en:checkout:errors.card:declined`).
 */
export interface CompositeKey {
  locale: string;
  namespace: string;
  key: string;
}

export type ParseResult = { ok: true; value: CompositeKey } | { ok: false; reason: string };

// A locale is a BCP 47-ish tag (`en`, `pt-BR`, `zh_Hant`); a namespace is a plain name.
const LOCALE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;
const NAMESPACE = /^[A-Za-z0-9][A-Za-z0-9_.\-/]*$/;
// Commas separate keys in status queries, so a key cannot hold one.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_OR_COMMA = /[\u0000-\u001f\u007f,]/;

export const isNamespace = (name: string): boolean => NAMESPACE.test(name);

/** Whether `key` can be the key part: not empty, no surrounding whitespace, no control or comma. */
export const isKeyPart = (key: string): boolean =>
  key !== '' && key === key.trim() && !CONTROL_OR_COMMA.test(key);

export function parseCompositeKey(input: string): ParseResult {
  const first = input.indexOf(':');
  const second = first < 0 ? -1 : input.indexOf(':', first + 1);
  if (second < 0) return { ok: false, reason: 'expected locale:namespace:key' };
  const locale = input.slice(0, first);
  const namespace = input.slice(first + 1, second);
  const key = input.slice(second + 1);
  if (!LOCALE.test(locale)) return { ok: false, reason: `"${locale}" is not a locale` };
  if (!isNamespace(namespace)) return { ok: false, reason: `"${namespace}" is not a namespace` };
  if (key.trim() === '') return { ok: false, reason: 'the key part is empty' };
  if (key !== key.trim()) return { ok: false, reason: 'the key part has surrounding whitespace' };
  if (CONTROL_OR_COMMA.test(key)) {
    return { ok: false, reason: 'the key part has a control character or a comma' };
  }
  return { ok: true, value: { locale, namespace, key } };
}

/** Throws rather than produce a string that would parse into other parts. */
export function formatCompositeKey({ locale, namespace, key }: CompositeKey): string {
  const text = `${locale}:${namespace}:${key}`;
  const parsed = parseCompositeKey(text);
  if (!parsed.ok) throw new Error(`cannot format composite key: ${parsed.reason}`);
  const v = parsed.value;
  if (v.locale !== locale || v.namespace !== namespace || v.key !== key) {
    throw new Error('cannot format composite key: the locale or namespace contains a colon');
  }
  return text;
}
