/**
 * What one element's attributes say: the namespace it declares for its subtree, the keys it
 * names, and which of its attributes hold visible text (to check for markers and text matches).
 * Called only for elements with attributes, and reads values only of the attributes that matter.
 */
import {
  I18NEXT_ATTRIBUTE,
  KEY_ATTRIBUTE,
  NAMESPACE_ATTRIBUTE,
  TEXT_ATTRIBUTES,
  TOLGEE_ATTRIBUTE,
  isButtonValue,
  parseDataI18n,
  parseI18nKey,
  parseTolgeeKeyOnly,
  type AttributeKey,
} from '../i18n-keys/i18n-attributes';

export interface ElementAttributes {
  /** The element's own `data-i18n-ns`, if any; it applies to the element itself too. */
  namespace?: string;
  keys: AttributeKey[];
  textAttributes: string[];
}

const TEXT_ATTRIBUTE_SET = new Set(TEXT_ATTRIBUTES);
const none = (): ElementAttributes => ({ keys: [], textAttributes: [] });
/** The attributes that name keys, and how each is read (Tolgee knows nothing of `data-i18n-ns`). */
const PARSERS = new Map<
  string,
  (value: string, namespace: string, fallback: string) => AttributeKey[]
>([
  [KEY_ATTRIBUTE, (value, namespace) => parseI18nKey(value, namespace)],
  [I18NEXT_ATTRIBUTE, (value, namespace) => parseDataI18n(value, namespace)],
  [TOLGEE_ATTRIBUTE, (value, _, fallback) => parseTolgeeKeyOnly(value, fallback)],
]);

export function readElementAttributes(
  el: Element,
  localName: string,
  inheritedNamespace: string,
  defaultNamespace: string,
): ElementAttributes | undefined {
  let result: ElementAttributes | undefined;
  let keyAttributes: string[] | undefined;
  for (const name of el.getAttributeNames()) {
    if (name === NAMESPACE_ATTRIBUTE) {
      const namespace = el.getAttribute(name)?.trim();
      if (namespace) (result ??= none()).namespace = namespace;
    } else if (PARSERS.has(name)) {
      (keyAttributes ??= []).push(name);
    } else if (
      TEXT_ATTRIBUTE_SET.has(name) ||
      (name === 'value' && isButtonValue(localName, el.getAttribute('type')))
    ) {
      (result ??= none()).textAttributes.push(name);
    }
  }
  if (!keyAttributes) return result;
  result ??= none();
  const namespace = result.namespace ?? inheritedNamespace;
  for (const name of keyAttributes)
    result.keys.push(
      ...PARSERS.get(name)!(el.getAttribute(name) ?? '', namespace, defaultNamespace),
    );
  return result;
}
