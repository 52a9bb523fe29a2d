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
const SNAPSHOT = 6; // XPathResult.UNORDERED_NODE_SNAPSHOT_TYPE, without the global
const DECLARING = `[${NAMESPACE_ATTRIBUTE}]`;

export interface ExactKeyScope {
  table: HitTable;
  defaultNamespace: string;
  /** What the walk has read already (an element's attributes, a text node): skipped here. */
  read(node: Node): boolean;
  /** Elements whose subtree is not ours to scan (the overlay's host), as for the walk. */
  ignore?: (element: Element) => boolean;
  /**
   * Where the walk of the document goes on (`RootWalk.resumesAt`): only what is from there on is
   * searched, the browser's search being in proportion to the nodes it looks at. Undefined: the
   * walk has read the whole document.
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

/** Following siblings of one level past which its parent is searched instead (a flat page). */
const MANY = 1024;

/**
 * The elements that hold what the walk has not read: `node` (itself too, `true`, unless it was
 * entered) and the elements after it, at every level. The browser searches only those, not what
 * the walk read: when the parser's last part is left, a third of the page. A level with very many
 * siblings after the walk's is searched through its parent (`read` skips what the walk read).
 */
function unreadRoots(doc: Document, node: Node, step: number): [ParentNode, boolean][] {
  if (node === doc) return [[doc, false]];
  const roots: [ParentNode, boolean][] =
    node.nodeType === 1 && step < 2 ? [[node as Element, step === 0]] : [];
  for (let at = node; at.parentNode && at.parentNode !== doc; at = at.parentNode) {
    const after: [ParentNode, boolean][] = [];
    let next = (at as Element | CharacterData).nextElementSibling;
    for (; next && after.length <= MANY; next = next.nextElementSibling) after.push([next, true]);
    if (after.length <= MANY) roots.push(...after);
    else roots.splice(0, roots.length, [at.parentNode as Element, false]); // all in the parent
  }
  return roots;
}

/**
 * Adds to the table every key an attribute or a marker names in the document (not in its shadow
 * roots) that the walk has not read yet, as the walk would add it: the table keeps the first of
 * equal hits, so the walk adds nothing twice when it gets there.
 */
export function addExactKeys(doc: Document, scope: ExactKeyScope): void {
  const { table, defaultNamespace, ignore, read, unread } = scope;
  if (unread?.root !== doc) return; // the walk has read the whole document
  // What the walk does not scan: a `<script>`, `<style>`, `<noscript>` or ignored element, or
  // anything inside one. Looked for up to the first element the walk has entered (it entered
  // nothing of the kind).
  const skipped = (el: Element | null) => {
    for (let at = el; at && !read(at); at = at.parentElement)
      if (SKIPPED_TAGS.has(at.localName) || ignore?.(at)) return true;
    return false;
  };
  const add = (el: Element) => {
    if (read(el) || skipped(el)) return;
    const namespace = namespaceAbove(el) ?? defaultNamespace;
    const found = readElementAttributes(el, el.localName, namespace, defaultNamespace);
    for (const key of found?.keys ?? []) table.add(attributeHit(key, el, false));
    for (const name of found?.textAttributes ?? []) {
      const where = `attr:${name}` as const;
      for (const marker of findMarkers(el.getAttribute(name) ?? ''))
        table.add(markerHit(marker, el, where, defaultNamespace, false));
    }
  };
  const marked = (text: Text) => {
    const el = text.parentElement;
    if (!el || read(text) || skipped(el)) return;
    for (const marker of findMarkers(text.data))
      table.add(markerHit(marker, el, 'text', defaultNamespace, false));
  };
  // Attributes first, then texts, as before the walk went on.
  for (const [root, self] of unreadRoots(doc, unread.node, unread.step)) {
    if (self && (root as Element).matches(SELECTOR)) add(root as Element);
    root.querySelectorAll(SELECTOR).forEach(add);
  }
  // Two searches of one axis each: the browser has no order to sort their nodes into.
  for (const axis of unread.step < 2 ? ['descendant-or-self', 'following'] : ['following']) {
    const texts = doc.evaluate(`${axis}::${MARKED}`, unread.node, null, SNAPSHOT, null);
    for (let i = 0; i < texts.snapshotLength; i++) marked(texts.snapshotItem(i) as Text);
  }
}
