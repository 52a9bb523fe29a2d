import { categoryForms, escapeIcuText, icuParts, pluralMessage } from './icu-plural';
import { childElements, escapeXmlText, type XmlSource } from './xml-source';
import { FormatError } from './types';
import { formsToWrite, PLURAL_CATEGORIES } from './plural-categories';

/**
 * `.stringsdict`: a property list whose entries are a format (`%#@files@ left`) and, per
 * variable, a plural rule dictionary. An entry becomes one ICU message: the format's text with
 * each `%#@var@` replaced by `{var, plural, one {…} other {…}}`.
 */
export interface DictEntry {
  key: string;
  value: string;
  /** The `<key>` element and the `<dict>` after it, for in-place edits. */
  keyEl: Element;
  dictEl: Element;
  /** Variable → its NSStringFormatValueTypeKey (`ld`, `d`, `@`…), written back with the forms. */
  valueTypes: Map<string, string>;
}

/** Stands for ICU's `#` until the variable's own format (`%ld`) replaces it. */
const POUND = '\u0000#\u0000';
const VARIABLE = /%(?:\d+\$)?#@([^@]+)@/g;

export function readStringsdict(src: XmlSource): DictEntry[] {
  const root = childElements(src.doc.documentElement, 'dict')[0];
  if (!root) throw new FormatError(src.path, 1, 'no <dict> in the property list');
  const entries: DictEntry[] = [];
  for (const [keyEl, dictEl] of pairs(root)) {
    if (dictEl.localName !== 'dict') continue;
    const fields = new Map(pairs(dictEl).map(([k, v]) => [k.textContent ?? '', v]));
    const format = fields.get('NSStringLocalizedFormatKey')?.textContent;
    if (format == null) continue;
    const valueTypes = new Map<string, string>();
    let value = '';
    let at = 0;
    for (const m of format.matchAll(VARIABLE)) {
      const rule = fields.get(m[1]!);
      if (!rule) throw new FormatError(src.path, lineOfEl(keyEl), `no rule for %#@${m[1]}@`);
      const forms = pairs(rule)
        .map(([k, v]): [string, string] => [k.textContent ?? '', v.textContent ?? ''])
        .filter(([k]) => (PLURAL_CATEGORIES as readonly string[]).includes(k));
      const type = pairs(rule).find(([k]) => k.textContent === 'NSStringFormatValueTypeKey');
      valueTypes.set(m[1]!, type?.[1].textContent ?? 'd');
      value += escapeIcuText(format.slice(at, m.index), false);
      value += pluralMessage({ variable: m[1]!, forms: inCldrOrder(forms) });
      at = m.index + m[0].length;
    }
    value += escapeIcuText(format.slice(at), false);
    entries.push({ key: keyEl.textContent ?? '', value, keyEl, dictEl, valueTypes });
  }
  return entries;
}

function inCldrOrder(forms: [string, string][]): [string, string][] {
  const order = PLURAL_CATEGORIES as readonly string[];
  return [...forms].sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
}

/** `<key>`/value element pairs of a plist `<dict>`. */
function pairs(dict: Element): [Element, Element][] {
  const els = childElements(dict);
  const out: [Element, Element][] = [];
  for (let i = 0; i + 1 < els.length; i += 2) out.push([els[i]!, els[i + 1]!]);
  return out;
}

function lineOfEl(el: Element): number | undefined {
  return (el as Element & { lineNumber?: number }).lineNumber;
}

/** The `<dict>` of one entry, at `indent` (one level is `step`), or null if not a plural text. */
export function entryDict(
  value: string,
  locale: string,
  valueTypes: Map<string, string>,
  indent: string,
  step: string,
): string | null {
  const parts = icuParts(value, POUND);
  if (!parts?.some((p) => 'plural' in p)) return null;
  const i1 = indent + step;
  const i2 = i1 + step;
  const kv = (pad: string, k: string, v: string) =>
    `${pad}<key>${escapeXmlText(k)}</key>\n${pad}<string>${escapeXmlText(v)}</string>\n`;
  let format = '';
  let rules = '';
  for (const part of parts) {
    if ('text' in part) {
      format += part.text;
      continue;
    }
    const { variable, forms } = part.plural;
    const type = valueTypes.get(variable) ?? 'ld';
    format += `%#@${variable}@`;
    rules += `${i1}<key>${escapeXmlText(variable)}</key>\n${i1}<dict>\n`;
    rules += kv(i2, 'NSStringFormatSpecTypeKey', 'NSStringPluralRuleType');
    rules += kv(i2, 'NSStringFormatValueTypeKey', type);
    for (const [category, text] of formsToWrite(categoryForms({ variable, forms }), locale))
      rules += kv(i2, category, text.split(POUND).join(`%${type}`));
    rules += `${i1}</dict>\n`;
  }
  return `<dict>\n${kv(i1, 'NSStringLocalizedFormatKey', format)}${rules}${indent}</dict>`;
}

/** True when the message holds a plural a stringsdict can say. */
export function isPluralText(value: string): boolean {
  return icuParts(value, POUND)?.some((p) => 'plural' in p) ?? false;
}
