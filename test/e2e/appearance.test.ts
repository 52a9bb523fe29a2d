import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel } from './panel-helpers';

let e2e: E2E;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ panel } = await demoWithPanel(e2e));
  await panel.getByRole('listbox', { name: 'Keys on this page' }).waitFor();
});
afterAll(() => e2e?.close());

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK = 'rgb(13, 17, 23)';
const LIGHT = 'rgb(255, 255, 255)';

describe('the side panel follows the system theme, unless the options pin one', () => {
  it('is dark when the system is dark, light when it is light', async () => {
    await panel.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(panel)).toBe(DARK);
    // A state chip still names its state, in a colour that reads on it.
    const chip = panel.locator('.badge').first();
    expect((await chip.innerText()).trim().length).toBeGreaterThan(0);
    await panel.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => background(panel)).toBe(LIGHT);
  });

  it('the options pin dark over a light system, and back to following it', async () => {
    const options = e2e.extensionPage;
    await options.reload();
    const theme = options.getByRole('combobox', { name: 'Theme' });
    await theme.selectOption('dark');
    await expect.poll(() => background(panel)).toBe(DARK);
    await expect
      .poll(() => options.evaluate(() => getComputedStyle(document.querySelector('main')!).color))
      .toBe('rgb(230, 237, 243)');
    await theme.selectOption('system');
    await expect.poll(() => background(panel)).toBe(LIGHT);
  });
});

describe('the first run', () => {
  it('welcomes in the panel, pointing at the demo shop, until put away', async () => {
    const welcome = panel.getByRole('region', { name: 'Welcome to Locale Lens' });
    await welcome.waitFor();
    expect(await welcome.getByRole('link', { name: 'demo shop' }).getAttribute('href')).toBe(
      `${e2e.service.url}/demo/?lang=de`,
    );
    await welcome.getByRole('button', { name: 'Got it' }).click();
    await panel.reload();
    await panel.getByRole('listbox', { name: 'Keys on this page' }).waitFor();
    expect(await welcome.count()).toBe(0);
  });
});
