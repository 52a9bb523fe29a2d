import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER } from '../server/helpers';
import { startE2E, type E2E } from './extension-harness';
import { overlayPoint, overlayText } from './closed-shadow';
import { demoWithPanel } from './panel-helpers';

/**
 * The page as customers would read it after the next delivery, or with every pending text: only
 * text Locale Lens found changes, the page comes back exactly, and nothing is written.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const status = () =>
  e2e.service.call(
    'GET',
    '/api/integrations/targets/status?locale=de&namespace=common&keys=home.hero_text',
    {
      key: MASTER,
    },
  );

describe('the delivered / pending preview', () => {
  it('shows each mode on the page and restores it exactly, without a write', async () => {
    const { page, panel } = await demoWithPanel(e2e);
    const before = await status();
    const body = () => page.evaluate(() => document.body.innerHTML);
    const hero = () => page.locator('#hero-text').innerText();
    const original = await body();
    const shownToday = await hero();
    await panel.getByText(/^Delivery readiness/).click();

    await panel.getByRole('radio', { name: 'With every pending text' }).check();
    await expect.poll(hero).toBe('Schlichte, langlebige Produkte, die viele Jahre halten.');
    await panel.getByText(/texts replaced on the page/).waitFor();

    await panel.getByRole('radio', { name: 'As customers would see it' }).check();
    // Still a draft: customers read the source, as the shop falls back to it.
    await expect.poll(hero).toBe('Simple, durable products designed to last for years.');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Gute Dinge für jeden Tag',
    );

    await panel.getByRole('radio', { name: 'As it is' }).check();
    await expect.poll(body).toBe(original);
    expect(await hero()).toBe(shownToday);
    expect(await e2e.ask('outbox.list')).toEqual([]);
    expect((await status()).body).toEqual(before.body);
    // Tabs are found by URL: the next test's demo tab must be the only one.
    await panel.close();
    await page.close();
  });

  it('puts the page back when the panel goes away', async () => {
    const { page, panel } = await demoWithPanel(e2e);
    // The hero's own nodes, invisible markers included.
    const hero = () => page.evaluate(() => document.getElementById('hero-text')!.innerHTML);
    const original = await hero();
    await panel.getByText(/^Delivery readiness/).click();
    await panel.getByRole('radio', { name: 'With every pending text' }).check();
    await panel.getByText(/texts replaced on the page/).waitFor();
    await expect.poll(hero).not.toBe(original);
    await panel.close({ runBeforeUnload: true });
    await expect.poll(hero).toBe(original);
    await page.close();
  });

  it('switches from the legend on the page too, in step with the panel', async () => {
    const { page, panel } = await demoWithPanel(e2e);
    const before = await status();
    const body = () => page.evaluate(() => document.body.innerHTML);
    const hero = () => page.locator('#hero-text').innerText();
    const original = await body();
    await panel.getByText(/^Delivery readiness/).click();
    const legendSays = () => overlayText(page, '.pv');
    expect(await legendSays()).toBe('Show the page: As it is');
    const radio = (name: string) => panel.getByRole('radio', { name });

    // The legend's switch steps through the modes; the panel follows.
    const at = (await overlayPoint(page, '.pv'))!;
    await page.mouse.click(at.x, at.y);
    await expect.poll(hero).toBe('Simple, durable products designed to last for years.');
    await expect.poll(() => radio('As customers would see it').isChecked()).toBe(true);
    expect(await legendSays()).toBe('Show the page: As customers would see it');
    await page.mouse.click(at.x, at.y);
    await expect.poll(hero).toBe('Schlichte, langlebige Produkte, die viele Jahre halten.');
    await expect.poll(() => radio('With every pending text').isChecked()).toBe(true);

    // The panel's switch: the legend follows, and the page comes back exactly.
    await radio('As it is').check();
    await expect.poll(body).toBe(original);
    await expect.poll(legendSays).toBe('Show the page: As it is');
    expect(await e2e.ask('outbox.list')).toEqual([]);
    expect((await status()).body).toEqual(before.body);
    await panel.close();
    await page.close();
  });
});
