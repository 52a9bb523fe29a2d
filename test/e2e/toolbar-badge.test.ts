import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import {
  button,
  demoWithPanel,
  eventually,
  selectKey,
  serviceRow,
  signIn,
  signOut,
} from './panel-helpers';

let e2e: E2E;
let page: Page;
let panel: Page;
let tabId: number;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, panel } = await demoWithPanel(e2e));
  tabId = await e2e.tabIdOf(page);
});
afterAll(() => e2e?.close());

const badge = () =>
  e2e.extensionPage.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);
const tooltip = () =>
  e2e.extensionPage.evaluate((id) => chrome.action.getTitle({ tabId: id }), tabId);
/** The panel's own count of the rows to act on ("· N to act on"). */
const panelCount = async () =>
  Number(/(\d+) to act on/.exec(await panel.locator('section.keys .counts').innerText())?.[1]);

describe('the toolbar badge counts the keys on the page I can act on now', () => {
  it('shows nothing while signed out', async () => {
    await panel.getByRole('listbox', { name: 'Keys on this page' }).waitFor();
    await new Promise((r) => setTimeout(r, 800));
    expect(await badge()).toBe('');
    expect(await tooltip()).toBe('Locale Lens');
  });

  let before = 0;
  it('signed in as the translator: the count the panel walks, explained in the tooltip', async () => {
    await signIn(panel, 'translator@demo.test');
    await expect.poll(panelCount).toBeGreaterThan(0);
    before = await panelCount();
    await expect.poll(badge).toBe(String(before));
    expect(await tooltip()).toBe(
      `Locale Lens: ${before} keys on this page you can act on now (edit, confirm, review or approve)`,
    );
  });

  it('confirming a row takes one off the count', async () => {
    await selectKey(panel, 'home.hero_text');
    await panel.getByRole('textbox', { name: 'Translation' }).fill('Gute Dinge für jeden Tag.');
    await button(panel, 'Save').click();
    await eventually(
      () => serviceRow(e2e, 'de', 'common', 'home.hero_text'),
      (r) => r?.text === 'Gute Dinge für jeden Tag.',
    );
    await button(panel, 'Confirm').click();
    await eventually(
      () => serviceRow(e2e, 'de', 'common', 'home.hero_text'),
      (r) => r?.stageIndex === 1,
    );
    await expect.poll(badge).toBe(String(before - 1));
  });

  it('signing out takes the badge away', async () => {
    await signOut(panel);
    await expect.poll(badge).toBe('');
    await expect.poll(tooltip).toBe('Locale Lens');
  });
});
