import { FormatError } from './types';
import { childElements, lineOfNode, mixedContent, type XmlSource } from './xml-source';

/**
 * The translation units of an XLIFF file, 1.2 (`<trans-unit>`, key `resname` or `id`) or 2.0
 * (`<unit id>`, its first `<segment>`), with the elements a writer edits. A missing or empty
 * `<target>` is untranslated; states that ask for work (1.2 `new`, `needs-…`; 2.0 `initial`)
 * are `fuzzy`; `<note>`s are the description. Inline codes (`<x/>`, `<ph/>`, `<g>`) stay as
 * markup in the text.
 */
export interface XliffUnit {
  key: string;
  value: string | null;
  description?: string;
  fuzzy?: boolean;
  unit: Element;
  source?: Element;
  target?: Element;
  /** 2.0: the segment, which carries the state. */
  segment?: Element;
  notes: Element[];
  /** A later unit with an id seen before (tools leave such copies): not an entry of its own,
   * written like the first. */
  duplicate?: boolean;
}

export function xliffVersion(src: XmlSource): '1.2' | '2.0' {
  const root = src.doc.documentElement;
  if (root.localName !== 'xliff')
    throw new FormatError(src.path, lineOfNode(root), 'expected <xliff>');
  return (root.getAttribute('version') ?? '1.2').startsWith('2') ? '2.0' : '1.2';
}

const NEEDS_WORK_12 = /^(new|needs-)/;

export function xliffUnits(src: XmlSource): XliffUnit[] {
  const v2 = xliffVersion(src) === '2.0';
  const units = Array.from(src.doc.getElementsByTagName(v2 ? 'unit' : 'trans-unit'));
  const seen = new Set<string>();
  return units.map((unit) => {
    const key = (v2 ? null : unit.getAttribute('resname')) || unit.getAttribute('id');
    if (!key) throw new FormatError(src.path, lineOfNode(unit), 'a unit without an id');
    const duplicate = seen.has(key);
    seen.add(key);
    const segment = v2 ? childElements(unit, 'segment')[0] : undefined;
    const holder = segment ?? unit;
    const source = childElements(holder, 'source')[0];
    const target = childElements(holder, 'target')[0];
    const notes = v2
      ? childElements(childElements(unit, 'notes')[0] ?? unit, 'note')
      : childElements(unit, 'note');
    const text = target ? mixedContent(src, target) : '';
    const out: XliffUnit = { key, value: text === '' ? null : text, unit, notes };
    if (duplicate) out.duplicate = true;
    if (source) out.source = source;
    if (target) out.target = target;
    if (segment) out.segment = segment;
    const description = notes
      .map((n) => n.textContent ?? '')
      .filter(Boolean)
      .join('\n');
    if (description) out.description = description;
    const state = v2 ? segment?.getAttribute('state') : target?.getAttribute('state');
    if (v2 ? state === 'initial' : NEEDS_WORK_12.test(state ?? '')) out.fuzzy = true;
    return out;
  });
}
