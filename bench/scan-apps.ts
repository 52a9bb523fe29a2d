/**
 * The small-page row of `bench:scan`: the apps of test/e2e/apps (react-i18next, Tolgee React,
 * react-intl, vue-i18n) with the built extension and the local service. Per app, medians of
 * alternating cold loads: the app's own time to show its translations without the extension
 * (served from 127.0.0.2, where the content script does not run: the baseline of this run) and
 * with it, and the time until `page.report` holds every key it will hold (settled, then quiet
 * for a second), with the ratios of both to the baseline.
 */
import type { Page } from 'playwright-core';
import { APPS } from '../test/e2e/apps/app-list';
import { startAppServer } from '../test/e2e/apps/app-server';
import { buildApps } from '../test/e2e/apps/build-apps';
import { seedAppsProject } from '../test/e2e/apps/seed-project';
import type { PageReport } from '../lib/messaging/types';
import { startE2E, whole } from '../test/e2e/extension-harness';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (n: number) => Math.round(n * 100) / 100;

export async function appsRow(loads: number) {
  const e2e = await startE2E();
  const [project, built] = await Promise.all([seedAppsProject(e2e.service), buildApps()]);
  await e2e.ask('auth.useKey', { apiKey: project.publishableKey });
  const service = { url: e2e.service.url, ...project };
  const [lensSite, plainSite] = await Promise.all([
    startAppServer(built.dir, service),
    startAppServer(built.dir, service, '127.0.0.2'),
  ]);
  const open = async (url: string) => {
    const page = await e2e.context.newPage();
    const started = Date.now();
    await page.goto(url);
    await page.waitForSelector('html[data-ready="true"]');
    return { page, started, readyMs: await page.evaluate(() => window.__readyAt ?? NaN) };
  };
  /** Milliseconds from navigation until the report reached what it holds once quiet. */
  const reportMs = async (page: Page, started: number) => {
    const tabId = await e2e.tabIdOf(page);
    let r: PageReport | undefined;
    let reachedAt = Date.now();
    for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
      const since = r?.revision;
      r = whole(await e2e.ask('page.report', { tabId, since, waitMs: r ? 1000 : 0 }), r);
      const settled = r.keys.length > 0 && r.keys.every((k) => k.status !== 'unknown');
      if (r.revision !== since) reachedAt = Date.now();
      else if (settled) break;
    }
    return { ms: reachedAt - started, keys: r?.keys.length ?? 0 };
  };
  const rows = [];
  try {
    for (const app of APPS) {
      const plain: number[] = [];
      const lens: number[] = [];
      const report: number[] = [];
      const keys: number[] = [];
      for (let run = 0; run < loads; run++) {
        const bare = await open(`${plainSite.url}/${app.path}`);
        plain.push(bare.readyMs);
        await bare.page.close();
        const withLens = await open(`${lensSite.url}/${app.path}`);
        lens.push(withLens.readyMs);
        const found = await reportMs(withLens.page, withLens.started);
        report.push(found.ms);
        keys.push(found.keys);
        await withLens.page.close();
      }
      const baseline = median(plain);
      rows.push({
        app: app.name,
        app_ready_ms_without_lens: round(baseline),
        app_ready_ms_with_lens: round(median(lens)),
        ratio_app_ready_with_to_without: round(median(lens) / baseline),
        report_complete_ms: round(median(report)),
        ratio_report_to_app_ready_without: round(median(report) / baseline),
        report_keys: median(keys),
      });
    }
  } finally {
    await Promise.all([lensSite.close(), plainSite.close()]);
    await e2e.close();
  }
  return { build: built.cached ? 'cached' : `${built.ms} ms`, loads, apps: rows };
}
