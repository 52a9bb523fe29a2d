/**
 * The keys that attributes and invisible markers name in a document, found with the browser's own
 * search (a selector and an XPath) rather than a walk of every node: a few milliseconds where the
 * walk of a big page takes a hundred. Text matches, and what shadow roots hold, need the walk.
 */
import {
  I18NEXT_ATTRIBUTE,
  KEY_ATTRIBUTE,
  NAMESPACE_ATTRIBUTE,
  TEXT_ATTRIBUTES,
  TOLGEE_ATTRIBUTE,
} from '../i18n-keys/i18n-attributes';
import { findMarkers } from '../i18n-keys/invisible-markers';
import { readElementAttributes } from './element-attributes';
import { attributeHit, markerHit, type HitTable } from './hit-table';
import { SKIPPED_TAGS } from './root-walk';

/**
 * Every marker holds U+200C: it is the browser alphabet's 0, which ends every encoded byte (the
 * pad bit), and the server alphabet's 1, which every byte of a payload has. One character to
 * look for keeps the browser's search short (a third of the time of all three).
 */
const MARK = '\u200C';
const NAMING = [KEY_ATTRIBUTE, I18NEXT_ATTRIBUTE, TOLGEE_ATTRIBUTE].map((name) => `[${name}]`);
const MARKED_ATTRIBUTES = [...TEXT_ATTRIBUTES, 'value'].map((name) => `[${name}*="${MARK}"]`);
const SELECTOR = [...NAMING, ...MARKED_ATTRIBUTES].join(',');
const MARKED = `text()[contains(.,'${MARK}')]`;
/** Marked texts from where the walk goes on: after the node (left already), or with it. */
const MARKED_AFTER = `following::${MARKED}`;
const MARKED_FROM = `descendant-or-self::${MARKED}|${MARKED_AFTER}`;
const ORDERED_SNAPSHOT = 7; // XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, without the global
const DECLARING = `[${NAMESPACE_ATTRIBUTE}]`;

export interface ExactKeyScope {
  table: HitTable;
  defaultNamespace: string;
  /** What the walk has read already (an element's attributes, a text node): skipped here. */
  read(node: Node): boolean;
  /** Elements whose subtree is not ours to scan (the overlay's host), as for the walk. */
  ignore?: (element: Element) => boolean;
  /**
   * Where the walk of the document goes on (`RootWalk.resumesAt`): only texts from there are
   * searched, the browser's search being in proportion to the nodes it looks at. Undefined: the
   * document's texts are all read.
   */
  unread: { root: Node; node: Node; step: number } | undefined;
}

/** The nearest non-empty `data-i18n-ns` above an element (the walk's rule, in the light DOM). */
function namespaceAbove(element: Element): string | undefined {
  let at: Element | null | undefined = element;
  while ((at = at.parentElement?.closest(DECLARING))) {
    const declared = at.getAttribute(NAMESPACE_ATTRIBUTE)!.trim();
    if (declared) return declared;
  }
  return undefined;
}

/**
 * Adds to the table every key an attribute or a marker names in the document (not in its shadow
 * roots) that the walk has not read yet, as the walk would add it: the table keeps the first of
 * equal hits, so the walk adds nothing twice when it gets there.
 */
export function addExactKeys(doc: Document, scope: ExactKeyScope): void {
  const { table, defaultNamespace, ignore, read } = scope;
  // What the walk does not scan: a `<script>`, `<style>`, `<noscript>` or ignored element, or
  // anything inside one. Looked for up to the first element the walk has entered (it entered
  // nothing of the kind).
  const skipped = (el: Element | null) => {
    for (let at = el; at && !read(at); at = at.parentElement)
      if (SKIPPED_TAGS.has(at.localName) || ignore?.(at)) return true;
    return false;
  };
  for (const el of doc.querySelectorAll(SELECTOR)) {
    if (read(el) || skipped(el)) continue;
    const namespace = namespaceAbove(el) ?? defaultNamespace;
    const found = readElementAttributes(el, el.localName, namespace, defaultNamespace);
    if (!found) continue;
    for (const key of found.keys) table.add(attributeHit(key, el, false));
    for (const name of found.textAttributes) {
      const where = `attr:${name}` as const;
      for (const marker of findMarkers(el.getAttribute(name) ?? ''))
        table.add(markerHit(marker, el, where, defaultNamespace, false));
    }
  }
  const { unread } = scope;
  if (unread?.root !== doc) return;
  const from = unread.step === 2 ? MARKED_AFTER : MARKED_FROM;
  const texts = doc.evaluate(from, unread.node, null, ORDERED_SNAPSHOT, null);
  for (let i = 0; i < texts.snapshotLength; i++) {
    const text = texts.snapshotItem(i) as Text;
    const el = text.parentElement;
    if (!el || read(text) || skipped(el)) continue;
    for (const marker of findMarkers(text.data))
      table.add(markerHit(marker, el, 'text', defaultNamespace, false));
  }
}
