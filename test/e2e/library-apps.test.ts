/**
 * Small apps built at test time with the real i18n libraries (react-i18next, Tolgee's React SDK,
 * react-intl, vue-i18n), their texts from a project pushed through the service's HTTP API. Each
 * app records what it rendered; the page report must name every such key, no other, with its
 * status, and the page must still show what the app rendered.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageReport } from '../../lib/messaging/types';
import { APPS } from './apps/app-list';
import { startAppServer, type AppServer } from './apps/app-server';
import { buildApps } from './apps/build-apps';
import { seedAppsProject } from './apps/seed-project';
import { ITEMS, type Item } from './apps/src/items';
import { startE2E, whole, type E2E } from './extension-harness';

let e2e: E2E;
let site: AppServer;
const started = Date.now();
beforeAll(async () => {
  e2e = await startE2E();
  const [project, built] = await Promise.all([seedAppsProject(e2e.service), buildApps()]);
  console.log(`apps: ${built.cached ? 'cached build' : `built in ${built.ms} ms`} (${built.dir})`);
  await e2e.ask('auth.useKey', { apiKey: project.publishableKey });
  site = await startAppServer(built.dir, { url: e2e.service.url, ...project });
});
afterAll(async () => {
  await site?.close();
  await e2e?.close();
  console.log(`library apps: ${Date.now() - started} ms in all`);
});

type Key = PageReport['keys'][number];
const ref = (k: { namespace: string; key: string }) => `${k.namespace}:${k.key}`;
const names = (k: Key, item: Item) =>
  k.where === item.where &&
  (ref(k) === `${item.ns}:${item.key}` ||
    (k.candidates ?? []).some((c) => ref(c) === `${item.ns}:${item.key}`));
const settled = (r: PageReport) => r.keys.length > 0 && r.keys.every((k) => k.status !== 'unknown');

/** The report once it is settled and has not changed for a second (the page is quiet). */
async function quietReport(page: Page): Promise<PageReport> {
  const tabId = await e2e.tabIdOf(page);
  const deadline = Date.now() + 15_000;
  let r: PageReport | undefined;
  for (;;) {
    const since = r?.revision;
    const waitMs = r ? 1000 : undefined;
    r = whole(await e2e.ask('page.report', { tabId, since, waitMs }), r);
    if ((settled(r) && r.revision === since) || Date.now() > deadline) return r;
  }
}

describe.each(APPS)('$name', ({ path }) => {
  let page: Page;
  let report: PageReport;
  let rendered: string[];
  beforeAll(async () => {
    page = await e2e.context.newPage();
    await page.goto(`${site.url}/${path}`);
    await page.waitForSelector('html[data-ready="true"]');
    rendered = await page.evaluate(() => window.__rendered ?? []);
    report = await quietReport(page);
  });
  afterAll(() => page?.close());

  it('rendered every item, in the page language', () => {
    expect(rendered).toEqual(ITEMS.map((i) => `${i.ns}:${i.key}@${i.where}`));
    expect(report.locale).toBe('de');
  });

  it.each(ITEMS.map((item) => [`${item.ns}:${item.key}@${item.where}`, item] as const))(
    'finds %s',
    (_name, item) => {
      const all = report.keys.map((k) => `${ref(k)}@${k.where}`).join(' ');
      expect(
        report.keys.some((k) => names(k, item)),
        all,
      ).toBe(true);
    },
  );

  it('names no key the app did not render', () => {
    const keys = new Set(rendered.map((r) => r.split('@')[0]));
    const wrong = report.keys.flatMap((k) =>
      [k, ...(k.candidates ?? [])].filter((c) => !keys.has(ref(c))).map(ref),
    );
    expect(wrong).toEqual([]);
  });

  it('attaches the status of every key found (all are locked)', () => {
    const found = report.keys.filter((k) => ITEMS.some((item) => names(k, item)));
    expect(found.length).toBeGreaterThan(0);
    for (const k of found) expect(k.status, ref(k)).toMatchObject({ isLocked: true });
  });

  it('leaves the text the app rendered as it is', async () => {
    const shown = await page.evaluate(() => {
      const strip = (s: string | null) => (s ?? '').replace(/[\u200B-\u200D]/g, '');
      const input = document.getElementById('search')!;
      return {
        now: [
          ...[...document.querySelectorAll('#root li')].map((li) => strip(li.textContent)),
          strip(input.getAttribute('placeholder')),
          strip(input.getAttribute('title')),
        ],
        rendered: window.__shown ?? [],
      };
    });
    expect(shown.now).toEqual(shown.rendered);
    expect(shown.now).toContain('Deine Bestellungen');
  });
});
