/**
 * Keys declared in attributes: `data-i18n-key`, i18next's `data-i18n` (jquery-i18next syntax) and
 * Tolgee's `data-tolgee-key-only`.
 *
 * Namespace rule, the same for every syntax: split at the FIRST colon when the part before it is a
 * valid namespace name (composite-key.ts's rule), so `checkout:payment.method:card` is namespace
 * `checkout`, key `payment.method:card` — what i18next does with its default `nsSeparator`.
 * Otherwise (no colon, or a prefix that is no namespace, like `Read me` in `Read me: now`) the whole value
 * is a key in the inherited namespace. A key composite-key.ts would reject yields no hit.
 */
import { isKeyPart, isNamespace } from './composite-key';

export interface KeyRef {
  namespace: string;
  key: string;
}

/** What a key renders into: the element's text or one of its attributes. */
export type HitTarget = 'text' | `attr:${string}`;

export interface AttributeKey extends KeyRef {
  where: HitTarget;
}

export const KEY_ATTRIBUTE = 'data-i18n-key';
export const I18NEXT_ATTRIBUTE = 'data-i18n';
export const TOLGEE_ATTRIBUTE = 'data-tolgee-key-only';
export const NAMESPACE_ATTRIBUTE = 'data-i18n-ns';
/** Attributes whose value is user-visible text (plus `value` of buttons, see below). */
export const TEXT_ATTRIBUTES: readonly string[] = ['title', 'placeholder', 'alt', 'aria-label'];
const BUTTON_INPUT_TYPES = new Set(['button', 'submit', 'reset']);

/** Every attribute whose change can change what the scanner finds. */
export const WATCHED_ATTRIBUTES: readonly string[] = [
  KEY_ATTRIBUTE,
  I18NEXT_ATTRIBUTE,
  TOLGEE_ATTRIBUTE,
  NAMESPACE_ATTRIBUTE,
  ...TEXT_ATTRIBUTES,
  'value',
  'type',
];

/** `value` is visible text only on buttons: `<button>` and `<input type=button|submit|reset>`. */
export function isButtonValue(localName: string, type: string | null): boolean {
  if (localName === 'button') return true;
  return localName === 'input' && BUTTON_INPUT_TYPES.has((type ?? '').toLowerCase());
}

/** `namespace:key` split at its first colon, when both parts are valid in a composite key. */
function refOf(text: string): KeyRef | undefined {
  const colon = text.indexOf(':');
  const namespace = text.slice(0, colon);
  const key = text.slice(colon + 1);
  return isNamespace(namespace) && isKeyPart(key) ? { namespace, key } : undefined;
}

export function splitNamespacedKey(value: string, namespace: string): KeyRef | undefined {
  const trimmed = value.trim();
  const colon = trimmed.indexOf(':');
  const ownNamespace = colon > 0 && isNamespace(trimmed.slice(0, colon));
  return refOf(ownNamespace ? trimmed : `${namespace}:${trimmed}`);
}

/** `data-i18n-key="ns:key"` or `"key"`: always the element's text. */
export function parseI18nKey(value: string, namespace: string): AttributeKey[] {
  const ref = splitNamespacedKey(value, namespace);
  return ref ? [{ ...ref, where: 'text' }] : [];
}

/** Tolgee's `data-tolgee-key-only="ns:key"` or `"key"`: the element's text. */
export const parseTolgeeKeyOnly = parseI18nKey;

// jquery-i18next's special targets that all write the element's content.
const CONTENT_TARGETS = new Set(['', 'html', 'text', 'prepend', 'append']);
const OPTION = /^\[([^\]]*)\](.*)$/s;

/** `data-i18n="key;[title]ns:key2;[html]key3"`: one entry per `;`-separated part. */
export function parseDataI18n(value: string, namespace: string): AttributeKey[] {
  const keys: AttributeKey[] = [];
  for (const part of value.split(';')) {
    const option = OPTION.exec(part.trim());
    const target = option ? (option[1] ?? '').trim().toLowerCase() : '';
    const ref = splitNamespacedKey(option ? (option[2] ?? '') : part, namespace);
    if (!ref) continue;
    keys.push({ ...ref, where: CONTENT_TARGETS.has(target) ? 'text' : `attr:${target}` });
  }
  return keys;
}

/**
 * The namespace declared by the nearest `data-i18n-ns` on the element or an ancestor, crossing
 * open shadow boundaries (a component inherits its host's namespace), else `fallback`.
 */
export function inheritedNamespace(node: Node, fallback: string): string {
  let current: Node | null = node;
  while (current) {
    if (current.nodeType === 1) {
      const declared = (current as Element).getAttribute(NAMESPACE_ATTRIBUTE)?.trim();
      if (declared) return declared;
    }
    current = current.parentNode ?? (current as Partial<ShadowRoot>).host ?? null;
  }
  return fallback;
}
