/**
 * The page's first scan starts while the document is still parsed, as soon as the background
 * has answered what the scan needs: it walks what the parser has added so far and waits where the
 * parser adds next, so the keys are known when parsing ends rather than one full scan later.
 */
import { WATCHED_ATTRIBUTES } from '../i18n-keys/i18n-attributes';
import { inSlices } from '../i18n-keys/steps';
import { pageTextIndexSteps } from '../placeholders/template-index';
import { defaultNamespaceOf } from '../messaging/default-namespace';
import type { Send } from '../messaging/send';
import type { MarkerMemory } from './marker-memory';
import { Scan, type ScanOptions, type ScanResult } from './scan';
import { whenParsed } from './parse-end';

/** The parts of `window` a pause uses (`scheduler` where the browser has it). */
interface PauseWindow {
  setTimeout(handler: () => void, ms: number): unknown;
  scheduler?: {
    postTask(
      task: () => void,
      options: { priority: 'user-blocking'; delay: number },
    ): Promise<void>;
  };
}
/** The parts of `window` the scan uses. */
type ParseWindow = PauseWindow & Pick<typeof globalThis, 'MutationObserver'>;

/**
 * A pause for the page's own tasks, at the priority of user input where the browser has it: the
 * parser's long tasks would starve timers. With plain timers a 500-key page was parsed sooner and
 * its keys known about 100 ms sooner, but on a 5,000-key page the walk fell behind the parser and
 * finished after it, in longer tasks (the lens's longest at load 198–260 ms against 67–129), for
 * no gain there (docs/performance-history.md, twenty-fifth round).
 */
const pauseIn = (win: PauseWindow) => (ms: number) =>
  win.scheduler?.postTask(() => {}, { priority: 'user-blocking', delay: ms }) ??
  new Promise<void>((r) => win.setTimeout(r, ms));

/** A big project's text index takes 100 ms to build: it is built in slices this long. */
const INDEX_SLICE_MS = 20;

/**
 * What a scan needs from the background: the project's default namespace (for keys that name
 * none) and the locale's texts (for the text match), asked at once. What does not come is left
 * out: the namespace is then `common`, and nothing is matched by its text.
 */
export async function scanOptions(
  send: Send,
  locale: string,
  page: { win: PauseWindow; ignore: (element: Element) => boolean; markers?: MarkerMemory },
): Promise<ScanOptions> {
  const [first, texts] = await Promise.all([
    send('status.get', { locale, refs: [] }),
    send('translations.get', { locale }),
  ]);
  const pause = pauseIn(page.win);
  const textIndex = texts.ok
    ? await inSlices(pageTextIndexSteps(texts.value), INDEX_SLICE_MS, () => pause(0))
    : undefined;
  return {
    defaultNamespace: defaultNamespaceOf(first.ok ? first.value.workflow : null),
    ignore: page.ignore,
    ...(page.markers && { markers: page.markers }),
    ...(textIndex && { textIndex }),
  };
}

export interface ParseScan {
  locale: string;
  /** The scan's options and its result, once the document is parsed and walked. */
  done: Promise<FirstScan>;
  /**
   * What is left walked at once (the parser is done), within a bound: the result, or undefined
   * when the scan has not begun, has more to do than the bound allows, or still has more to do
   * after it (`done` then brings it). Once it has given the result, the same result again.
   */
  finish(): FirstScan | undefined;
  /**
   * Settles when the scan has begun (the background has answered), before its first slice: when
   * that is after DOMContentLoaded, `soFar` then has what attributes and markers name in the
   * whole page, found in a few milliseconds, while the walk (slow in code not yet warm, on a
   * small page) brings the text matches.
   */
  begun: Promise<void>;
  /**
   * When `finish` could not walk the rest: what the walk has found, with every key that an
   * attribute or a marker names in the page (`Scan.soFar`); undefined when the scan has not
   * begun. `done` still brings the whole result.
   */
  soFar(): FirstScan | undefined;
  /**
   * Stops watching the page (the caller's observer takes over; asking again changes nothing) and
   * says whether a script changed what the walk had already passed, e.g. an app that rendered
   * into its root before DOMContentLoaded: the result then misses that, and the page must be
   * scanned again.
   */
  touched(): boolean;
}

export interface FirstScan {
  options: ScanOptions;
  result: ScanResult;
}

const SLICE_MS = 8;
/** At DOMContentLoaded the rest is walked in one task when it takes no longer than this. */
const FINISH_MS = 30;
/** How long the walk waits for the parser to add more. */
const WAIT_MS = 2;

export function scanWhileParsing(
  doc: Document,
  win: ParseWindow,
  locale: string,
  options: Promise<ScanOptions>,
): ParseScan {
  let scan: Scan | undefined;
  let first: FirstScan | undefined;
  let touched = false;
  // The parser appends to elements the walk has not finished (it waits for them): only a change
  // to a finished one counts, or a node put before others or taken out of an element the walk
  // has entered (a script's, or the parser's own when it mends a table). A parse brings tens of
  // thousands of records, and each node list read from one is an object made and collected: an
  // append is told from a removal by its siblings, and the lists are read for the rare rest.
  // A first child appended where the walk has not finished is ahead of it; taking out what the
  // walk never entered (a script removing itself) changes nothing found.
  const harmless = ({ addedNodes, removedNodes, nextSibling }: MutationRecord, done: boolean) =>
    removedNodes.length
      ? !addedNodes.length &&
        [...removedNodes].every((n) => !scan!.passed(n, false) && n.nodeType === 1)
      : !nextSibling && !done;
  const stop = () => {
    watching = false;
    observer.disconnect();
  };
  const check = (records: MutationRecord[]) => {
    let last: Node | undefined;
    let end: Node | null | undefined;
    let entered = false;
    let finished = false;
    for (const record of records) {
      if (!scan) return;
      const { target } = record;
      // Records of one parent come in runs: each run is asked about once.
      if (target !== last) {
        last = target;
        entered = scan.passed(target, false);
        finished = entered && scan.passed(target);
        end = undefined;
      }
      // Nothing of an element the walk has not entered is in its result yet.
      if (!entered) continue;
      // A change of text or attributes, or an append after other children, counts only where
      // the walk has finished. After such an append the parent ends with the node added or one
      // added later; taking out the last child leaves it ending with that child's previous
      // sibling. With no previous sibling (a first child, or all children replaced) the lists
      // are read.
      const before = record.previousSibling;
      const inPlace =
        record.type !== 'childList' ||
        (!record.nextSibling && before !== null && before !== (end ??= target.lastChild));
      if (inPlace ? finished : !harmless(record, finished)) {
        touched = true;
        stop();
        return;
      }
    }
  };
  const observer = new win.MutationObserver(check);
  let watching = true;
  const watch = () =>
    observer.observe(doc, {
      childList: true,
      subtree: true,
      characterData: true,
      attributeFilter: [...WATCHED_ATTRIBUTES],
    });
  watch();
  // What the parser adds in its last task (a third of a big page) would be delivered after the
  // first listener of DOMContentLoaded, and read in that task: tens of milliseconds for records
  // that are the parser's appends (a script's changes are delivered as soon as it ends). They
  // are dropped unread when parsing ends, and the watch goes on for the deferred and module
  // scripts that run next.
  whenParsed(doc, () => {
    if (!watching) return;
    observer.disconnect();
    watch();
  });
  const later = pauseIn(win);
  const until = (ms: number) => {
    const end = performance.now() + ms;
    return () => performance.now() >= end;
  };
  let given: ScanOptions | undefined;
  const walked = new Set<Element>();
  /** Time spent walking, for the walk's pace. */
  let walkedMs = 0;
  const step = (ms: number) => {
    const start = performance.now();
    const over = scan!.step(until(ms));
    walkedMs += performance.now() - start;
    if (!over) return undefined;
    walked.clear(); // everything is passed now
    return (first ??= { options: given!, result: scan!.result() });
  };
  let began!: () => void;
  const begun = new Promise<void>((r) => (began = r));
  const done = options.then(async (o) => {
    given = o;
    scan = new Scan([doc], { ...o, walked, follow: () => doc.readyState === 'loading' });
    began();
    await later(0); // a task of its own after what `begun` settles (a search of the whole page)
    for (;;) {
      // Once the page is parsed (the answers came late: a small page, a busy machine) the rest
      // is walked in slices as long as the one at DOMContentLoaded, fewer of the page's first
      // renderings between them.
      const result = step(doc.readyState === 'loading' ? SLICE_MS : FINISH_MS);
      if (result) return result;
      // The page removed the node the walk stands on: the lens scans again.
      if (scan.isStale(doc)) touched = true;
      await later(scan.waiting ? WAIT_MS : 0);
    }
  });
  return {
    locale,
    done,
    begun,
    finish() {
      if (!scan || first) return first;
      // The rest is walked now when it takes no more than half the bound at the pace the walk
      // kept so far (what the parser added last is new to the script, and slower to read).
      // Otherwise the caller reports `soFar` at once rather than walking in vain.
      const left = doc.getElementsByTagName('*').length - walked.size;
      if (walkedMs >= 1 && left > ((walked.size / walkedMs) * FINISH_MS) / 2) return undefined;
      return step(FINISH_MS);
    },
    soFar: () => first ?? (scan && given && { options: given, result: scan.soFar(doc) }),
    touched() {
      // What is still pending is the parser's last part: the changes of scripts that ran during
      // the parse were delivered after each ran, and the page's DOMContentLoaded listeners run
      // after this one (registered at document start), under the lens's own observer.
      stop();
      // A script took out the node the walk stands on since its last slice: it would end early.
      return (touched ||= !!scan?.isStale(doc));
    },
  };
}
