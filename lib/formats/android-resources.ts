import { decodeAndroid } from './android-escape';
import { pluralMessage } from './icu-plural';
import { PLURAL_CATEGORIES } from './plural-categories';
import { FormatError } from './types';
import { childElements, contentPieces, lineOfNode, type XmlSource } from './xml-source';

/**
 * The entries of a `strings.xml`, with the elements they come from: `<string>`, `<plurals>` (one
 * ICU plural) and the items of `<string-array>` (`name[0]`, `name[1]`…). Resources marked
 * `translatable="false"`, other arrays and `@string/…` references are no entries and stay as
 * they are. The comment just before a resource is its description.
 */
export interface AndroidEntry {
  key: string;
  value: string;
  description?: string;
  kind: 'string' | 'plurals' | 'item';
  el: Element;
  comment?: Comment;
  /** For an array item: the array element. */
  array?: Element;
}

const REFERENCE = /^@(?:[\w.]+:)?[\w]+\/[\w.]+$/;

export function androidEntries(src: XmlSource): AndroidEntry[] {
  const root = src.doc.documentElement;
  if (root.localName !== 'resources')
    throw new FormatError(src.path, lineOfNode(root), 'expected <resources>');
  const out: AndroidEntry[] = [];
  const seen = new Set<string>();
  for (const el of childElements(root)) {
    const name = el.getAttribute('name');
    if (!name || el.getAttribute('translatable') === 'false') continue;
    const kind = el.localName;
    if (kind !== 'string' && kind !== 'plurals' && kind !== 'string-array') continue;
    if (seen.has(name))
      throw new FormatError(src.path, lineOfNode(el), `"${name}" is defined twice`);
    seen.add(name);
    const comment = commentBefore(el);
    const description = comment?.data.trim().replace(/\n[ \t]+/g, '\n');
    const base = { el, ...(comment ? { comment } : {}), ...(description ? { description } : {}) };
    if (kind === 'string')
      out.push({
        ...base,
        key: name,
        kind: 'string',
        value: decodeAndroid(contentPieces(src, el)),
      });
    else if (kind === 'plurals')
      out.push({ ...base, key: name, kind: 'plurals', value: pluralValue(src, el) });
    else
      childElements(el, 'item').forEach((item, i) => {
        const value = decodeAndroid(contentPieces(src, item));
        if (REFERENCE.test(value)) return;
        const entry: AndroidEntry = {
          key: `${name}[${i}]`,
          value,
          kind: 'item',
          el: item,
          array: el,
        };
        if (i === 0 && description) entry.description = description;
        if (i === 0 && comment) entry.comment = comment;
        out.push(entry);
      });
  }
  return out;
}

function pluralValue(src: XmlSource, el: Element): string {
  const forms = new Map(
    childElements(el, 'item').map((item) => [
      item.getAttribute('quantity') ?? '',
      decodeAndroid(contentPieces(src, item)),
    ]),
  );
  const ordered = PLURAL_CATEGORIES.filter((c) => forms.has(c)).map((c): [string, string] => [
    c,
    forms.get(c)!,
  ]);
  return pluralMessage({ variable: 'count', forms: ordered });
}

/** The comment right before an element, with only whitespace between them. */
export function commentBefore(el: Element): Comment | undefined {
  for (let n = el.previousSibling; n; n = n.previousSibling) {
    if (n.nodeType === 8) return n as Comment;
    if (n.nodeType !== 3 || (n as Text).data.trim()) return undefined;
  }
  return undefined;
}
