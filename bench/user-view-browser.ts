/**
 * The parts of bench/user-view.ts that run inside Chromium: bundled by esbuild into the global
 * `UserViewBench`, which `evaluate` and `addInitScript` call (so no Node module). Every time is an
 * epoch in milliseconds (`performance.timeOrigin + performance.now()`), so times taken in the
 * page, the side panel and the extension page compare.
 */
import { applyReportAnswer } from '../lib/messaging/report-change';
import type { PageReport } from '../lib/messaging/types';

export { watchPlain } from './user-view-plain';

/** A long animation frame and the scripts that ran in it (source, time, forced layout). */
export interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  scripts: { url: string; duration: number; layout: number; invoker: string }[];
}

declare global {
  interface Window {
    __bench?: {
      longTasks: { start: number; duration: number }[];
      frames: LongFrame[];
      legend?: { first?: number; all?: number; attachedAt: number; lateAttach: boolean };
    };
  }
}

/** Init script of every measured page: long tasks from the start of the load. */
export function pageInit(): void {
  const longTasks: { start: number; duration: number }[] = [];
  const frames: LongFrame[] = [];
  window.__bench = { longTasks, frames };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      longTasks.push({ start: performance.timeOrigin + e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  interface Loaf extends PerformanceEntry {
    blockingDuration: number;
    scripts: (PerformanceEntry & {
      sourceURL: string;
      forcedStyleAndLayoutDuration: number;
      invoker: string;
    })[];
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Loaf[])
      frames.push({
        start: performance.timeOrigin + e.startTime,
        duration: e.duration,
        blocking: e.blockingDuration,
        scripts: e.scripts.map((s) => ({
          url: s.sourceURL,
          duration: s.duration,
          layout: s.forcedStyleAndLayoutDuration,
          invoker: s.invoker,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * Settles once this page has been idle for `quietMs` in a row (idle periods of nearly a whole
 * frame, none far apart), or after `timeoutMs`: an extension page just opened is still starting
 * (its script, its first rendering, its first asks) and would share the machine with the load.
 */
export function settled(quietMs = 300, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    let quietSince = start;
    let last = start;
    const check = (deadline: IdleDeadline) => {
      const now = performance.now();
      if (deadline.timeRemaining() < 40 || now - last > 60) quietSince = now;
      last = now;
      if (now - quietSince >= quietMs || now - start >= timeoutMs) resolve();
      else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  });
}

/** The page's own milestones, as epochs. */
export function pageTimes() {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const at = (ms: number) => performance.timeOrigin + ms;
  return {
    navigationStart: performance.timeOrigin,
    domContentLoaded: at(nav.domContentLoadedEventStart),
    load: at(nav.loadEventStart),
    longTasks: window.__bench?.longTasks ?? [],
    frames: window.__bench?.frames ?? [],
  };
}

/**
 * Runs with `this` = the overlay's closed shadow root (handed over by the DevTools protocol, as a
 * user's DevTools sees it): records when the legend first counts a key in a state other than
 * loading, and when it counts `n` keys, none loading. The legend is what the user reads.
 */
export function watchLegend(this: ShadowRoot, n: number): void {
  const epoch = () => performance.timeOrigin + performance.now();
  const record = (window.__bench!.legend = {
    attachedAt: epoch(),
    lateAttach: false,
  } as NonNullable<NonNullable<Window['__bench']>['legend']>);
  const read = () => {
    let tinted = 0;
    let loading = 0;
    for (const row of this.querySelectorAll<HTMLElement>('.legend .row[data-state]')) {
      const state = row.dataset.state;
      if (state === 'read_only') continue;
      const count = Number(row.querySelector('.n')?.textContent ?? 0);
      if (state === 'loading') loading += count;
      else tinted += count;
    }
    return { tinted, loading };
  };
  const check = () => {
    const { tinted, loading } = read();
    const now = epoch();
    if (tinted > 0 && record.first === undefined) record.first = now;
    if (tinted >= n && loading === 0 && record.all === undefined) {
      record.all = now;
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(this, { subtree: true, childList: true, characterData: true });
  const before = read();
  if (before.tinted > 0) record.lateAttach = true;
  check();
}

export interface ReportWatch {
  tabId: number;
  /** Keys (namespace NUL key) that must all be listed. */
  expect: string[];
  timeoutMs: number;
  /** Also poll `lens.snapshot` until its items reach `expect.length`. */
  snapshot: boolean;
  intervalMs: number;
}

/** The last report each watch received, by tab: the next watch follows on from it. */
const followed = new Map<number, PageReport>();

type Ask = (message: object) => Promise<{ ok: boolean; value: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the answer is read field by field
const ask: Ask = (message) =>
  (
    globalThis as unknown as { chrome: { runtime: { sendMessage: Ask } } }
  ).chrome.runtime.sendMessage(message);

/**
 * Brings the tab's followed report up to date (what changed since the last watch, no wait), so
 * that the next watch waits for the next change rather than fetching the whole report then.
 */
export async function catchUp(tabId: number): Promise<void> {
  const last = followed.get(tabId);
  const r = await ask({ type: 'page.report', tabId, since: last?.revision });
  if (r?.ok && !r.value.unchanged) followed.set(tabId, applyReportAnswer(r.value, last));
}

/**
 * In an extension page, as automation or the side panel would: asks `page.report` (and
 * `lens.snapshot`) again and again, and records when the report first lists a key, when it lists
 * every expected key, and when each of those has a status.
 */
export async function watchReport(w: ReportWatch) {
  const epoch = () => performance.timeOrigin + performance.now();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const expected = new Set(w.expect);
  const times: {
    first?: number;
    listed?: number;
    withStatus?: number;
    snapshot?: number;
    asks: number;
    lastListed: number;
    lastWithStatus: number;
  } = { asks: 0, lastListed: 0, lastWithStatus: 0 };
  const deadline = epoch() + w.timeoutMs;
  const snapshots = (async () => {
    if (!w.snapshot) return;
    while (epoch() < deadline && times.snapshot === undefined) {
      const r = await ask({ type: 'lens.snapshot', tabId: w.tabId });
      if (r?.ok && r.value && r.value.items >= expected.size) times.snapshot = epoch();
      else await sleep(w.intervalMs);
    }
  })();
  // Asked again since the last report received, as automation would: only what changed since
  // is sent (`applyReportAnswer` makes the whole report of it), and the ask waits for it.
  let last = followed.get(w.tabId);
  while (epoch() < deadline && times.withStatus === undefined) {
    const asked = epoch();
    const since = last?.revision;
    const waitMs = since === undefined ? undefined : Math.round(Math.min(10_000, deadline - asked));
    const r = await ask({ type: 'page.report', tabId: w.tabId, since, waitMs });
    const now = epoch();
    times.asks++;
    if (r?.ok && !r.value.unchanged) {
      last = applyReportAnswer(r.value, last);
      followed.set(w.tabId, last);
      let listed = 0;
      let withStatus = 0;
      const seen = new Set<string>();
      for (const k of last.keys) {
        const id = `${k.namespace}\u0000${k.key}`;
        if (!expected.has(id) || seen.has(id)) continue;
        seen.add(id);
        listed++;
        if (k.status !== 'unknown') withStatus++;
      }
      times.lastListed = listed;
      times.lastWithStatus = withStatus;
      if (listed > 0 && times.first === undefined) times.first = now;
      if (listed === expected.size && times.listed === undefined) times.listed = now;
      if (withStatus === expected.size) times.withStatus = now;
    }
    if (times.withStatus === undefined && since === undefined) await sleep(w.intervalMs);
  }
  await snapshots;
  return times;
}

/**
 * In the side panel opened for the tab: records when its list shows every expected key, and
 * when every one of them has its state (no row still loading).
 */
export function watchPanel(expect: string[]): void {
  const epoch = () => performance.timeOrigin + performance.now();
  const record: { listed?: number; complete?: number } = {};
  (window as unknown as { __panel: typeof record }).__panel = record;
  // Rows are named by their key alone (the namespace is their group's heading).
  const wanted = expect.map((id) => id.slice(id.indexOf('\u0000') + 1));
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const list = document.querySelector('[role="listbox"]');
    const options = document.querySelectorAll<HTMLElement>('[role="option"]');
    // A long list renders the rows in view; each says how many rows the list has.
    const setSize = Number(options[0]?.getAttribute('aria-setsize') ?? options.length);
    if (!list || setSize < wanted.length) return;
    if (options.length === setSize) {
      const shown = new Set([...options].map((o) => o.querySelector('.key')?.textContent ?? ''));
      if (wanted.some((key) => !shown.has(key))) return;
    }
    record.listed ??= epoch();
    // Busy while any row, rendered or not, waits for its status.
    if (list.getAttribute('aria-busy') !== 'true' && !list.querySelector('.badge.s-loading')) {
      record.complete = epoch();
      observer.disconnect();
    }
  };
  // Checked once per task of changes: React commits a render in one.
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(check, 0);
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'aria-setsize'],
  });
  check();
}

/**
 * Re-renders `count` keyed elements of the page in one task, as a framework would: each is
 * replaced by a fresh element with a new key (`html[i]`). Returns the epoch of the change and
 * the new elements are kept in `window.__rerendered` for the Tolgee check.
 */
export function rerender(html: string[]): number {
  const targets = [...document.querySelectorAll('[data-tolgee-key-only]')];
  const step = targets.length / html.length;
  const fresh: Element[] = [];
  const template = document.createElement('template');
  const at = performance.timeOrigin + performance.now();
  html.forEach((markup, i) => {
    template.innerHTML = markup;
    const el = template.content.firstElementChild!;
    targets[Math.floor(i * step)]!.replaceWith(el);
    fresh.push(el);
  });
  (window as unknown as { __rerendered: Element[] }).__rerendered = fresh;
  return at;
}
