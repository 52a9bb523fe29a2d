/**
 * The user's view of a big page in `bench:scan`: the built extension in headless Chromium with
 * the local service, on a generated page served from the loopback, measured from the page's
 * DOMContentLoaded to the first key tinted, every key tinted (the legend, read through the
 * DevTools protocol as a user's DevTools reads the closed overlay), `page.report` listing every
 * key and with every status (asked from an extension page as automation asks), and the side
 * panel's list complete (the real panel page opened for the tab). Then 500 keyed elements are
 * re-rendered with new keys, and the same is measured from that change. Tolgee's in-context
 * observer runs on the same page, served from another loopback address where the extension does
 * not run, in alternating cold loads.
 */
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { CDPSession } from 'playwright-core';
import { encodeTolgee } from '../test/lib/i18n-keys/fixtures/marker-encoding';
import { DEMO_KEYS } from '../test/server/harness';
import { startE2E, type E2E } from '../test/e2e/extension-harness';
import { DEFAULT_NAMESPACE, generatePage, type BenchPage } from './scan-page-html';
import type * as Browser from './user-view-browser';
import type * as TolgeeSide from './tolgee-page';

declare global {
  var UserViewBench: typeof Browser;
  var TolgeeBench: typeof TolgeeSide;
}

export const RERENDERS = 500;
const POLL_MS = Number(process.env.POLL_MS ?? 5);
const TIMEOUT_MS = 90_000;

async function bundle(entry: string, globalName: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName,
    target: 'chrome120',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return `${result.outputFiles[0]!.text};globalThis.${globalName} = ${globalName};`;
}

export interface SizedPage {
  keys: number;
  page: BenchPage;
  html: string;
  /** `namespace NUL key` of every planted key. */
  expect: string[];
  /** Markup of the re-rendered elements, each with a new key, and those keys. */
  rerenderHtml: string[];
  rerenderKeys: string[];
  rerenderTranslations: Record<string, Record<string, string>>;
}

/** The side-by-side page for `keys` keys: 9 elements per key, half attributes, half markers. */
export function sizedPage(keys: number): SizedPage {
  const prefix = `k${keys}.`;
  const page = generatePage({
    keys,
    elements: keys * 9,
    mix: 'tolgee',
    shadowShare: 0,
    keyPrefix: prefix,
  });
  const expect = page.plantedKeys;
  const rerenderHtml: string[] = [];
  const rerenderKeys: string[] = [];
  const rerenderTranslations: Record<string, Record<string, string>> = {
    [DEFAULT_NAMESPACE]: {},
    shop: {},
  };
  // Attribute-keyed elements are re-rendered: a page of 500 keys has 250.
  for (let i = 0; i < Math.min(RERENDERS, page.expected.attribute); i++) {
    const key = `${prefix}rerendered.item${i}`;
    const text = `Neu gerendert ${i}`;
    if (i % 2 === 0) {
      rerenderHtml.push(`<span data-tolgee-key-only="${key}">${text}</span>`);
      rerenderKeys.push(`${DEFAULT_NAMESPACE}\u0000${key}`);
      rerenderTranslations[DEFAULT_NAMESPACE]![key] = text;
    } else {
      rerenderHtml.push(`<span>${encodeTolgee(text, { key, namespace: 'shop' })}</span>`);
      rerenderKeys.push(`shop\u0000${key}`);
      rerenderTranslations.shop![key] = text;
    }
  }
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>bench ${keys}</title></head><body>${page.html}</body></html>`;
  return { keys, page, html, expect, rerenderHtml, rerenderKeys, rerenderTranslations };
}

/** Serves the pages (and Tolgee's translations endpoint) on one loopback address. */
async function serve(host: string, routes: Map<string, string>, tolgeeScript: string) {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/tolgee.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(tolgeeScript);
    }
    if (path.startsWith('/v2/projects/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"en":{}}');
    }
    const body = routes.get(path);
    if (body === undefined) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host}:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** Puts every key of the pages in the demo project: English sources, German rows. */
async function syncKeys(e2e: E2E, pages: readonly SizedPage[]) {
  const rows: { key: string; value: string }[] = [];
  for (const p of pages) {
    for (const all of [p.page.translations, p.rerenderTranslations])
      for (const [namespace, entries] of Object.entries(all))
        for (const [key, text] of Object.entries(entries)) {
          rows.push({ key: `en:${namespace}:${key}`, value: `EN ${text}` });
          rows.push({ key: `de:${namespace}:${key}`, value: text });
        }
  }
  for (let i = 0; i < rows.length; i += 10_000) {
    const res = await e2e.service.call('POST', '/api/integrations/sync/batch', {
      key: DEMO_KEYS.master,
      body: { translations: rows.slice(i, i + 10_000) },
    });
    if (res.status !== 202 && res.status !== 200)
      throw new Error(`sync: ${res.status} ${JSON.stringify(res.body)}`);
    const job = res.body.job_id as string;
    for (let t = 0; ; t++) {
      const poll = await e2e.service.call('GET', `/api/integrations/sync/jobs/${job}`, {
        key: DEMO_KEYS.master,
      });
      if (poll.body.status === 'completed') break;
      if (poll.body.status === 'failed' || t > 3_000)
        throw new Error(`sync job: ${JSON.stringify(poll.body)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return rows.length;
}

const ms = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? null : Math.round(a - b);

export interface LensLoad {
  dcl_after_navigation: number;
  first_key_tinted: number | null;
  every_key_tinted: number | null;
  legend_attached_late: boolean;
  report_first_key: number | null;
  report_every_key: number | null;
  report_every_status: number | null;
  snapshot_every_key: number | null;
  panel_every_key: number | null;
  panel_complete: number | null;
  lens: ToolTime;
  long_tasks: number[][];
  report_asks: number;
  slowest_report_ask_ms: number;
  rerender: {
    report_every_key: number | null;
    report_every_status: number | null;
    panel_complete: number | null;
    lens: ToolTime;
  };
  heap_mb: number;
}

export interface TolgeeLoad {
  dcl_after_navigation: number;
  every_key_known: number;
  registered: number;
  tolgee: ToolTime;
  long_tasks: number[][];
  rerender_keys_known: number;
  rerender: { tolgee: ToolTime };
  heap_mb: number;
}

/** The closed overlay's shadow root, found through the DevTools protocol. */
async function attachLegendWatch(cdp: CDPSession, n: number): Promise<boolean> {
  interface Node {
    nodeName: string;
    backendNodeId: number;
    children?: Node[];
    shadowRoots?: Node[];
  }
  const { root } = (await cdp.send('DOM.getDocument', { depth: 2, pierce: true })) as {
    root: Node;
  };
  const html = root.children?.find((c) => c.nodeName === 'HTML');
  const host = html?.children?.find((c) => c.nodeName === 'LOCALE-LENS-OVERLAY');
  const shadow = host?.shadowRoots?.[0];
  if (!shadow) return false;
  const { object } = (await cdp.send('DOM.resolveNode', {
    backendNodeId: shadow.backendNodeId,
  })) as { object: { objectId: string } };
  await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: `function (n) { return UserViewBench.watchLegend.call(this, n); }`,
    arguments: [{ value: n }],
  });
  return true;
}

/** Samples the page's main thread (V8's profiler) from now on. */
async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
}

export interface ToolTime {
  /** The most time the tool's own code (and what it forced: layout, style) took in one task. */
  longest_in_one_task_ms: number;
  /** How long that task ran in all (the page's work included). */
  that_task_ms: number;
  /** Tasks of the tool of over 50 ms. */
  tasks_over_50ms: number;
  total_ms: number;
}

/**
 * Splits the profile into tasks (stretches between idle samples) and sums, per task, the samples
 * whose stack holds a frame of `url`: the tool's share of each task, whatever else ran in it.
 */
async function stopProfile(cdp: CDPSession, url: string): Promise<ToolTime> {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  if (process.env.DUMP_PROFILE)
    (await import('node:fs')).writeFileSync(
      `/tmp/prof-${Date.now()}.cpuprofile`,
      JSON.stringify(profile),
    );
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ours = new Map<number, boolean>();
  const isOurs = (id: number): boolean => {
    let known = ours.get(id);
    if (known === undefined) {
      const node = byId.get(id)!;
      const up = parent.get(id);
      known = node.callFrame.url.includes(url) || (up !== undefined && isOurs(up));
      ours.set(id, known);
    }
    return known;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const tasks: { ours: number; all: number }[] = [];
  let task = { ours: 0, all: 0 };
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i]!;
    const dt = (deltas[i + 1] ?? 0) / 1000; // the time until the next sample
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      if (task.all > 0) tasks.push(task);
      task = { ours: 0, all: 0 };
      continue;
    }
    task.all += dt;
    if (isOurs(id)) task.ours += dt;
  }
  if (task.all > 0) tasks.push(task);
  const top = tasks.reduce((a, b) => (b.ours > a.ours ? b : a), { ours: 0, all: 0 });
  return {
    longest_in_one_task_ms: Math.round(top.ours),
    that_task_ms: Math.round(top.all),
    tasks_over_50ms: tasks.filter((t) => t.ours > 50).length,
    total_ms: Math.round(tasks.reduce((n, t) => n + t.ours, 0)),
  };
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return Math.round((usedSize / 1024 / 1024) * 100) / 100;
}

export interface UserViewSetup {
  e2e: E2E;
  lensUrl: string;
  tolgeeUrl: string;
  browserScript: string;
  close(): Promise<void>;
}

export async function setUp(
  pages: readonly SizedPage[],
): Promise<UserViewSetup & { rows: number }> {
  const [browserScript, tolgeeScript] = await Promise.all([
    bundle('./user-view-browser.ts', 'UserViewBench'),
    bundle('./tolgee-page.ts', 'TolgeeBench'),
  ]);
  const lensRoutes = new Map<string, string>([['/blank', '<!doctype html><title>blank</title>']]);
  const tolgeeRoutes = new Map<string, string>(lensRoutes);
  for (const p of pages) {
    lensRoutes.set(`/page-${p.keys}`, p.html);
    tolgeeRoutes.set(`/plain-${p.keys}`, p.html);
    tolgeeRoutes.set(
      `/page-${p.keys}`,
      p.html.replace('</head>', '<script src="/tolgee.js" defer></script></head>'),
    );
  }
  // The extension runs on 127.0.0.1 and localhost, not on another loopback address.
  const lensSite = await serve('127.0.0.1', lensRoutes, tolgeeScript);
  const tolgeeSite = await serve('127.0.0.2', tolgeeRoutes, tolgeeScript);
  const e2e = await startE2E();
  const rows = await syncKeys(e2e, pages);
  await e2e.context.addInitScript({ content: `${browserScript};(${pageInitSource})()` });
  return {
    e2e,
    rows,
    lensUrl: lensSite.url,
    tolgeeUrl: tolgeeSite.url,
    browserScript,
    async close() {
      await e2e.close();
      await Promise.all([lensSite.close(), tolgeeSite.close()]);
    },
  };
}

const pageInitSource = '() => UserViewBench.pageInit()';

const tasksAfter = (tasks: { start: number; duration: number }[], origin: number) =>
  tasks.map((t) => [Math.round(t.start - origin), Math.round(t.duration)]);

/** One cold load of the page with Locale Lens, then the re-render. */
export async function lensLoad(setup: UserViewSetup, p: SizedPage, run: number): Promise<LensLoad> {
  const { e2e, lensUrl, browserScript } = setup;
  const page = await e2e.context.newPage();
  await page.goto(`${lensUrl}/blank?run=${run}`);
  const tabId = await e2e.tabIdOf(page);
  const panel = await e2e.context.newPage();
  await panel.goto(`chrome-extension://${e2e.extensionId}/sidepanel.html?tab=${tabId}`);
  await panel.evaluate(browserScript);
  await panel.evaluate((expect) => UserViewBench.watchPanel(expect), p.expect);
  await e2e.extensionPage.evaluate(browserScript);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  const watch = (expect: string[], snapshot: boolean) =>
    e2e.extensionPage.evaluate((w) => UserViewBench.watchReport(w), {
      tabId,
      expect,
      timeoutMs: TIMEOUT_MS,
      snapshot,
      intervalMs: POLL_MS,
    });
  const panelDone = () =>
    panel.waitForFunction(() => (window as PanelWindow).__panel?.complete, null, {
      timeout: TIMEOUT_MS,
    });
  await startProfile(cdp);
  const reported = watch(p.expect, true);
  await page.goto(`${lensUrl}/page-${p.keys}`, {
    waitUntil: 'domcontentloaded',
    timeout: TIMEOUT_MS,
  });
  let attached = false;
  for (let i = 0; i < 2_000 && !attached; i++) {
    attached = await attachLegendWatch(cdp, p.expect.length);
    if (!attached) await new Promise((r) => setTimeout(r, 2));
  }
  const report = await reported;
  await panelDone();
  await page.waitForFunction(() => window.__bench?.legend?.all, null, { timeout: TIMEOUT_MS });
  await page.waitForTimeout(300);
  const lens = await stopProfile(cdp, 'chrome-extension://');
  const times = await page.evaluate(() => ({
    ...UserViewBench.pageTimes(),
    legend: window.__bench!.legend!,
  }));
  const panelTimes = await panel.evaluate(() => (window as PanelWindow).__panel!);
  const dcl = times.domContentLoaded;

  // 500 keyed elements re-rendered with new keys, once everything has settled.
  await page.waitForTimeout(500);
  await panel.evaluate((expect) => UserViewBench.watchPanel(expect), p.rerenderKeys);
  await startProfile(cdp);
  const reReported = watch(p.rerenderKeys, false);
  const at = await page.evaluate((html) => UserViewBench.rerender(html), p.rerenderHtml);
  const re = await reReported;
  await panelDone();
  await page.waitForTimeout(300);
  const reLens = await stopProfile(cdp, 'chrome-extension://');
  const rePanel = await panel.evaluate(() => (window as PanelWindow).__panel!);
  const heap = await heapMb(cdp);
  await cdp.detach();
  await panel.close();
  await page.close();
  return {
    dcl_after_navigation: Math.round(dcl - times.navigationStart),
    first_key_tinted: ms(times.legend.first, dcl),
    every_key_tinted: ms(times.legend.all, dcl),
    legend_attached_late: times.legend.lateAttach,
    report_first_key: ms(report.first, dcl),
    report_every_key: ms(report.listed, dcl),
    report_every_status: ms(report.withStatus, dcl),
    snapshot_every_key: ms(report.snapshot, dcl),
    panel_every_key: ms(panelTimes.listed, dcl),
    panel_complete: ms(panelTimes.complete, dcl),
    lens,
    long_tasks: tasksAfter(times.longTasks, dcl),
    report_asks: report.asks,
    slowest_report_ask_ms: Math.round(report.slowestAskMs),
    rerender: {
      report_every_key: ms(re.listed, at),
      report_every_status: ms(re.withStatus, at),
      panel_complete: ms(rePanel.complete, at),
      lens: reLens,
    },
    heap_mb: heap,
  };
}

type PanelWindow = Window & { __panel?: { listed?: number; complete?: number } };

/** One cold load of the same page with Tolgee's in-context observer, then the re-render. */
export async function tolgeeLoad(
  setup: UserViewSetup,
  p: SizedPage,
  run: number,
): Promise<TolgeeLoad> {
  const page = await setup.e2e.context.newPage();
  await page.goto(`${setup.tolgeeUrl}/blank?run=${run}`);
  const cdp = await page.context().newCDPSession(page);
  await startProfile(cdp);
  await page.goto(`${setup.tolgeeUrl}/page-${p.keys}?run=${run}`, {
    waitUntil: 'load',
    timeout: TIMEOUT_MS,
  });
  await page.waitForFunction(() => TolgeeBench.started !== undefined, null, {
    timeout: TIMEOUT_MS,
  });
  await page.waitForTimeout(300);
  const tolgee = await stopProfile(cdp, '/tolgee.js');
  const times = await page.evaluate(() => ({
    ...UserViewBench.pageTimes(),
    started: TolgeeBench.started!,
  }));
  const dcl = times.domContentLoaded;
  await page.waitForTimeout(500);
  await startProfile(cdp);
  const re = await page.evaluate((html) => TolgeeBench.rerenderKnown(html), p.rerenderHtml);
  await page.waitForTimeout(300);
  const reTolgee = await stopProfile(cdp, '/tolgee.js');
  const heap = await heapMb(cdp);
  await cdp.detach();
  await page.close();
  return {
    dcl_after_navigation: Math.round(dcl - times.navigationStart),
    // `returnedAt` is since the navigation started, as the DOMContentLoaded mark is.
    every_key_known: Math.round(times.started.returnedAt - (dcl - times.navigationStart)),
    registered: times.started.registered,
    tolgee,
    long_tasks: tasksAfter(times.longTasks, dcl),
    rerender_keys_known: Math.round(re.knownAt - re.at),
    rerender: { tolgee: reTolgee },
    heap_mb: heap,
  };
}

/** The page alone (no extension, no Tolgee): its own long tasks and heap. */
export async function plainLoad(setup: UserViewSetup, p: SizedPage, run: number) {
  const page = await setup.e2e.context.newPage();
  await page.goto(`${setup.tolgeeUrl}/plain-${p.keys}?run=${run}`, {
    waitUntil: 'load',
    timeout: TIMEOUT_MS,
  });
  await page.waitForTimeout(800);
  const times = await page.evaluate(() => UserViewBench.pageTimes());
  const cdp = await page.context().newCDPSession(page);
  const heap = await heapMb(cdp);
  await cdp.detach();
  await page.close();
  return {
    dcl_after_navigation: Math.round(times.domContentLoaded - times.navigationStart),
    long_tasks: tasksAfter(times.longTasks, times.domContentLoaded),
    heap_mb: heap,
  };
}
