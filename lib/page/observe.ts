/**
 * Reports what changed under a document, the Dark Reader way: one MutationObserver per root (the
 * document and every open shadow root the caller hands over: its scans find them, in what
 * changed too), each batch collapsed to the outermost added and removed elements, text and watched
 * attribute changes mapped to their element, our own overlay ignored, and past a threshold one
 * `fullRescan` instead of thousands of small updates. Batches are throttled: the first change
 * starts the clock, and everything arriving before it runs joins the batch.
 */
import { WATCHED_ATTRIBUTES } from '../i18n-keys/i18n-attributes';
import { parentOf } from './composed-tree';

/** The parts of `window` the observer uses, injected so tests and frames pass their own. */
export interface ObserverWindow {
  MutationObserver: new (callback: MutationCallback) => MutationObserver;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number): void;
  queueMicrotask(callback: () => void): void;
  addEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
  removeEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
  location: { readonly href: string };
}

export interface ObserveOptions {
  window: ObserverWindow;
  /** Nodes that are ours (the overlay host and everything in it). */
  ignore?: (node: Node) => boolean;
  /** Throttle delay; 50 ms by default. */
  delayMs?: number;
  /**
   * Report the first change after a quiet spell at once (in the mutations' own callback, before
   * the page renders them; a change past the threshold in the next task) rather than after the
   * delay; changes that follow within the delay of a report wait for the window as usual. Small
   * updates are then seen as soon as they happen, and storms still come in batches.
   */
  leading?: boolean;
  /** Mutated nodes in one batch past which a full rescan is cheaper; 1000 by default. */
  threshold?: number;
  attributes?: readonly string[];
}

export interface RootChange {
  /** Too much changed: rescan everything, the lists below are empty. */
  fullRescan: boolean;
  /** popstate/hashchange fired, or `location.href` differs from the previous batch. */
  navigated: boolean;
  href: string;
  /**
   * Connected elements added, or whose text or watched attributes changed: to be read again,
   * none inside another (or inside another's shadow root).
   */
  added: Element[];
  /** Elements no longer in the page, outermost first seen. */
  removed: Element[];
}

export interface RootObserver {
  /** Watch one more root: a shadow root the scanner found (its host may come and go). */
  observe(root: Document | ShadowRoot | Element): void;
  disconnect(): void;
}

/** The element a text or attribute change belongs to (a shadow root's stands for its host). */
function elementOf(node: Node): Element | undefined {
  if (node.nodeType === 1) return node as Element;
  const parent = node.nodeType === 11 ? node : node.parentNode;
  if (!parent) return undefined;
  if (parent.nodeType === 1) return parent as Element;
  return (parent as Partial<ShadowRoot>).host;
}

/**
 * The nodes none of whose ancestors is in `nodes`. Ancestors found clear are remembered: the
 * nodes of a batch share most of theirs, and each step up is a lookup of the node's wrapper in
 * the content script's world.
 */
function outermost<T extends Node>(nodes: Set<T>): T[] {
  const clear = new Set<Node>();
  return [...nodes].filter((node) => {
    const path: Node[] = [];
    for (let p = parentOf(node); p && !clear.has(p); p = parentOf(p)) {
      if (nodes.has(p as T)) return false;
      path.push(p);
    }
    for (const p of path) clear.add(p);
    return true;
  });
}

export function observeRoots(
  root: Document | ShadowRoot | Element,
  onChange: (change: RootChange) => void,
  {
    window: win,
    ignore,
    delayMs = 50,
    threshold = 1000,
    attributes,
    leading = false,
  }: ObserveOptions,
): RootObserver {
  const observers = new Map<Node, MutationObserver>();
  const attributeFilter = [...(attributes ?? WATCHED_ATTRIBUTES)];
  const isIgnored = (node: Node) => ignore?.(node) ?? false;
  let added = new Set<Element>();
  let removed = new Set<Element>();
  let [count, full, navigated, active] = [0, false, false, true];
  let lastHref = win.location.href;
  let timer: number | undefined;
  let lastFlush = 0;

  let queued = false;
  /** `now`: from the mutations' own callback, where a leading change is reported at once. */
  const schedule = (now = false) => {
    if (!active || timer !== undefined || queued) return;
    const wait = leading ? lastFlush + delayMs - Date.now() : delayMs;
    // Before the page renders what it changed (rendering a big page can take a while) and before
    // its next task, once every observer's callback of this checkpoint has run.
    if (now && wait <= 0 && !full) {
      queued = true;
      win.queueMicrotask(() => {
        queued = false;
        flush();
      });
    } else timer = win.setTimeout(flush, wait); // (a negative delay is none)
  };
  const onNavigation = () => {
    navigated = true;
    schedule();
  };

  function watch(target: Document | ShadowRoot | Element) {
    if (observers.has(target)) return;
    const observer = new win.MutationObserver(collect);
    observer.observe(target, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: attributeFilter.length > 0,
      ...(attributeFilter.length > 0 ? { attributeFilter } : {}),
    });
    observers.set(target, observer);
  }

  function note(node: Node, into: Set<Element>, textOwner: Node) {
    if (isIgnored(node)) return;
    const element = node.nodeType === 1 ? (node as Element) : elementOf(textOwner);
    if (element) (node.nodeType === 1 ? into : added).add(element);
  }

  function collect(records: MutationRecord[]) {
    for (const record of records) {
      if (full || isIgnored(record.target)) continue;
      if (record.type === 'childList') {
        count += record.addedNodes.length + record.removedNodes.length;
        for (const node of record.addedNodes) note(node, added, record.target);
        for (const node of record.removedNodes) note(node, removed, record.target);
      } else {
        count++;
        const element = elementOf(record.target);
        if (element) added.add(element);
      }
      if (count > threshold) {
        full = true;
        [added, removed] = [new Set(), new Set()];
      }
    }
    schedule(true);
  }

  function flush() {
    timer = undefined;
    if (!active) return;
    lastFlush = Date.now();
    const href = win.location.href;
    const change: RootChange = {
      fullRescan: full,
      navigated: navigated || href !== lastHref,
      href,
      added: outermost(new Set([...added].filter((el) => el.isConnected))),
      // Moved elements are connected again and come back through `added`.
      removed: outermost(new Set([...removed].filter((el) => !el.isConnected))),
    };
    lastHref = href;
    [added, removed] = [new Set(), new Set()];
    [count, full, navigated] = [0, false, false];
    for (const [target, observer] of observers) {
      const host = (target as Partial<ShadowRoot>).host;
      if (!host || host.isConnected) continue;
      observer.disconnect();
      observers.delete(target);
    }
    const { fullRescan, added: a, removed: r } = change;
    if (fullRescan || change.navigated || a.length + r.length > 0) onChange(change);
  }

  watch(root);
  win.addEventListener('popstate', onNavigation);
  win.addEventListener('hashchange', onNavigation);
  return {
    observe: (target) => watch(target),
    disconnect() {
      active = false;
      for (const observer of observers.values()) observer.disconnect();
      observers.clear();
      if (timer !== undefined) win.clearTimeout(timer);
      timer = undefined;
      win.removeEventListener('popstate', onNavigation);
      win.removeEventListener('hashchange', onNavigation);
    },
  };
}
