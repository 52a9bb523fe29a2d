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
      if (namespace) (result ??= { keys: [], textAttributes: [] }).namespace = namespace;
    } else if (name === KEY_ATTRIBUTE || name === I18NEXT_ATTRIBUTE || name === TOLGEE_ATTRIBUTE) {
      (keyAttributes ??= []).push(name);
    } else if (
      TEXT_ATTRIBUTE_SET.has(name) ||
      (name === 'value' && isButtonValue(localName, el.getAttribute('type')))
    ) {
      (result ??= { keys: [], textAttributes: [] }).textAttributes.push(name);
    }
  }
  if (!keyAttributes) return result;
  result ??= { keys: [], textAttributes: [] };
  const namespace = result.namespace ?? inheritedNamespace;
  for (const name of keyAttributes) {
    const value = el.getAttribute(name) ?? '';
    if (name === KEY_ATTRIBUTE) result.keys.push(...parseI18nKey(value, namespace));
    else if (name === I18NEXT_ATTRIBUTE) result.keys.push(...parseDataI18n(value, namespace));
    // Tolgee knows nothing of `data-i18n-ns`.
    else result.keys.push(...parseTolgeeKeyOnly(value, defaultNamespace));
  }
  return result;
}
