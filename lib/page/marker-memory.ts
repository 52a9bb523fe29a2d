/**
 * What the invisible markers of a text or an attribute said, remembered after a script took them
 * out. Tolgee's observer unwraps its markers in the same mutation batch in which the app inserts
 * them, so a scan that runs later sees plain text. This observer starts at document start, before
 * the page's own: it reads the markers of what is added, and of what a change replaced (the
 * record's old value, whatever order the observers run in), as each batch is delivered. The scan
 * asks it for a node whose text has none: the answer holds only while the node still shows the
 * text the markers were written with.
 */
import { TEXT_ATTRIBUTES } from '../i18n-keys/i18n-attributes';
import {
  findMarkers,
  hasMarkers,
  stripMarkers,
  type MarkerHit,
} from '../i18n-keys/invisible-markers';
import { normalizeText } from '../i18n-keys/text-index';
import { whenParsed } from './parse-end';

/** Every marker holds U+200C (see `exact-keys.ts`): one `includes` before any decoding. */
const MARK = '\u200C';
const SHOW_TEXT = 0x4; // NodeFilter.SHOW_TEXT, without the global
const ATTRIBUTES = [...TEXT_ATTRIBUTES, 'value'];
const MARKED_ATTRIBUTES = ATTRIBUTES.map((name) => `[${name}*="${MARK}"]`).join(',');

interface Remembered {
  /** The visible text the markers were written with, normalised as the text match does. */
  visible: string;
  markers: readonly MarkerHit[];
}

export interface MarkerMemory {
  /** The markers a text node held while it still shows their text; undefined otherwise. */
  text(node: Text): readonly MarkerHit[] | undefined;
  /** The same for an attribute of an element. */
  attribute(element: Element, name: string): readonly MarkerHit[] | undefined;
  /** Nodes and attributes remembered so far: the scan skips the look-up while it is 0. */
  readonly size: number;
  disconnect(): void;
}

type MemoryWindow = { MutationObserver: new (callback: MutationCallback) => MutationObserver };

/** What `value` says, if it holds a marker that names a key. */
function read(value: string): Remembered | undefined {
  const markers = findMarkers(value);
  return markers.length ? { visible: normalizeText(stripMarkers(value)), markers } : undefined;
}

/**
 * A value kept as it was, read when the scan asks for it: most are never asked for, since their
 * markers stay in the page (only a script such as Tolgee's observer takes them out), and the
 * memory's reading ran in the same task as the page's change, before the lens's own observer.
 */
type Kept = { value: string; read?: Remembered | null };

const recall = (kept: Kept | undefined) =>
  kept && (kept.read === undefined ? (kept.read = read(kept.value) ?? null) : kept.read);

const stillShows = (kept: Kept | undefined, value: string | null) => {
  const said = recall(kept);
  return said && value !== null && normalizeText(value) === said.visible ? said.markers : undefined;
};

/** Whether `value` may hold a marker (every marker holds the mark, in a run of them). */
const mayHold = (value: string | null | undefined): value is string =>
  !!value?.includes(MARK) && hasMarkers(value);

export function rememberMarkers(root: Document | Element, win: MemoryWindow): MarkerMemory {
  const texts = new WeakMap<Text, Kept>();
  const attributes = new WeakMap<Element, Map<string, Kept>>();
  let size = 0;

  const keepText = (node: Text, value: string | null | undefined) => {
    if (!mayHold(value)) return false;
    if (!texts.has(node)) size++;
    texts.set(node, { value });
    return true;
  };
  const keepAttribute = (element: Element, name: string, value: string | null | undefined) => {
    if (!mayHold(value)) return false;
    let byName = attributes.get(element);
    if (!byName) attributes.set(element, (byName = new Map()));
    if (!byName.has(name)) size++;
    byName.set(name, { value });
    return true;
  };
  const keepAdded = (node: Node) => {
    if (node.nodeType === 3) {
      keepText(node as Text, (node as Text).data);
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    // A subtree without the mark anywhere in its text is passed over in one native call.
    if (element.textContent?.includes(MARK)) {
      const walker = element.ownerDocument.createTreeWalker(element, SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode())
        keepText(text as Text, (text as Text).data);
    }
    const marked = element.matches(MARKED_ATTRIBUTES) ? [element] : [];
    for (const el of [...marked, ...element.querySelectorAll(MARKED_ATTRIBUTES)])
      for (const name of ATTRIBUTES) keepAttribute(el, name, el.getAttribute(name));
  };

  const doc = root.nodeType === 9 ? (root as Document) : root.ownerDocument!;
  // The parser's appends are most of a page's records, and what it adds holds its markers until
  // a script takes them out: that change brings them (its old value). Added nodes are read once
  // the document is parsed, where a script inserts whole subtrees: until then the memory does
  // not ask for them, so the parser's appends make it no records at all (each record handed to
  // a script is an object made; the page reached DOMContentLoaded later for them).
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      const { target, type } = record;
      if (type === 'characterData') {
        // What the node shows now, else what a script just took out of it.
        if (!keepText(target as Text, (target as Text).data))
          keepText(target as Text, record.oldValue);
      } else if (type === 'attributes') {
        const name = record.attributeName!;
        const element = target as Element;
        if (!keepAttribute(element, name, element.getAttribute(name)))
          keepAttribute(element, name, record.oldValue);
      } else for (const node of record.addedNodes) keepAdded(node);
    }
  };
  const observer = new win.MutationObserver(note);
  const observe = (childList: boolean) =>
    observer.observe(root, {
      childList,
      subtree: true,
      characterData: true,
      characterDataOldValue: true,
      attributeFilter: ATTRIBUTES,
      attributeOldValue: true,
    });
  // Once parsed, inserts are watched too. What is still queued then is the parser's own (a
  // script's changes are delivered as soon as it ends): dropped unread, before any of the page's
  // scripts' listeners of the same event.
  const parsing = doc.readyState === 'loading';
  whenParsed(doc, () => {
    observer.disconnect();
    observe(true);
  });
  observe(!parsing);

  return {
    text: (node) => stillShows(texts.get(node), node.data),
    attribute: (element, name) =>
      stillShows(attributes.get(element)?.get(name), element.getAttribute(name)),
    get size() {
      return size;
    },
    disconnect: () => observer.disconnect(),
  };
}
