import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { useExtensionOnSite } from './site-harness';
import { openPanel } from './panel-helpers';

/** The side panel on a page of 3,000 keys: it lists them all, rendering the rows in view. */
const KEYS = 3000;
const keyName = (i: number) => `big.item${String(i).padStart(4, '0')}`;
const pages = {
  '/big.html': () => ({
    html: `<!doctype html><html lang="de"><body>${Array.from(
      { length: KEYS },
      (_, i) => `<p data-i18n-key="common:${keyName(i)}">Text ${i}</p>`,
    ).join('')}</body></html>`,
  }),
};

const env = useExtensionOnSite(pages);

describe('the side panel on a page of thousands of keys', () => {
  it('lists every key, rendering only the rows in view', { timeout: 90_000 }, async () => {
    const { e2e, site } = env;
    const page = await e2e.context.newPage();
    await page.goto(`${site.url}/big.html`);
    await e2e.report(page, (r) => r.keys.length === KEYS);
    const panel = await openPanel(e2e, await e2e.tabIdOf(page));
    const list = panel.getByRole('listbox', { name: 'Keys on this page' });
    const options = list.getByRole('option');
    await expect.poll(() => options.first().getAttribute('aria-setsize')).toBe(String(KEYS));
    await expect.poll(() => list.getAttribute('aria-busy')).toBe('false');
    expect(await options.count()).toBeLessThan(100);
    expect(await options.first().locator('.key').innerText()).toBe(keyName(0));

    // The keyboard walks every row: End selects the last one and scrolls it into view.
    await list.focus();
    await panel.keyboard.press('End');
    const last = list.getByRole('option', { name: keyName(KEYS - 1), exact: true });
    await expect.poll(() => last.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => last.isVisible()).toBe(true);
    expect(await last.getAttribute('aria-posinset')).toBe(String(KEYS));

    // Scrolling renders the rows scrolled to.
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
    const middle = keyName(KEYS / 2);
    await expect
      .poll(async () => (await options.locator('.key').allInnerTexts()).some((k) => k === middle))
      .toBe(true);

    // Search looks through every row, rendered or not.
    await panel.getByRole('searchbox', { name: 'Search keys' }).fill('big.item123');
    await expect
      .poll(() => options.locator('.key').allInnerTexts())
      .toEqual(Array.from({ length: 10 }, (_, i) => keyName(1230 + i)));
    await panel.getByRole('searchbox', { name: 'Search keys' }).fill('');
    expect(await seriousViolations(panel)).toEqual([]);

    // The page re-renders ten rows with other keys: the list follows, every other row kept.
    await page.evaluate(() =>
      document.querySelectorAll('p').forEach((p, i) => {
        if (i < 10) p.setAttribute('data-i18n-key', `common:big.fresh${i}`);
      }),
    );
    await panel.getByRole('searchbox', { name: 'Search keys' }).fill('big.fresh');
    await expect
      .poll(() => options.locator('.key').allInnerTexts())
      .toEqual(Array.from({ length: 10 }, (_, i) => `big.fresh${i}`));
    await panel.getByRole('searchbox', { name: 'Search keys' }).fill('big.item');
    await expect.poll(() => options.first().getAttribute('aria-setsize')).toBe(String(KEYS - 10));
    await panel.getByRole('searchbox', { name: 'Search keys' }).fill('big.item00');
    await expect.poll(() => options.first().locator('.key').innerText()).toBe(keyName(10));
    await panel.close();
    await page.close();
  });
});
