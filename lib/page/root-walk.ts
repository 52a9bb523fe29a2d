/**
 * One pass over one root (document, shadow root or element) with a single TreeWalker over
 * elements and text nodes. Per-element state lives in parallel arrays indexed by depth, so the
 * walk allocates nothing per node. Attributes and markers are handled on the way down; the text
 * match of an element is decided on the way up, once its whole text is known.
 * Resumable: `run` stops when `shouldStop` says so, or to wait for the parser, and continues on
 * the next call.
 */
import type { HitTarget } from '../i18n-keys/i18n-attributes';
import { findMarkers, hasMarkers, type MarkerHit } from '../i18n-keys/invisible-markers';
import type { TextIndex } from '../i18n-keys/text-index';
import { readElementAttributes } from './element-attributes';
import { attributeHit, markerHit, type HitTable } from './hit-table';
import type { MarkerMemory } from './marker-memory';

export interface WalkContext {
  defaultNamespace: string;
  textIndex?: TextIndex;
  ignore?: (element: Element) => boolean;
  walked?: Set<Element>;
  /** Markers a script took out of the page after they were read (see `marker-memory.ts`). */
  markers?: MarkerMemory;
  table: HitTable;
  shadowRoots: ShadowRoot[];
  /** Custom elements without an open shadow root: one may attach later (when it is defined). */
  bareHosts: Element[];
  /** Open shadow roots met on the way, scanned after this root with their host's context. */
  queue: RootTask[];
  /** The document is still parsed: the walk of it follows the parser (see `run`). */
  follow?: () => boolean;
}

export interface RootTask {
  root: Document | ShadowRoot | Element;
  namespace: string;
  covered: boolean;
  inShadowRoot: boolean;
}

const SHOW_ELEMENT_AND_TEXT = 0x1 | 0x4; // NodeFilter.SHOW_ELEMENT | SHOW_TEXT, no globals
export const SKIPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
]);
const SHADOW_HOSTS: ReadonlySet<string> = new Set(
  'article aside blockquote body div footer h1 h2 h3 h4 h5 h6 header main nav p section span'.split(
    ' ',
  ),
);
const CONTENT = /\S/;
const TWO_LETTERS = /\p{L}[^]*?\p{L}/u;
const CHECK_EVERY = 128; // nodes between two looks at the clock

// Per-depth flags: an ancestor-or-self names the key of the element's text (covered), its own text
// is keyed, it has direct text, a child element added text to its own.
const COVERED = 1;
const KEYED = 2;
const DIRECT = 4;
const CHILD_TEXT = 8;
/** A child element's text is keyed or matched: no template hole may take it in. */
const CHILD_KEYED = 16;

/**
 * Not following the parser: an empty spine rather than none, so the walk's optimised code, made
 * while the page was parsed, still fits once it is (undefined here threw it out, and the walk
 * at DOMContentLoaded ran several times slower).
 */
const NO_SPINE: ReadonlySet<Node> = new Set();

/** The last node of each level of the document: where the parser adds next. */
function spineOf(doc: Node): Set<Node> {
  const spine = new Set<Node>();
  for (let n = doc.lastChild; n; n = n.lastChild) spine.add(n);
  return spine;
}

export class RootWalk {
  /** Text nodes of the root that no hit accounts for; final once `run` returned true. */
  get unmatched(): number {
    return this.pending[0] as number;
  }
  private readonly walker: TreeWalker;
  private readonly host: Element | undefined;
  private readonly index: TextIndex | undefined;
  private node: Node | null;
  private step = 0;
  /** The last `run` paused for the parser, not for time. */
  waiting = false;
  private depth = 0;
  // Per-depth state: the element, its inherited namespace, its flags, its not-yet-matched text
  // nodes, and its subtree's and direct text for the text match.
  private readonly els: Node[] = [];
  private readonly ns: string[] = [];
  private readonly flags: number[] = [];
  private readonly pending: number[] = [];
  private readonly text: string[] = [];
  private readonly directText: string[] = [];

  constructor(
    private readonly task: RootTask,
    private readonly ctx: WalkContext,
  ) {
    const { root } = task;
    const doc = root.nodeType === 9 ? (root as Document) : (root.ownerDocument as Document);
    this.walker = doc.createTreeWalker(root, SHOW_ELEMENT_AND_TEXT);
    // Only a shadow root has a host (an `<a>` element has a `host` too: its URL's).
    this.host = root.nodeType === 11 ? (root as ShadowRoot).host : undefined;
    this.index = ctx.textIndex;
    this.setFrame(0, root, task.namespace, task.covered ? COVERED : 0);
    this.node = root.nodeType === 1 ? root : this.walker.firstChild();
  }

  /** Where the walk goes on: `node`, and whether it has not visited it (0), has entered it (1) or left it (2). */
  get resumesAt(): { root: Node; node: Node; step: number } | undefined {
    return this.node ? { root: this.task.root, node: this.node, step: this.step } : undefined;
  }

  get currentNode(): Node {
    return this.walker.currentNode;
  }

  /**
   * Walks until done (true) or until it pauses (false): when `shouldStop` says so, or, while the
   * document is parsed, where the parser may still add (`waiting`). A text node or element that
   * ends the document may still grow, and an element on that last path may get more children:
   * the walk waits there rather than finishing it, and goes on where it stopped.
   */
  run(shouldStop: () => boolean): boolean {
    const walker = this.walker;
    const root = this.task.root;
    const spine = root.nodeType === 9 && this.ctx.follow?.() ? spineOf(root) : NO_SPINE;
    let count = 0;
    let node = this.node;
    // 0: visit `node`; 1: `node` is entered, look for its children; 2: move past `node`.
    let step = this.step;
    this.waiting = false;
    // Invariant: `node` is the walker's current node, and the frame of its parent (of `node`
    // itself once entered) is at `this.depth`. Moving with firstChild/nextSibling/parentNode
    // tells us when we go down or up, so no node's `parentNode` or `nodeType` has to be read.
    while (node) {
      let next: Node | null = null;
      if (step === 0) {
        if (++count % CHECK_EVERY === 0 && shouldStop()) return this.pause(node, 0, false);
        // Text nodes have no `localName`: one read tells the kind and the tag.
        const name = (node as Partial<Element>).localName;
        step = 2;
        if (name === undefined) {
          if (spine.has(node)) return this.pause(node, 0, true);
          this.visitText(node as Text);
        } else if (!this.isSkipped(node as Element, name)) {
          this.enter(node as Element, name);
          step = 1;
        }
      }
      if (step === 1) {
        next = walker.firstChild();
        if (!next) {
          if (spine.has(node)) return this.pause(node, 1, true);
          this.finish(this.depth--);
        }
      }
      while (!next) {
        next = walker.nextSibling();
        if (next || this.depth === 0) break;
        if (spine.has(this.els[this.depth]!)) return this.pause(walker.currentNode, 2, true);
        walker.parentNode();
        this.finish(this.depth--);
      }
      node = next;
      step = 0;
    }
    // No field writes here: `run` is optimised mid-walk, before this point ever ran, and a write
    // of an unseen kind would throw it out of optimised code at the end of every root.
    return true;
  }

  private pause(node: Node, step: number, waiting: boolean): false {
    this.node = node;
    this.step = step;
    this.waiting = waiting;
    return false;
  }

  /** Whether the walk has entered `element` and not finished it yet. */
  isOpen(element: Node): boolean {
    return this.els.lastIndexOf(element, this.depth) > 0;
  }

  private isSkipped(element: Element, name: string): boolean {
    return SKIPPED_TAGS.has(name) || (this.ctx.ignore?.(element) ?? false);
  }

  private setFrame(d: number, el: Node, namespace: string, flags: number): void {
    this.els[d] = el;
    this.ns[d] = namespace;
    this.flags[d] = flags;
    this.pending[d] = 0;
    this.text[d] = '';
    this.directText[d] = '';
  }

  private enter(el: Element, name: string): void {
    const d = ++this.depth;
    this.setFrame(d, el, this.ns[d - 1] as string, (this.flags[d - 1] as number) & COVERED);
    this.ctx.walked?.add(el);
    if (el.hasAttributes()) this.visitAttributes(el, name, d);
    // Only these elements can host a shadow root (DOM spec, attachShadow): skip the lookup
    // for the rest.
    const custom = name.includes('-');
    const shadow = SHADOW_HOSTS.has(name) || custom ? el.shadowRoot : null;
    if (!shadow && custom) this.ctx.bareHosts.push(el);
    if (shadow) {
      this.ctx.shadowRoots.push(shadow);
      this.ctx.queue.push({
        root: shadow,
        namespace: this.ns[d] as string,
        covered: ((this.flags[d] as number) & COVERED) !== 0,
        inShadowRoot: true,
      });
    }
  }

  private visitAttributes(el: Element, localName: string, d: number): void {
    const { ctx } = this;
    const read = readElementAttributes(el, localName, this.ns[d] as string, ctx.defaultNamespace);
    if (!read) return;
    if (read.namespace) this.ns[d] = read.namespace;
    const { inShadowRoot } = this.task;
    for (const key of read.keys) {
      ctx.table.add(attributeHit(key, el, inShadowRoot));
      if (key.where === 'text') this.flags[d]! |= COVERED | KEYED;
    }
    for (const name of read.textAttributes) {
      const value = el.getAttribute(name) ?? '';
      const where = `attr:${name}` as const;
      if (hasMarkers(value) && this.addMarkers(findMarkers(value), el, where)) continue;
      const kept = ctx.markers?.size ? ctx.markers.attribute(el, name) : undefined;
      if (kept && this.addMarkers(kept, el, where)) continue;
      const index = this.index;
      if (index) ctx.table.addTextMatch(el, where, index.lookup(value), this.task.inShadowRoot);
    }
  }

  private visitText(node: Text): void {
    const d = this.depth;
    const data = node.data;
    // An element's text is needed for its own match or its parent's: not under a covered parent.
    if (this.index && !(d > 0 && (this.flags[d - 1] as number) & COVERED)) {
      this.text[d] += data;
      this.directText[d] += data;
    }
    const element = d === 0 ? this.host : (this.els[d] as Element);
    // Its markers, or those a script took out of it (while it still shows their text).
    const { markers } = this.ctx;
    const found = hasMarkers(data) ? findMarkers(data) : markers?.size ? markers.text(node) : null;
    if (element && found && this.addMarkers(found, element, 'text')) {
      this.flags[d]! |= KEYED;
    } else if (CONTENT.test(data)) {
      this.flags[d]! |= DIRECT;
      if (TWO_LETTERS.test(data)) this.pending[d]!++;
    }
  }

  private addMarkers(markers: readonly MarkerHit[], element: Element, where: HitTarget) {
    const { defaultNamespace, table } = this.ctx;
    for (const marker of markers)
      table.add(markerHit(marker, element, where, defaultNamespace, this.task.inShadowRoot));
    return markers.length > 0;
  }

  /** Called when the element at depth `d` has been fully walked. */
  private finish(d: number): void {
    const flags = this.flags[d] as number;
    let matched = (flags & (COVERED | KEYED)) !== 0;
    const index = this.index;
    if (!matched && index && flags & DIRECT) {
      // `<p><strong>Bewertung von Anna</strong> · <span>Verifiziert</span></p>`: with its
      // children's keys known, a template's hole would take their text in.
      const exactOnly = (flags & CHILD_KEYED) !== 0;
      let candidates = index.lookup(this.text[d] as string, exactOnly);
      // `<label>Email <span>*</span></label>`: the full text misses, its own text matches.
      if (candidates.length === 0 && flags & CHILD_TEXT)
        candidates = index.lookup(this.directText[d] as string, exactOnly);
      const el = this.els[d] as Element;
      matched = this.ctx.table.addTextMatch(el, 'text', candidates, this.task.inShadowRoot);
    }
    const parent = d - 1;
    if (!matched) this.pending[parent]! += this.pending[d]!;
    else if (parent >= 0) this.flags[parent]! |= CHILD_KEYED;
    if (index && !(parent > 0 && (this.flags[parent - 1] as number) & COVERED) && this.text[d]) {
      this.text[parent] += this.text[d] as string;
      this.flags[parent]! |= CHILD_TEXT;
    }
  }
}
