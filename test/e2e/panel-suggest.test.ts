import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { button, demoWithPanel, eventually, selectKey, serviceRow, signIn } from './panel-helpers';

/**
 * Suggest on the demo shop in Spanish: the local service translates with Apertium (Debian's
 * apertium-eng-spa), and the suggestion goes into the editor and the page like any edit.
 */
let e2e: E2E;
let page: Page;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, panel } = await demoWithPanel(e2e, '?lang=es'));
});
afterAll(() => e2e?.close());

const SOURCE = 'Simple, durable products designed to last for years.';
const box = () => panel.getByRole('textbox', { name: 'Translation' });

describe('a translator asks for suggestions in the side panel', () => {
  it('Suggest fills the editor with a real Spanish translation from Apertium', async () => {
    await signIn(panel, 'translator@demo.test');
    await selectKey(panel, 'home.hero_text');
    const before = await box().inputValue();
    await button(panel, 'Suggest').click();
    const insert = panel.getByRole('button', { name: 'Insert Apertium', exact: true });
    await insert.waitFor({ timeout: 60_000 });
    await insert.click();
    await expect.poll(() => box().inputValue()).not.toBe(before);
    const text = await box().inputValue();
    // Apertium's rules, not a copy: Spanish words for the English ones.
    expect(text).not.toBe(SOURCE);
    expect(text).toMatch(/^Productos sencillos/);
    expect(text).toMatch(/duraderos/);
    // Previewed in the page like any edit, and nothing saved without the user.
    await expect.poll(() => page.locator('#hero-text').innerText()).toBe(text);
    expect((await serviceRow(e2e, 'es', 'common', 'home.hero_text'))?.text).not.toBe(text);
  });

  it('after Save, the row says how much of the suggestion the translator changed', async () => {
    await box().press('End');
    await box().pressSequentially(' ¡Garantizado!');
    await button(panel, 'Save').click();
    const saved = await eventually(
      () => serviceRow(e2e, 'es', 'common', 'home.hero_text'),
      (r) => r?.text.endsWith('¡Garantizado!') ?? false,
    );
    expect(saved?.text).toMatch(/^Productos sencillos/);
    await expect
      .poll(() => panel.getByText(/^You changed \d+ % of the suggestion \(chrF \d+\)$/).count())
      .toBe(1);
  });

  it('Suggest for every empty row leaves Spanish drafts to review, and saves nothing', async () => {
    const start = panel.getByRole('button', { name: /^Suggest for every empty row on this page/ });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await panel
      .getByText(/waiting as drafts: open each row to review and save it\. Nothing was saved\.$/)
      .waitFor({ timeout: 60_000 });
    expect((await serviceRow(e2e, 'es', 'common', 'promo.code'))?.text ?? '').toBe('');
    await selectKey(panel, 'promo.code');
    await expect.poll(() => box().inputValue()).toMatch(/%s/);
    expect(await box().inputValue()).not.toBe('Use code %s at checkout');
    await panel.getByText('Draft restored.', { exact: false }).waitFor();
  });
});
