import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { button, demoWithPanel, selectKey, signIn } from './panel-helpers';

/**
 * Screenshots of keys, in real Chromium on the demo shop: the panel's button captures the visible
 * page, the background crops each key in view and attaches it, and the row's context shows it.
 */
let e2e: E2E;
let page: Page;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, panel } = await demoWithPanel(e2e));
});
afterAll(() => e2e?.close());

const KEY = 'home.hero_text';
const shotsOf = async (key: string) =>
  (
    await e2e.service.call(
      'GET',
      `/api/integrations/screenshots?locale=de&namespace=common&key=${encodeURIComponent(key)}`,
      { key: 'lr_demo_master' },
    )
  ).body as { screenshots: { media_type: string; width: number; page_url: string; stale: null }[] };

describe('a translator attaches screenshots to the keys in view and reads them in the queue', () => {
  it('says why when Chrome has not let the tab be captured (no toolbar click, no shortcut)', async () => {
    await signIn(panel, 'translator@demo.test');
    await page.bringToFront();
    await button(panel, 'Screenshot the keys in view').click();
    const alert = panel.locator('.capture-shots').getByRole('alert');
    await expect.poll(() => alert.innerText(), { timeout: 20_000 }).toContain('Alt+Shift+S');
  });

  it('captures the visible page: every key in view gets its crop, in the page language', async () => {
    // As the crawler does: the browser's driver makes the capture, the background the rest.
    const image = (await page.screenshot()).toString('base64');
    const done = await e2e.ask('shots.capture', { tabId: await e2e.tabIdOf(page), image });
    expect(done).toMatchObject({ locale: 'de', failed: 0 });
    expect(done.attached).toBeGreaterThan(3);
    const { screenshots } = await shotsOf(KEY);
    expect(screenshots).toHaveLength(1);
    expect(screenshots[0]).toMatchObject({ stale: null, page_url: page.url().split('#')[0] });
    expect(['image/webp', 'image/png']).toContain(screenshots[0]!.media_type);
    // A crop around the key, not the whole window.
    expect(screenshots[0]!.width).toBeLessThan(page.viewportSize()!.width);
  });

  it("shows the row's screenshot in its context, and enlarges it on a click", async () => {
    await selectKey(panel, KEY);
    const thumb = panel.getByRole('button', { name: 'Enlarge the screenshot' });
    await thumb.waitFor();
    const img = thumb.getByRole('img');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    await thumb.click();
    const big = panel.getByRole('dialog', { name: 'Screenshot' });
    await big.waitFor();
    expect(await big.getByRole('img').getAttribute('src')).toMatch(
      /^data:image\/(webp|png);base64,/,
    );
    await big.getByRole('button', { name: 'Close' }).click();
    await big.waitFor({ state: 'detached' });
  });
});
