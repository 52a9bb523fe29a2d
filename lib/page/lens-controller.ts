import type { Send } from '../messaging/send';
import type { KeyRef, PreviewResult } from '../messaging/types';
import { ItemIds, toLensItems } from './lens-items';
import { frameInfo, type FrameReport } from './frame-report';
import type { ScanHit } from './scan-hit';
import type { Overlay } from './overlay/types';
import { Preview } from './preview';
import { lateShadowHosts } from './late-shadow';
import { rescan } from './rescan';
import { statusAsks } from './status-asks';
import { scanOptions, type FirstScan, type ParseScan } from './first-scan';
import { scanInChunks, type ScanOptions, type ScanResult } from './scan';
import { pageLocale } from './page-locale';
import type { MarkerMemory } from './marker-memory';

export interface PageChange {
  /** Outermost elements added or changed since the last report. */
  added: readonly Element[];
  /** Outermost elements removed (and not put back) since: their hits, and those inside, go. */
  removed: readonly Element[];
  /** Too much changed (or the URL changed): scan the whole document again. */
  fullRescan: boolean;
}

export interface LensDeps {
  doc: Document;
  win: Window;
  send: Send;
  overlay: Overlay;
  /** Starts watching the page; `observe` adds a shadow root found later. */
  watch: (onChange: (change: PageChange) => void) => {
    observe(root: ShadowRoot): void;
    disconnect(): void;
  };
  isOwnNode: (element: Element) => boolean;
  /** A locale the user pinned instead of `<html lang>`. */
  pinnedLocale?: string | null;
  /** The first scan, begun while the page was parsed. */
  early?: ParseScan;
  /** Markers the page's scripts took out, read as they were added. */
  markers?: MarkerMemory;
  /**
   * Reports the frame's keys (`frameReporter`), asking the lens's `visible` what the overlay found
   * visible. The content script's own: it may have reported before the lens began.
   */
  report: FrameReport;
}

/**
 * The content script's loop: scan, ask the background for status, draw the lens, report the frame;
 * then follow the page's changes, rescanning only what changed.
 */
export function startLens(deps: LensDeps) {
  const { doc, win, send, overlay } = deps;
  const ids = new ItemIds();
  const preview = new Preview(win);
  let locale = pageLocale(doc, win, deps.pinnedLocale);
  let hits: ScanHit[] = [];
  let scanned: Pick<ScanResult, 'shadowRoots' | 'unmatchedTextCount'> = {
    shadowRoots: [],
    unmatchedTextCount: 0,
  };
  let options: ScanOptions = {
    defaultNamespace: 'common',
    ignore: deps.isOwnNode,
    ...(deps.markers && { markers: deps.markers }),
  };
  let stopped = false;
  let reportTimer: ReturnType<typeof setTimeout> | undefined;

  const yieldFn = () => new Promise((r) => win.setTimeout(r, 0));

  async function prepare(): Promise<void> {
    if (!locale) return;
    options = await scanOptions(send, locale, {
      win,
      ignore: deps.isOwnNode,
      markers: deps.markers,
    });
  }

  const statuses = statusAsks({
    send,
    locale: () => locale,
    keys: () => hits,
    settled(problem, back) {
      if (stopped) return;
      if (problem !== undefined) overlay.setProblem(problem);
      if (back) void prepare().then(fullScan);
      draw();
    },
  });

  /** False while the hits wait for their drawing (`drawSoon`); a reveal draws them at once. */
  let drawn = true;
  let everDrawn = false;
  function draw(): void {
    drawn = everDrawn = true;
    overlay.update(toLensItems(hits, statuses.answer, ids));
  }

  /**
   * The frame's keys go to the background as soon as they are found, pushed rather than waited
   * for, before the overlay draws them: what the overlay has not measured yet counts as visible,
   * and a measurement that finds otherwise reports again (`measured`, in a task of its own).
   * Statuses need no report of their own: the background joins them from what it fetched for
   * `status.get`.
   */
  const report = (measured = true) =>
    !stopped && void deps.report(hits, frameInfo(win, locale, scanned), measured);
  let reportPending = false;
  function reportSoon(): void {
    if (reportPending || stopped) return;
    reportPending = true;
    reportTimer = setTimeout(() => {
      reportPending = false;
      report(true);
    }, 0);
  }

  /** The overlay measured everything it had to: what it found hidden is reported (if any). */
  const measured = reportSoon;

  /**
   * Hits are drawn, and their statuses asked for, once the page has rendered them and is idle
   * (within 100 ms): a task of its own rather than more of the page's (docs/performance.md).
   */
  let drawPending = false;
  function drawSoon(): void {
    drawn = false;
    if (drawPending) return;
    drawPending = true;
    const later = () => {
      drawPending = false;
      if (stopped) return;
      if (!drawn) draw();
      void statuses.refresh();
    };
    if (win.requestIdleCallback) win.requestIdleCallback(later, { timeout: 100 });
    else win.setTimeout(later, 0);
  }

  const watched = new WeakSet<ShadowRoot>();
  function watchShadowRoots(roots: readonly ShadowRoot[]): void {
    for (const root of roots) {
      if (watched.has(root)) continue;
      watched.add(root);
      watcher.observe(root);
    }
  }

  const late = lateShadowHosts(() => applyChange({ added: [], removed: [], fullRescan: false }));

  async function fullScan(): Promise<void> {
    adopt(await scanInChunks(doc, options, { yieldFn }));
  }

  function adopt(result: ScanResult): void {
    // A scan in slices may have found elements that the page removed before it ended, whose
    // removal came while the hits before it were current: a change removes only what it names.
    hits = result.hits.filter((h) => h.element.isConnected);
    scanned = result;
    late.reset(result.bareHosts);
    watchShadowRoots(result.shadowRoots);
    // Reported now, drawn later: the page may be about to draw its first frame.
    report(false);
    drawSoon();
  }

  function applyChange(change: PageChange): void {
    if (stopped) return;
    again = true; // the early scan's result, if still to come, misses this: it scans again
    const lang = pageLocale(doc, win, deps.pinnedLocale);
    if (change.fullRescan || lang !== locale) {
      const relocalized = lang !== locale;
      locale = lang;
      void (relocalized ? prepare() : Promise.resolve()).then(fullScan);
      return;
    }
    // Keep hits whose element is still in the page and not inside a changed subtree; rescan those.
    // A preview's own writes are not page changes.
    const changed = [...change.added, ...late.take()].filter(
      (el) => el.isConnected && !preview.isPreviewing(el),
    );
    if (changed.length === 0 && change.removed.length === 0) return;
    const result = rescan(hits, changed, options, change.removed);
    hits = result.hits;
    late.add(result.bareHosts);
    const kept = scanned.shadowRoots.filter((root) => root.host.isConnected);
    const found = [...new Set([...kept, ...result.shadowRoots])];
    watchShadowRoots(found);
    scanned = { ...scanned, shadowRoots: found };
    // Reported at once (from the mutations' callback, before the page renders them), drawn in
    // a task of its own: the report is what changed, the drawing and statuses are of every item.
    report(false);
    drawSoon();
  }

  const { early } = deps;
  // A page script changed what the early scan had passed: it scans again, from the start.
  let again = early?.touched();
  const watcher = deps.watch(applyChange);
  const begin = (first: FirstScan, final = true) => {
    options = first.options;
    adopt(first.result);
    if (final && again) void fullScan();
  };
  if (early?.locale !== locale) void prepare().then(fullScan);
  else {
    const now = early.finish();
    if (now) begin(now);
    else {
      // The rest of the walk comes after the page's first rendering: what attributes and markers
      // name in the page is reported now, and the text matches with the walk's end.
      const soFar = early.soFar();
      if (soFar) begin(soFar, false);
      // The background answered after DOMContentLoaded (a small page: the parser's tasks hold
      // its answers back): what attributes and markers name is reported as soon as it has.
      else void early.begun.then(() => begin(early.soFar()!, false));
      void early.done.then(begin);
    }
  }

  const hitsOf = (ref: KeyRef) =>
    hits.filter((h) => h.key === ref.key && h.namespace === ref.namespace);

  return {
    setVisible: (on: boolean) => overlay.setVisible(on),
    /**
     * Whether a hit counts as visible in a report. Before the first drawing no item is measured:
     * every hit does. After it, what the last measurement found for the hit's element (read by
     * element: no item id is made to report).
     */
    visible: (hit: ScanHit) => !everDrawn || overlay.knownVisible(hit.element),
    /** For the overlay's `onMeasured`. */
    measured,
    /** Scrolls the page to the key's first visible element and pulses it. */
    reveal(ref: KeyRef): boolean {
      if (!drawn) draw();
      const items = toLensItems(hitsOf(ref), statuses.answer, ids);
      const target = items.find((i) => overlay.isVisible(i.id)) ?? items[0];
      if (target) overlay.reveal(target.id);
      return target !== undefined;
    },
    /** Shows `text` in the key's text elements; null puts the page's own text back. */
    preview(ref: KeyRef, text: string | null): PreviewResult {
      const elements = [
        ...new Set(
          hitsOf(ref)
            .filter((h) => h.where === 'text')
            .map((h) => h.element),
        ),
      ];
      if (text === null) {
        preview.restore();
        return { overflow: false, truncated: false, elements: elements.length };
      }
      preview.restore(); // one key at a time
      return preview.show(elements, text);
    },
    /** Statuses changed: of `refs` only when named (another user's save), else of every key. */
    refreshStatus: (refs?: readonly KeyRef[]) => void statuses.refresh(!refs, refs),
    stop(): void {
      stopped = true;
      clearTimeout(reportTimer);
      statuses.stop();
      watcher.disconnect();
      preview.restore();
      overlay.destroy();
    },
  };
}
