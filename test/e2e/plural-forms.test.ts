import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { button, demoWithPanel, eventually, selectKey, serviceRow, signIn } from './panel-helpers';

/** A translator edits a plural one form at a time on the demo shop, and saves it. */
let e2e: E2E;
let page: Page;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, panel } = await demoWithPanel(e2e));
});
afterAll(() => e2e?.close());

const KEY = 'home.hero_text';
const PLURAL = 'Heute {count, plural, one {# Angebot} other {# Angebote}} für Sie.';

describe('a plural, one field per form, in the side panel', () => {
  it('turns the one text box into a field per German form', async () => {
    await signIn(panel, 'translator@demo.test');
    await selectKey(panel, KEY);
    await panel.getByRole('textbox', { name: 'Translation' }).fill(PLURAL);
    await button(panel, 'Edit each form').click();
    const forms = panel.getByRole('group', { name: 'Forms of count' });
    await forms.waitFor();
    expect(await panel.getByRole('textbox', { name: 'Form one' }).inputValue()).toBe('# Angebot');
    expect(await panel.getByText('For 0, 2, 3…').count()).toBe(1);
  });

  it('typing a form shows it in the page with a number that picks it', async () => {
    await panel.getByRole('textbox', { name: 'Form one' }).fill('# tolles Angebot');
    await expect
      .poll(() => page.locator('#hero-text').innerText())
      .toBe('Heute 1 tolles Angebot für Sie.');
  });

  it('saves the rebuilt message', async () => {
    await button(panel, 'Save').click();
    const row = await eventually(
      () => serviceRow(e2e, 'de', 'common', KEY),
      (r) => r?.text.includes('tolles') ?? false,
    );
    expect(row?.text).toBe(
      'Heute {count, plural, one {# tolles Angebot} other {# Angebote}} für Sie.',
    );
  });
});
