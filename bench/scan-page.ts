/**
 * The in-page half of `bench:scan`, bundled by esbuild with the real detection code and run in
 * Chromium: the floor (a bare TreeWalker pass), the full scan, the chunked scan and the update
 * after re-renders. Exposed as the global `LocaleLensBench`; bench/scan.ts drives it.
 */
import type { TranslationsByNamespace } from '../lib/i18n-keys/text-index';
import { buildPageTextIndex } from '../lib/placeholders/template-index';
import { observeRoots, type ObserverWindow, type RootChange } from '../lib/page/observe';
import { rescan } from '../lib/page/rescan';
import { scan, scanInChunks, type ScanHit, type ScanOptions } from '../lib/page/scan';
import { floorOnce, readsFloorOnce, SHOW_ELEMENT_AND_TEXT } from './scan-floors';

let options: ScanOptions | undefined;
let shadowRoots: ShadowRoot[] = [];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (ms: number) => Math.round(ms * 100) / 100;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

function byMethod(hits: readonly ScanHit[]) {
  const counts = { attribute: 0, invisible: 0, text: 0, total: hits.length, in_shadow_root: 0 };
  for (const hit of hits) {
    counts[hit.method]++;
    if (hit.inShadowRoot) counts.in_shadow_root++;
  }
  return counts;
}

/** Builds the page's shadow roots (HTML cannot declare them here) and the text index. */
export function setup(shadows: string[], translations: TranslationsByNamespace) {
  const hosts = document.querySelectorAll('bench-card');
  shadowRoots = [...hosts].map((host, i) => {
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = shadows[i] ?? '';
    return root;
  });
  const start = performance.now();
  const textIndex = buildPageTextIndex(translations);
  const indexMs = performance.now() - start;
  // The content script's own-node test (entrypoints/content.ts): part of every scan's cost.
  const ignore = (node: Node) =>
    node.nodeType === 1 && (node as Element).localName === 'locale-lens-overlay';
  options = { defaultNamespace: 'common', textIndex, ignore };
  let elements = 0;
  let texts = 0;
  for (const root of [document.body, ...shadowRoots]) {
    const walker = document.createTreeWalker(root, SHOW_ELEMENT_AND_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 1) elements++;
      else texts++;
    }
  }
  return {
    elements,
    text_nodes: texts,
    shadow_roots: shadowRoots.length,
    index_build_ms: round(indexMs),
    index_size: textIndex.size,
  };
}

function scanOnce(): { ms: number; hits: ScanHit[] } {
  const start = performance.now();
  const { hits } = scan(document, options!);
  return { ms: performance.now() - start, hits };
}

/** Floor and scan interleaved, `runs` times each after a warm-up, so load drift hits both alike. */
export function full(runs: number) {
  for (let i = 0; i < 3; i++) {
    floorOnce(shadowRoots);
    readsFloorOnce(shadowRoots);
    scanOnce();
  }
  const floors: number[] = [];
  const readFloors: number[] = [];
  const scans: number[] = [];
  let hits: ScanHit[] = [];
  // A full collection before each run: every run then reads the page's strings afresh, as the
  // first scan of a page does (a warm string cache would flatter the scan, not the floor).
  for (let i = 0; i < runs; i++) {
    gc();
    floors.push(floorOnce(shadowRoots));
    gc();
    readFloors.push(readsFloorOnce(shadowRoots));
    gc();
    const run = scanOnce();
    scans.push(run.ms);
    hits = run.hits;
  }
  const [floor, readFloor, scanMs] = [median(floors), median(readFloors), median(scans)];
  return {
    floor_treewalker_ms: round(floor),
    full_scan_ms: round(scanMs),
    ratio_scan_to_floor: round(scanMs / floor),
    floor_with_reads_ms: round(readFloor),
    ratio_scan_to_floor_with_reads: round(scanMs / readFloor),
    floor_runs_ms: floors.map(round),
    scan_runs_ms: scans.map(round),
    hits: byMethod(hits),
  };
}

/** One call each, for the main thread's CPU time measured around them (scan-figures.ts). */
export const cpuSample: Record<'gc' | 'floor' | 'scan', () => unknown> = {
  gc,
  floor: () => readsFloorOnce(shadowRoots),
  scan: () => scan(document, options!).hits.length,
};

/** Only for profiling: scan `runs` times, nothing measured here. */
export function scanRepeatedly(runs: number) {
  for (let i = 0; i < runs; i++) scan(document, options!);
}

const nextTask = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `scanInChunks` as the content script runs it (setTimeout(0) between slices, default budget),
 * `runs` times. Longest task as Chromium reports it (PerformanceObserver 'longtask': only tasks
 * over 50 ms are reported, so 0 means none), and our own longest slice: from the moment the scan
 * gets the thread (start, or the yield's promise resolving) to the moment it yields or returns.
 * To show the observer does see long tasks here, one synchronous `scan` runs in a task first.
 */
export async function chunked(runs: number) {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  // Only tasks that overlap a scan count (not the collections between runs).
  const windows: Array<[number, number]> = [];
  const during = () =>
    entries
      .filter((e) => windows.some(([a, b]) => e.startTime < b && e.startTime + e.duration > a))
      .map((e) => e.duration);
  observer.observe({ type: 'longtask', buffered: false });
  await nextTask(50);
  await nextTask().then(() => {
    const start = performance.now();
    scan(document, options!);
    windows.push([start, performance.now()]);
  });
  await nextTask(100); // entries arrive after their task
  const syncTask = Math.max(0, ...during());
  windows.length = 0;
  const totals: number[] = [];
  const slices: number[] = [];
  let hits = 0;
  for (let run = 0; run < runs; run++) {
    await nextTask(); // the collection runs in a task of its own, outside the windows
    gc();
    await nextTask(50);
    let sliceStart = performance.now();
    const yieldFn = async () => {
      slices.push(performance.now() - sliceStart);
      await nextTask();
      sliceStart = performance.now();
    };
    const start = sliceStart;
    const result = await scanInChunks(document, options!, { yieldFn });
    const end = performance.now();
    slices.push(end - sliceStart);
    totals.push(end - start);
    windows.push([start, end]);
    hits = result.hits.length;
  }
  await nextTask(100);
  observer.disconnect();
  const longTasks = during();
  return {
    total_ms: round(median(totals)),
    longest_task_ms: round(Math.max(0, ...longTasks)),
    longest_slice_ms: round(Math.max(...slices)),
    runs,
    slices_per_run: Math.round(slices.length / runs),
    long_tasks: longTasks.length,
    hits,
    sync_scan_long_task_ms: round(syncTask),
    measures:
      'total: start to result, median; longest_task: max PerformanceObserver longtask entry over ' +
      'all runs (0 = none over 50 ms); longest_slice: max synchronous stretch between yields; ' +
      'sync_scan_long_task: the longtask entry of one plain scan(), as a check of the observer',
  };
}

/** Up to `count` distinct keyed elements, none inside another, spread over the page. */
function keyedElements(hits: readonly ScanHit[], count: number, seed: number): Element[] {
  const elements = [...new Set(hits.map((h) => h.element))];
  const chosen: Element[] = [];
  const step = elements.length / count;
  for (let i = 0; chosen.length < count && i < elements.length * 2; i++) {
    const el = elements[Math.floor((i * step + seed) % elements.length)]!;
    if (chosen.some((c) => c === el || c.contains(el) || el.contains(c))) continue;
    chosen.push(el);
  }
  return chosen;
}

/**
 * Re-render `count` keyed nodes (each replaced by a fresh clone with the same keys) and follow
 * the incremental update the content script does (lens-controller.ts `applyChange`, with the
 * same `rescan`): observer batch (delayMs 0) → `rescan` of the outermost changed roots, which
 * keeps the old hits outside them → merged hits. The observer gets a window whose MutationObserver,
 * setTimeout and queueMicrotask are wrapped, so its own work is timed and the throttle's wait is
 * not.
 */
export async function update(count: number, runs: number) {
  let hits = scan(document, options!).hits;
  const results: Array<Record<string, number>> = [];
  for (let run = 0; run < runs + 1; run++) {
    let collectMs = 0;
    let flushStart = 0;
    const win: ObserverWindow = {
      MutationObserver: class extends MutationObserver {
        constructor(callback: MutationCallback) {
          super((records, observer) => {
            const start = performance.now();
            callback(records, observer);
            collectMs += performance.now() - start;
          });
        }
      },
      setTimeout: (handler, timeout) =>
        window.setTimeout(() => {
          flushStart = performance.now();
          handler();
        }, timeout),
      clearTimeout: (id) => window.clearTimeout(id),
      queueMicrotask: (callback) =>
        window.queueMicrotask(() => {
          flushStart = performance.now();
          callback();
        }),
      addEventListener: (type, listener) => window.addEventListener(type, listener),
      removeEventListener: (type, listener) => window.removeEventListener(type, listener),
      location: window.location,
    };
    const targets = keyedElements(hits, count, run * 7919);
    gc();
    const done = new Promise<Record<string, number>>((resolve) => {
      const observer = observeRoots(
        document,
        (change: RootChange) => {
          const observed = performance.now();
          // What content.ts hands to lens-controller.
          const changed = change.added.filter((el) => el.isConnected);
          const result = rescan(hits, changed, options!, change.removed);
          const end = performance.now();
          const before = new Set(hits.map((h) => h.element));
          const rescanned = result.hits.filter((h) => !before.has(h.element)).length;
          hits = result.hits;
          observer.disconnect();
          resolve({
            full_rescan: change.fullRescan ? 1 : 0,
            roots: changed.length,
            rescanned_hits: rescanned,
            observer_ms: collectMs + (observed - flushStart),
            rescan_ms: end - observed,
            processing_ms: collectMs + (end - flushStart),
            wall_ms: end - mutated,
          });
        },
        { window: win, delayMs: 0 },
      );
      // As the lens does: its scan found the shadow roots.
      for (const root of shadowRoots) observer.observe(root);
      // Each element replaced by a fresh copy: same keys, new nodes, as a re-render does.
      const start = performance.now();
      for (const el of targets) el.replaceWith(el.cloneNode(true));
      const mutated = performance.now();
      results.push({ mutate_ms: mutated - start });
    });
    const timing = await done;
    Object.assign(results[results.length - 1]!, timing);
  }
  results.shift(); // warm-up
  const pick = (field: string) => round(median(results.map((r) => r[field] ?? 0)));
  return {
    update_after_500_rerenders_ms: pick('processing_ms'),
    runs,
    breakdown_median_ms: {
      observer: pick('observer_ms'),
      rescan: pick('rescan_ms'),
      wall_from_mutation: pick('wall_ms'),
      mutation_itself: pick('mutate_ms'),
    },
    roots_rescanned: pick('roots'),
    rescanned_hits: pick('rescanned_hits'),
    full_rescan: results.some((r) => r.full_rescan === 1),
    hits_after: hits.length,
    processing_runs_ms: results.map((r) => round(r.processing_ms ?? 0)),
  };
}
export { templateMatch } from './scan-templates-page';
