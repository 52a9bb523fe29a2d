import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../server/harness';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';

/** The service's /docs page, rendered by Chromium from /openapi.json. */
let h: Harness;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.goto(`${h.url}/docs`);
  await page.locator('details').first().waitFor();
});
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** The summary line of one operation. */
const summary = (method: string, path: string) =>
  page
    .locator('summary')
    .filter({
      has: page.locator('.m', { hasText: new RegExp(`^${method}$`, 'i') }),
    })
    .filter({ has: page.locator('.p', { hasText: new RegExp(`^${path}$`) }) });

describe('GET /docs', () => {
  it('says "not served" on each operation the service does not serve yet, and only there', async () => {
    await expect(summary('post', '/ocr/extract').locator('.ns').textContent()).resolves.toBe(
      'not served',
    );
    expect(await summary('get', '/api/integrations/targets/status').locator('.ns').count()).toBe(0);
    const { body } = await h.call('GET', '/openapi.json');
    const unserved = Object.values(
      body.paths as Record<string, Record<string, { 'x-served': boolean }>>,
    )
      .flatMap((ops) => Object.values(ops))
      .filter((op) => !op['x-served']).length;
    expect(unserved).toBeGreaterThan(0);
    expect(await page.locator('summary .ns').count()).toBe(unserved);
  });
});
