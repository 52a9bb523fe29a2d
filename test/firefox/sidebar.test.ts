import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAttackServer, type AttackServer } from '../e2e/attack/server';
import { selectionPages } from '../e2e/attack/selection-pages';
import { eventually } from '../e2e/panel-helpers';
import { startFirefoxE2E, type FirefoxE2E } from './harness';
import { buttonNamed, selectKey, serviceRow, signIn } from './panel';

/**
 * The sidebar's page in Firefox, opened in a tab bound to the page's tab (`?tab=`): WebDriver
 * cannot reach Firefox's real sidebar, which serves this same page.
 */
let ff: FirefoxE2E;
let attack: AttackServer;
beforeAll(async () => {
  ff = await startFirefoxE2E();
  const routes: ReturnType<typeof selectionPages> = {};
  attack = await startAttackServer(routes);
  Object.assign(routes, selectionPages(attack.otherOrigin));
});
afterAll(async () => {
  await ff?.close();
  await attack?.close();
});

const panelFor = (page: Page) =>
  ff.tabIdOf(page).then((tabId) => ff.openExtensionPage(`sidepanel.html?tab=${tabId}`));

const NEW_TEXT = 'Schlichte, langlebige Dinge für jeden Tag.';

describe('a translator edits a row from the sidebar', () => {
  it('previews the text in the page, and Save sends it to the service', async () => {
    const page = await ff.openDemo('?lang=de');
    await ff.report(page, (r) => r.keys.some((k) => k.key === 'home.hero_text'));
    const panel = await panelFor(page);
    await signIn(panel, 'translator@demo.test');
    await selectKey(panel, 'home.hero_text');
    // The box is read-only while the row's status is read again after the sign-in; puppeteer's
    // fill does not wait for it to be editable (Playwright's does), so the user's wait is here.
    await panel.locator('textarea.translation:not([readonly])').fill(NEW_TEXT);
    await page.bringToFront();
    await expect
      .poll(() => page.$eval('#hero-text', (el) => (el as HTMLElement).innerText))
      .toBe(NEW_TEXT);
    await panel.bringToFront();
    await panel.locator(buttonNamed('Save')).click();
    const row = await eventually(
      () => serviceRow(ff.service, 'de', 'common', 'home.hero_text'),
      (r) => r?.text === NEW_TEXT,
    );
    expect(row?.text).toBe(NEW_TEXT);
    await panel.close();
    await page.close();
  });
});

describe("a hostile page's forged Alt+click", () => {
  it('selects nothing, while the user’s own Alt+click selects its key', async () => {
    const page = await ff.open(`${attack.url}/redirect.html`);
    await ff.report(page, (r) => r.keys.length >= 2 && r.keys.every((k) => k.status !== 'unknown'));
    const tabId = await ff.tabIdOf(page);
    const selected = async () => (await ff.ask('panel.page', { tabId })).selected?.key ?? null;
    await page.evaluate(() =>
      (window as never as { forgeAltClick(s: string): void }).forgeAltClick('#hero'),
    );
    // The user's Alt+click after the forged one: once it is taken, the forged one was handled.
    const nav = (await (await page.$('#nav'))!.boundingBox())!;
    await page.keyboard.down('Alt');
    await page.mouse.click(nav.x + nav.width / 2, nav.y + nav.height / 2);
    await page.keyboard.up('Alt');
    expect(await eventually(selected, (k) => k !== null)).toBe('nav.home');
    // The lens took the user's click for itself; the forged one went by to the page untouched.
    const saw = await page.evaluate(() => (window as never as { pageSaw: string[] }).pageSaw);
    expect(saw).toEqual(['alt+click:forged:hero']);
    await page.close();
  });
});
