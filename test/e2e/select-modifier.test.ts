import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoverCardText } from './closed-shadow';
import { startE2E, type E2E } from './extension-harness';

/**
 * The key that selects a key on the page is the options' choice: Alt+click moves windows on
 * GNOME, KDE and Xfce, so a user there picks Shift (or Ctrl, or Alt+Shift) instead.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const TAGLINE = 'p.tagline';

/** A real click (trusted input events) at the element's centre, with `keys` held. */
async function clickWith(page: Page, keys: string[]): Promise<void> {
  const box = (await page.locator(TAGLINE).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (const k of keys) await page.keyboard.down(k);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  for (const k of keys.reverse()) await page.keyboard.up(k);
}

/** The demo home page with the lens on, counting the clicks its own script sees. */
async function demo(): Promise<Page> {
  const page = await e2e.openDemo('?lang=de');
  await e2e.report(page, (r) => r.keys.some((k) => k.key === 'header.tagline'));
  await e2e.ask('lens.toggle', { tabId: await e2e.tabIdOf(page), on: true });
  await page.evaluate(() => {
    const w = window as never as { pageClicks: number };
    w.pageClicks = 0;
    document.addEventListener('click', () => w.pageClicks++);
  });
  // Once the hover card shows, the overlay has drawn the key's box: a click finds it.
  const box = (await page.locator(TAGLINE).boundingBox())!;
  let wiggle = 0;
  await expect
    .poll(async () => {
      // Moved again each time: a busy machine may draw the boxes after the first move.
      await page.mouse.move(box.x + box.width / 2 + (wiggle++ % 2), box.y + box.height / 2);
      return hoverCardText(page);
    })
    .toContain('header.tagline');
  return page;
}
const pageClicks = (page: Page) =>
  page.evaluate(() => (window as never as { pageClicks: number }).pageClicks);
const selected = async (page: Page) =>
  (await e2e.ask('panel.page', { tabId: await e2e.tabIdOf(page) })).selected?.key ?? null;

describe('the select modifier', () => {
  it('is chosen in the options page and stored', async () => {
    const options = await e2e.context.newPage();
    await options.goto(`chrome-extension://${e2e.extensionId}/options.html`);
    const form = options.getByRole('form', { name: 'Connection settings' });
    await form
      .getByRole('combobox', { name: 'Select a key on the page with' })
      .selectOption('shift');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await e2e.ask('settings.get')).selectModifier).toBe('shift');
    await options.reload();
    const shortcuts = options.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(await shortcuts.innerText()).toContain('Shift+click');
    await options.close();
  });

  it('Shift+click selects on a page opened after, Alt+click is left to the page', async () => {
    const page = await demo();
    // The hover card names the chosen key.
    expect(await hoverCardText(page)).toContain('or Shift + click');
    await clickWith(page, ['Alt']);
    await expect.poll(() => pageClicks(page)).toBe(1);
    expect(await selected(page)).toBeNull();
    await clickWith(page, ['Shift']);
    await expect.poll(() => selected(page)).toBe('header.tagline');
    expect(await pageClicks(page)).toBe(1); // the page never saw the Shift+click
    await page.close();
  });

  it('Alt+Shift needs both keys', async () => {
    await e2e.ask('settings.set', { selectModifier: 'alt-shift' });
    const page = await demo();
    await clickWith(page, ['Shift']);
    await expect.poll(() => pageClicks(page)).toBe(1);
    await clickWith(page, ['Alt', 'Shift']);
    await expect.poll(() => selected(page)).toBe('header.tagline');
    expect(await pageClicks(page)).toBe(1);
    await e2e.ask('settings.set', { selectModifier: 'alt' });
    await page.close();
  });
});
