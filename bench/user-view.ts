/**
 * The user's view of a big page in `bench:scan`: the built extension in headless Chromium with
 * the local service, on a generated page, from its DOMContentLoaded to the first and every key
 * tinted (the closed overlay's legend, read over the DevTools protocol), `page.report` listing
 * every key with its status (asked from an extension page, as automation asks) and the real
 * side panel's list complete; then the same after 500 keyed elements re-render with new keys.
 * Tolgee's observer runs on the same page from another loopback address, in alternating loads.
 */
import { attachLegendWatch, heapMb, startProfile, stopProfile } from './user-view-cdp';
import { reportOverCdp } from './report-over-cdp';
import type { LensLoad, TolgeeLoad } from './user-view-loads';
import type { SizedPage, UserViewSetup } from './user-view-setup';
import type * as Browser from './user-view-browser';
import type * as TolgeeSide from './tolgee-page';

export { setUp, sizedPage } from './user-view-setup';
export type { ToolTime } from './user-view-cdp';
export type { LensLoad, TolgeeLoad } from './user-view-loads';

declare global {
  var UserViewBench: typeof Browser;
  var TolgeeBench: typeof TolgeeSide;
}

/**
 * How often `lens.snapshot` is asked while a load is watched (and `page.report` before it has a
 * report to follow on from). Asked every 5 ms, the asks alone made a 500-key page's keys known
 * 50–90 ms later after the navigation: the figure measured the asking.
 */
const POLL_MS = Number(process.env.POLL_MS ?? 25);
const TIMEOUT_MS = 90_000;
const PANEL_TIMEOUT_MS = 45_000;
/** How long the plain ask waits after each answer before it asks again. */
const PLAIN_INTERVAL_MS = 25;

/** The plain ask's figures when it was not made (`--no-plain`). */
const NOT_ASKED: Awaited<ReturnType<typeof Browser.watchPlain>> = {
  asks: 0,
  answer_ms: null,
  answer_bytes: 0,
  answers: [],
};

const ms = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? null : Math.round(a - b);

const tasksAfter = (tasks: { start: number; duration: number }[], origin: number) =>
  tasks.map((t) => [Math.round(t.start - origin), Math.round(t.duration)]);

/**
 * One cold load of the page with Locale Lens, then the re-render. With `askPlain` the whole
 * report is asked again and again beside the follower: each whole answer of a big page holds the
 * background and the extension pages while it is copied, so the follower is slower with it.
 */
export async function lensLoad(
  setup: UserViewSetup,
  p: SizedPage,
  run: number,
  askPlain = true,
): Promise<LensLoad> {
  const { e2e, lensUrl, browserScript } = setup;
  const page = await e2e.context.newPage();
  await page.goto(`${lensUrl}/blank?run=${run}`);
  const tabId = await e2e.tabIdOf(page);
  const panel = await e2e.context.newPage();
  await panel.goto(`chrome-extension://${e2e.extensionId}/sidepanel.html?tab=${tabId}`);
  await panel.evaluate(browserScript);
  await panel.evaluate((expect) => UserViewBench.watchPanel(expect), p.expect);
  await e2e.extensionPage.evaluate(browserScript);
  // The side panel is open before the load, as a user's is: not still starting during it.
  await panel.evaluate(() => UserViewBench.settled());
  const cdp = await page.context().newCDPSession(page);
  const watch = (expect: string[], snapshot: boolean) =>
    e2e.extensionPage.evaluate((w) => UserViewBench.watchReport(w), {
      tabId,
      expect,
      timeoutMs: TIMEOUT_MS,
      snapshot,
      intervalMs: POLL_MS,
    });
  // A side panel that never completes its list leaves its figures empty, not the load's.
  const panelDone = () =>
    panel
      .waitForFunction(() => (window as PanelWindow).__panel?.complete, null, {
        timeout: PANEL_TIMEOUT_MS,
      })
      .catch(() => undefined);
  // A load that fails leaves its tab traced: closed here, so the next load can trace its own.
  try {
    await startProfile(cdp);
    const reported = watch(p.expect, true);
    await page.goto(`${lensUrl}/page-${p.keys}`, {
      waitUntil: 'domcontentloaded',
      timeout: TIMEOUT_MS,
    });
    // The DOM agent only while the legend's watch is attached: enabled, it adds to every node the
    // page inserts (a 500-key page was parsed about 100 ms later with it, for the lens's loads only).
    await cdp.send('DOM.enable');
    let attached = false;
    for (let i = 0; i < 2_000 && !attached; i++) {
      attached = await attachLegendWatch(cdp, p.expect.length);
      if (!attached) await new Promise((r) => setTimeout(r, 2));
    }
    await cdp.send('DOM.disable');
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
    const overCdp = await reportOverCdp(e2e.extensionPage, tabId);

    // 500 keyed elements re-rendered with new keys, once everything has settled.
    await page.waitForTimeout(500);
    // The panel searched for the new keys (none yet), as a user looking for them: a long list
    // renders only the rows in view, and the search says how many match.
    await panel.fill('input[type="search"]', 'rerendered.item');
    await panel.waitForFunction(() => !document.querySelector('[role="option"]'), null, {
      timeout: PANEL_TIMEOUT_MS,
    });
    await panel.evaluate((expect) => UserViewBench.watchPanel(expect), p.rerenderKeys);
    // Followed on from the report the load's watch ended with, as automation following the page
    // would: the watch waits for the change, rather than fetching the whole report while it comes.
    await e2e.extensionPage.evaluate((id) => UserViewBench.catchUp(id), tabId);
    await startProfile(cdp);
    const reReported = watch(p.rerenderKeys, false);
    // Beside the follower, the plain ask: the whole report, again 25 ms after each answer.
    const rePlain = askPlain
      ? e2e.extensionPage.evaluate((w) => UserViewBench.watchPlain(w), {
          tabId,
          expect: p.rerenderKeys,
          timeoutMs: TIMEOUT_MS,
          intervalMs: PLAIN_INTERVAL_MS,
        })
      : Promise.resolve(NOT_ASKED);
    const at = await page.evaluate((html) => UserViewBench.rerender(html), p.rerenderHtml);
    const [re, plain] = await Promise.all([reReported, rePlain]);
    await panelDone();
    await page.waitForTimeout(300);
    const reLens = await stopProfile(cdp, 'chrome-extension://');
    const rePanel = await panel.evaluate(() => (window as PanelWindow).__panel!);
    const heap = await heapMb(cdp);
    await cdp.detach();
    await panel.close();
    await page.close();
    const known =
      report.listed === undefined || report.snapshot === undefined
        ? undefined
        : Math.max(report.listed, report.snapshot);
    return {
      dcl_after_navigation: Math.round(dcl - times.navigationStart),
      every_key_known_after_navigation: ms(known, times.navigationStart),
      first_key_tinted: ms(times.legend.first, dcl),
      every_key_tinted: ms(times.legend.all, dcl),
      legend_attached_late: times.legend.lateAttach,
      report_first_key: ms(report.first, dcl),
      report_every_key: ms(report.listed, dcl),
      report_every_status: ms(report.withStatus, dcl),
      snapshot_every_key: ms(report.snapshot, dcl),
      panel_every_key: ms(panelTimes.listed, dcl),
      panel_complete: ms(panelTimes.complete, dcl),
      panel_after_report: ms(panelTimes.complete, report.withStatus),
      lens,
      long_tasks: tasksAfter(times.longTasks, dcl),
      report_asks: report.asks,
      rerender: {
        report_every_key: ms(re.listed, at),
        plain_every_key: ms(plain.listed, at),
        plain_answer_ms: plain.answer_ms,
        plain_answer_kb: Math.round(plain.answer_bytes / 1024),
        plain_stale_after_follower:
          re.listed === undefined
            ? null
            : plain.answers.filter(([asked, , listed]) => asked >= re.listed! && !listed).length,
        plain_listing_answer_ms: ms(plain.listed, plain.answers.at(-1)?.[0]),
        report_every_status: ms(re.withStatus, at),
        panel_complete: ms(rePanel.complete, at),
        panel_after_report: ms(rePanel.complete, re.withStatus),
        lens: reLens,
      },
      heap_mb: heap,
      over_cdp: overCdp,
    };
  } catch (error) {
    await cdp.send('Tracing.end').catch(() => undefined);
    await Promise.all([panel.close(), page.close()]).catch(() => undefined);
    throw error;
  }
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
    every_key_known_after_navigation: Math.round(times.started.returnedAt),
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
