import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAttackServer, type AttackServer } from './attack/server';
import { selectionPages } from './attack/selection-pages';
import { hoverCardText } from './closed-shadow';
import { startE2E, type E2E } from './extension-harness';
import { eventually, keyOption, openPanel, selectKey, serviceRow, signIn } from './panel-helpers';

/**
 * A hostile page against the user's work: forged Alt+clicks and hovers, a cross-origin frame
 * that selects, and a forged start-up handshake. Each test reproduces an attack that worked.
 */
let e2e: E2E;
let attack: AttackServer;

beforeAll(async () => {
  e2e = await startE2E();
  // The routes need the server's other origin: they are looked up per request.
  const routes: ReturnType<typeof selectionPages> = {};
  attack = await startAttackServer(routes);
  Object.assign(routes, selectionPages(attack.otherOrigin));
});
afterAll(async () => {
  await e2e?.close();
  await attack?.close();
});

async function open(path: string): Promise<Page> {
  const page = await e2e.context.newPage();
  await page.goto(`${attack.url}${path}`);
  await e2e.report(page, (r) => r.keys.length >= 2 && r.keys.every((k) => k.status !== 'unknown'));
  return page;
}

/** A real Alt+click (the browser's own input events, trusted) at the element's centre. */
async function altClick(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  await page.keyboard.down('Alt');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.up('Alt');
}

const selectedKey = async (page: Page) =>
  (await e2e.ask('panel.page', { tabId: await e2e.tabIdOf(page) })).selected?.key ?? null;

describe('a page cannot redirect an edit to another key', () => {
  it('ignores a forged Alt+click, and only offers a real one while the user types', async () => {
    const page = await open('/redirect.html');
    const panel = await openPanel(e2e, await e2e.tabIdOf(page));
    await signIn(panel, 'translator@demo.test');
    await selectKey(panel, 'header.tagline');
    const box = panel.getByRole('textbox', { name: 'Translation' });
    await box.fill(`${await box.inputValue()}XYZ`);
    await page.evaluate(() =>
      (window as never as { forgeAltClick(s: string): void }).forgeAltClick('#nav'),
    );
    // A real Alt+click after the forged one: once it is offered, the forged one was handled.
    await altClick(page, '#nav');
    await panel.getByText('The page selected nav.home').waitFor();
    expect(await panel.getByRole('region', { name: 'Edit header.tagline' }).count()).toBe(1);
    await panel.keyboard.type('!');
    expect(await box.inputValue()).toMatch(/XYZ!$/);
    const locked = await serviceRow(e2e, 'es', 'common', 'nav.home');
    expect(locked?.text).not.toMatch(/XYZ/);
    // The page's own listeners never saw either Alt+click on a key.
    const saw = await page.evaluate(() => (window as never as { pageSaw: string[] }).pageSaw);
    expect(saw).toEqual(['alt+click:forged:nav']); // the page's own
    await panel.getByRole('button', { name: 'Switch to nav.home' }).click();
    await panel.getByRole('region', { name: 'Edit nav.home' }).waitFor();
    await panel.close();
    await page.close();
  });
});

describe("a page cannot read the user's row texts from the overlay", () => {
  it('shows no hover card for a forged hover, and keeps no row text once the user moves on', async () => {
    const page = await open('/redirect.html');
    const hero = (await serviceRow(e2e, 'es', 'common', 'header.tagline'))!.text;
    const nav = (await serviceRow(e2e, 'es', 'common', 'nav.home'))!.text;
    const find = (text: string) =>
      page.evaluate((t) => {
        getSelection()?.removeAllRanges();
        return (window as never as { find(t: string): boolean }).find(t);
      }, text);
    await page.evaluate(() =>
      (window as never as { forgeHover(s: string): void }).forgeHover('#hero'),
    );
    // The user's own hover after the forged one: the card follows the user only.
    const box = (await page.locator('#nav').boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    await expect.poll(() => hoverCardText(page)).toContain('common:nav.home');
    expect(await find(hero)).toBe(false);
    await page.mouse.move(600, 600); // nothing there (the legend is in a corner)
    await expect.poll(() => hoverCardText(page)).toBeNull();
    expect(await find(nav)).toBe(false);
    await page.close();
  });
});

describe('a frame of another site', () => {
  it("shows its origin with its keys, and cannot set the tab's selection", async () => {
    const page = await e2e.context.newPage();
    await page.goto(`${attack.url}/frames.html`);
    await e2e.report(page, (r) => r.keys.some((k) => k.frameId !== 0));
    const panel = await openPanel(e2e, await e2e.tabIdOf(page));
    const cart = keyOption(panel, 'nav.cart');
    await expect.poll(() => cart.innerText()).toContain(`Frame: ${attack.otherOrigin}`);
    expect(await selectedKey(page)).toBeNull();
    await altClick(page, '#nav');
    await eventually(
      () => selectedKey(page),
      (k) => k === 'nav.home',
    );
    const frame = page.frames().find((f) => f.url().includes('frame-inner'))!;
    const forged = () => frame.evaluate(() => (window as never as { forged: number }).forged);
    const before = await forged();
    await eventually(forged, (n) => n >= before + 5);
    expect(await selectedKey(page)).toBe('nav.home');
    await panel.close();
    await page.close();
  });
});

describe("the framework's start-up handshake", () => {
  it('tells the page nothing, and a forged one does not stop the lens', async () => {
    const page = await open('/handshake.html');
    const heard = await page.evaluate(() => (window as never as { heard: string[] }).heard);
    expect(heard.join('\n')).not.toContain(e2e.extensionId);
    await page.evaluate((id) => {
      const w = window as never as { forgeStop(id: string): void; addKey(): void };
      w.forgeStop(id);
      w.addKey();
    }, e2e.extensionId);
    const report = await e2e.report(page, (r) => r.keys.some((k) => k.key === 'nav.cart'));
    expect(report.keys.map((k) => k.key)).toContain('nav.cart');
    expect(await page.locator('locale-lens-overlay').count()).toBe(1);
    await page.close();
  });
});

describe("the extension's storage", () => {
  it('cannot be read by the content script that runs inside the page', async () => {
    const page = await open('/redirect.html');
    await e2e.ask('settings.set', { pinnedLocale: null }); // something is stored in local storage
    const cdp = await page.context().newCDPSession(page);
    const contexts: { id: number; origin: string; auxData?: { type?: string } }[] = [];
    cdp.on('Runtime.executionContextCreated', (e) => contexts.push(e.context));
    await cdp.send('Runtime.enable');
    const world = contexts.find(
      (c) => c.auxData?.type === 'isolated' && c.origin.startsWith('chrome-extension://'),
    );
    expect(world).toBeDefined();
    const read = async (area: string) => {
      const { result } = (await cdp.send('Runtime.evaluate', {
        contextId: world!.id,
        awaitPromise: true,
        returnByValue: true,
        expression: `chrome.storage.${area}.get(null).then((v) => 'read: ' + Object.keys(v), (e) => 'refused: ' + e.message)`,
      })) as { result: { value: string } };
      return result.value;
    };
    expect(await read('local')).toMatch(/^refused/);
    expect(await read('session')).toMatch(/^refused/);
    await cdp.detach();
    await page.close();
  });
});
