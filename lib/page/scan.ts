/**
 * `scan(root) → hits`: every key under a document, shadow root or element, found by attribute
 * (`data-i18n-key`, `data-i18n`, `data-tolgee-key-only`), invisible marker (Tolgee/subliminal) or
 * text match, in element text and in `title`, `placeholder`, `alt`, `aria-label` and button
 * `value`; open shadow roots are scanned recursively. A pure function of the DOM it reads: no
 * overlay, no writes, no layout (visibility is decided later with layout information).
 */
import {
  I18NEXT_ATTRIBUTE,
  KEY_ATTRIBUTE,
  NAMESPACE_ATTRIBUTE,
  TOLGEE_ATTRIBUTE,
  parseDataI18n,
} from '../i18n-keys/i18n-attributes';
import type { TextIndex } from '../i18n-keys/text-index';
import { parentOf } from './composed-tree';
import { addExactKeys } from './exact-keys';
import { HitTable } from './hit-table';
import type { ScanHit } from './scan-hit';
import type { MarkerMemory } from './marker-memory';
import { preferNeighbours } from './neighbour-preference';
import { RootWalk, SKIPPED_TAGS, type RootTask, type WalkContext } from './root-walk';

export type { HitMethod, ScanHit } from './scan-hit';
export { groupByElement } from './hit-table';

export type ScanRoot = Document | ShadowRoot | Element;

export interface ScanOptions {
  /** Namespace of keys that name none and inherit none (`data-i18n-ns`). */
  defaultNamespace: string;
  /** Texts of the page's locale; without it there is no text match. */
  textIndex?: TextIndex;
  /** Elements whose subtree is not ours to scan, e.g. the overlay's host. */
  ignore?: (element: Element) => boolean;
  /** Markers a script took out of the page after they were read (see `marker-memory.ts`). */
  markers?: MarkerMemory;
  /** Receives every element the scan walks (see `rescan`). */
  walked?: Set<Element>;
  /** The document is still parsed: its walk follows the parser (see `RootWalk.run`). */
  follow?: () => boolean;
}

export interface ScanResult {
  hits: ScanHit[];
  /** Text nodes with at least two letters that no hit accounts for. */
  unmatchedTextCount: number;
  /** Open shadow roots visited, for the observer to watch. */
  shadowRoots: ShadowRoot[];
  /** Custom elements visited without an open shadow root (see `WalkContext`). */
  bareHosts: Element[];
}

export interface ChunkOptions {
  /** Longest stretch of work between two yields. */
  budgetMs?: number;
  /** Gives the event loop a turn, e.g. `() => new Promise((r) => win.setTimeout(r, 0))`. */
  yieldFn: () => Promise<unknown>;
  now?: () => number;
}

/** Whether an element's attributes name the key of its text. */
function namesTextKey(el: Element, names: readonly string[]): boolean {
  if (names.includes(KEY_ATTRIBUTE) || names.includes(TOLGEE_ATTRIBUTE)) return true;
  if (!names.includes(I18NEXT_ATTRIBUTE)) return false;
  return parseDataI18n(el.getAttribute(I18NEXT_ATTRIBUTE) ?? '', '_').some(
    (k) => k.where === 'text',
  );
}

/** What the children of a node inherit: covered by a text key above, and the namespace. */
interface Inherited {
  covered: boolean;
  namespace: string | undefined;
}
/** null: the node is inside something not to scan (a `<script>`, the overlay's host). */
type Ancestry = Map<Node, Inherited | null>;
const TOP: Inherited = { covered: false, namespace: undefined };

/**
 * What a node's children inherit from it and its ancestors (the nearest non-empty
 * `data-i18n-ns`, crossing shadow hosts). Memoised per scan: roots of one batch of changes share
 * most ancestors, so each is read once, not once per root.
 */
function inherited(start: Node | null, options: ScanOptions, memo: Ancestry): Inherited | null {
  // Up to the first known ancestor (iteratively: a page may nest deeper than the call stack)…
  const path: Node[] = [];
  let context: Inherited | null = TOP;
  for (let node = start; node; node = parentOf(node)) {
    const known = memo.get(node);
    if (known !== undefined) {
      context = known;
      break;
    }
    path.push(node);
  }
  // …then down again, each node adding what it declares.
  for (let i = path.length - 1; i >= 0; i--) {
    const node = path[i]!;
    if (context && node.nodeType === 1) context = declared(node as Element, context, options);
    memo.set(node, context);
  }
  return context;
}

function declared(el: Element, above: Inherited, options: ScanOptions): Inherited | null {
  if (SKIPPED_TAGS.has(el.localName) || options.ignore?.(el)) return null;
  if (!el.hasAttributes()) return above;
  const names = el.getAttributeNames();
  const own = el.getAttribute(NAMESPACE_ATTRIBUTE)?.trim() || undefined;
  const namespace = own ?? above.namespace; // the nearest one wins
  const covered = above.covered || namesTextKey(el, names);
  return namespace === above.namespace && covered === above.covered
    ? above
    : { covered, namespace };
}

/** The task for one root, or undefined when it must not be scanned. */
function taskFor(root: ScanRoot, options: ScanOptions, memo: Ancestry): RootTask | undefined {
  const context = inherited(parentOf(root), options, memo);
  if (!context) return undefined;
  const top = root.getRootNode();
  return {
    root,
    namespace: context.namespace ?? options.defaultNamespace,
    covered: context.covered,
    inShadowRoot: top.nodeType === 11 && (top as Partial<ShadowRoot>).host !== undefined,
  };
}

/** A resumable scan: the same code runs in one go (`scan`) or in slices (`scanInChunks`). */
export class Scan {
  private readonly ctx: WalkContext;
  private current: RootWalk | undefined;
  private unmatched = 0;

  constructor(roots: readonly ScanRoot[], options: ScanOptions) {
    const memo: Ancestry = new Map();
    const queue = roots.flatMap((root) => taskFor(root, options, memo) ?? []);
    this.ctx = {
      ...options,
      table: new HitTable(options.textIndex?.projectKey),
      shadowRoots: [],
      bareHosts: [],
      queue,
    };
  }

  step(shouldStop: () => boolean): boolean {
    for (;;) {
      if (!this.current) {
        const task = this.ctx.queue.shift();
        if (!task) return true;
        this.current = new RootWalk(task, this.ctx);
      }
      if (!this.current.run(shouldStop)) return false;
      this.unmatched += this.current.unmatched;
      this.current = undefined;
    }
  }

  /** The last step paused to wait for the parser. */
  get waiting(): boolean {
    return this.current?.waiting ?? false;
  }

  /**
   * Whether the scan has gone past `node` (with `walked`): it entered the element (a text
   * node's parent) and, with `finished`, also left it, so a change there is not in its result.
   */
  passed(node: Node, finished = true): boolean {
    const element = node.nodeType === 1 ? node : node.parentNode;
    if (!this.current) return this.ctx.queue.length === 0; // not begun, or done
    if (!element || !this.ctx.walked?.has(element as Element)) return false;
    return !finished || !this.current.isOpen(element);
  }

  /** True when the page removed the node a paused walk stands on: resuming would stop early. */
  isStale(root: ScanRoot): boolean {
    return this.current !== undefined && root.isConnected && !this.current.currentNode.isConnected;
  }

  result(): ScanResult {
    const { table, shadowRoots, bareHosts } = this.ctx;
    return {
      hits: preferNeighbours(table.hits),
      unmatchedTextCount: this.unmatched,
      shadowRoots,
      bareHosts,
    };
  }

  /**
   * What the scan has found so far, with every key that an attribute or a marker names in `doc`
   * added ahead of the walk (`addExactKeys`): all but the text matches and shadow roots the walk
   * has not reached yet. The walk goes on from where it is and keeps those hits.
   */
  soFar(doc: Document): ScanResult {
    const { ctx } = this;
    addExactKeys(doc, {
      table: ctx.table,
      defaultNamespace: ctx.defaultNamespace,
      // An element's attributes are read when the walk enters it; its text, by the time it leaves.
      read: (node) => this.passed(node, node.nodeType !== 1),
      ignore: ctx.ignore,
      // Texts from where the walk of the document goes on: all of them before it starts, none
      // once it walks shadow roots.
      unread:
        this.current?.resumesAt ??
        (ctx.queue[0]?.root === doc ? { root: doc, node: doc, step: 0 } : undefined),
    });
    // Copies: the walk goes on adding to these.
    return {
      hits: preferNeighbours(ctx.table.hits),
      unmatchedTextCount: this.unmatched,
      shadowRoots: [...ctx.shadowRoots],
      bareHosts: [...ctx.bareHosts],
    };
  }
}

export function scan(root: ScanRoot, options: ScanOptions): ScanResult {
  return scanAll([root], options);
}

/** `scan` of several roots, none inside another (a batch of changes), as one result. */
export function scanAll(roots: readonly ScanRoot[], options: ScanOptions): ScanResult {
  const run = new Scan(roots, options);
  run.step(() => false);
  return run.result();
}

const MAX_RESTARTS = 3;

/**
 * Same result as `scan`, but yields whenever a slice has used its budget so no main-thread task
 * runs long (none over 50 ms). If the page removes the node the walk paused on, the
 * scan starts over (a few times at most); other changes in between are the observer's to report.
 */
export async function scanInChunks(
  root: ScanRoot,
  options: ScanOptions,
  { budgetMs = 8, yieldFn, now = () => performance.now() }: ChunkOptions,
): Promise<ScanResult> {
  let run = new Scan([root], options);
  let restarts = 0;
  for (;;) {
    const deadline = now() + budgetMs;
    if (run.step(() => now() >= deadline)) return run.result();
    await yieldFn();
    if (run.isStale(root) && restarts++ < MAX_RESTARTS) run = new Scan([root], options);
  }
}
