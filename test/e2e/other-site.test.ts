import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, whole, type E2E } from './extension-harness';
import { openPanel } from './panel-helpers';

/**
 * The demo shop under a host name that is not a local development origin. Granting the site's
 * permission takes Chrome's own prompt, which headless Chromium cannot answer: what follows a
 * grant is covered by test/lib/background/sites.test.ts and the panel's component tests.
 */
const HOST = 'shop.test';
let e2e: E2E;
let page: Page;
let panel: Page;

beforeAll(async () => {
  e2e = await startE2E([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
  const port = new URL(e2e.service.url).port;
  page = await e2e.context.newPage();
  await page.goto(`http://${HOST}:${port}/demo/?lang=de`);
  await page.waitForSelector('html[data-ready="true"]');
  panel = await openPanel(e2e, await e2e.tabIdOf(page));
});
afterAll(() => e2e?.close());

describe('a site other than a local development server', () => {
  it('is left alone until the user turns Locale Lens on for it', async () => {
    await panel.getByText('Locale Lens is off on').waitFor();
    const report = whole(await e2e.ask('page.report', { tabId: await e2e.tabIdOf(page) }));
    expect(report.keys).toEqual([]);
    expect(await page.locator('locale-lens-overlay').count()).toBe(0);
  });

  it("is not turned on behind the user's back: without the granted permission nothing runs", async () => {
    const tabId = await e2e.tabIdOf(page);
    const site = await e2e.ask('site.enable', { tabId });
    expect(site).toMatchObject({ status: 'off', pattern: `http://${HOST}/*` });
    await page.waitForTimeout(300);
    expect(await page.locator('locale-lens-overlay').count()).toBe(0);
    expect(await panel.getByRole('button', { name: `Turn on for ${HOST}` }).isVisible()).toBe(true);
  });
});
