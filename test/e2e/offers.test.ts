import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/demo/seed';
import { launchWithExtension, type ExtensionBrowser } from './browser';
import { startE2E, type E2E } from './extension-harness';
import { button, eventually, selectKey, serviceRow, signIn } from './panel-helpers';

/**
 * A manager and a freelancer, each in a browser of their own against one service: the manager
 * offers German checkout from the panel, the freelancer counters, the manager accepts the counter
 * and confirms, and the freelancer edits a checkout row without signing in again.
 */
let e2e: E2E;
let other: ExtensionBrowser;
let pm: Page;
let freelancer: Page;
let freelancerPage: Page;
const CHECKOUT = 'checkout.html?lang=de';
const ROW = 'gift.label';
const NEW_TEXT = 'Als Geschenk verpacken, bitte';

/** The checkout page in `browser`'s tab, and the side panel bound to that tab. */
async function checkoutWithPanel(browser: ExtensionBrowser, serviceUrl: string) {
  const ask = (m: Record<string, unknown>) =>
    browser.extensionPage.evaluate((msg) => chrome.runtime.sendMessage(msg), m);
  await ask({ type: 'settings.set', baseUrl: serviceUrl });
  const page = await browser.context.newPage();
  await page.goto(`${serviceUrl}/demo/${CHECKOUT}`);
  await page.waitForSelector('html[data-ready="true"]');
  const url = page.url();
  const tabId = await browser.extensionPage.evaluate(async (u) => {
    for (const t of await chrome.tabs.query({})) if (t.url === u) return t.id;
    return undefined;
  }, url);
  if (tabId === undefined) throw new Error('No tab for the checkout page');
  const panel = await browser.context.newPage();
  await panel.goto(`chrome-extension://${browser.extensionId}/sidepanel.html?tab=${tabId}`);
  return { page, panel };
}

const offerCard = (panel: Page) => panel.locator('li.offer', { hasText: 'de · checkout' });
const openOffers = async (panel: Page) => {
  const summary = panel.locator('summary', { hasText: /^Offers/ });
  await summary.waitFor();
  if (!(await panel.locator('details.offers-section').getAttribute('open'))) await summary.click();
};

beforeAll(async () => {
  e2e = await startE2E();
  other = await launchWithExtension();
  ({ panel: pm } = await checkoutWithPanel(e2e, e2e.service.url));
  ({ page: freelancerPage, panel: freelancer } = await checkoutWithPanel(other, e2e.service.url));
});
afterAll(async () => {
  await other?.close();
  await e2e?.close();
});

describe('a manager offers German checkout to a freelancer, in context', () => {
  it('the manager offers the checkout namespace from the panel, the volume prefilled', async () => {
    await signIn(pm, 'pm@demo.test');
    await openOffers(pm);
    await pm.locator('summary', { hasText: 'Offer this language (de)' }).click();
    const form = pm.getByRole('form', { name: 'Offer de' });
    const volume = form.getByLabel('Volume for checkout');
    await expect.poll(async () => Number(await volume.inputValue())).toBeGreaterThan(0);
    await form.getByRole('checkbox', { name: /checkout/ }).check();
    await form.getByLabel('E-mail or user id').fill(DEMO_USERS.freelancer.user_id);
    await form.getByLabel('Rate per word (EUR)').fill('0.10');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect.poll(() => offerCard(pm).innerText()).toContain('offer');
  });

  it('the freelancer sees it in their inbox and counters', async () => {
    await signIn(freelancer, 'freelancer@demo.test');
    await openOffers(freelancer);
    // The toolbar button counts the offer waiting for an answer.
    await expect
      .poll(() => other.extensionPage.evaluate(() => chrome.action.getBadgeText({})))
      .toBe('1');
    const card = offerCard(freelancer);
    await card.getByRole('button', { name: 'Counter…' }).click();
    await card.getByLabel('Rate (EUR)').fill('0.14');
    await card.getByRole('button', { name: 'Send counter' }).click();
    await expect.poll(() => card.innerText()).toContain('Waiting for the manager');
    await expect
      .poll(() => other.extensionPage.evaluate(() => chrome.action.getBadgeText({})))
      .toBe('');
  });

  it('the manager accepts the counter, then confirms', async () => {
    const card = offerCard(pm);
    await card.getByRole('button', { name: 'Accept counter' }).click();
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => card.innerText()).toContain('confirmed');
    await expect.poll(() => card.innerText()).toContain('0.14 EUR');
  });

  it('the freelancer, still signed in, now edits a checkout row on the page', async () => {
    await expect
      .poll(() => offerCard(freelancer).innerText(), { timeout: 20_000 })
      .toContain('Confirmed');
    await expect
      .poll(
        async () => {
          await selectKey(freelancer, ROW).catch(() => undefined);
          return button(freelancer, 'Save')
            .isVisible()
            .then(
              async (v) =>
                v && (await freelancer.getByRole('textbox', { name: 'Translation' }).isEditable()),
            );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await freelancer.getByRole('textbox', { name: 'Translation' }).fill(NEW_TEXT);
    await button(freelancer, 'Save').click();
    await eventually(
      () => serviceRow(e2e, 'de', 'checkout', ROW),
      (r) => r?.text === NEW_TEXT,
    );
    expect(freelancerPage.url()).toContain(CHECKOUT);
  });
});
