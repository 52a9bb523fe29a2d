/**
 * A plural form's key as each library names it, and the key that holds the plural. i18next
 * renders `items_other` (v4 JSON: `_zero`, `_one`, `_two`, `_few`, `_many`, `_other`, and
 * `_ordinal_one`… for ordinals) or, in its v3 JSON, `items_plural` and `items_0`, `items_1`…;
 * a project that keeps the plural as one ICU message holds `items` alone. react-intl, vue-i18n
 * and Tolgee name the message's own key, so nothing is mapped for them.
 */

const FORM_SUFFIX = /^(.+?)(?:_ordinal)?_(?:zero|one|two|few|many|other)$|^(.+)_(?:plural|\d+)$/;

/** The base key a plural form's key names, or undefined when `key` names no plural form. */
export function pluralBase(key: string): string | undefined {
  const m = FORM_SUFFIX.exec(key);
  return m ? (m[1] ?? m[2]) : undefined;
}

/**
 * The key the project holds for `key`: `key` itself when the project holds it (a project that
 * keeps each form as a key of its own), else the base of a plural form's key when the project
 * holds that, else `key` unchanged.
 */
export function pluralBaseKey(key: string, holds: (key: string) => boolean): string {
  if (holds(key)) return key;
  const base = pluralBase(key);
  return base !== undefined && holds(base) ? base : key;
}
