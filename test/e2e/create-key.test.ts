import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel, serviceRow, signIn, signOut } from './panel-helpers';

/**
 * A project manager gives a text the developers hard-coded into the demo shop its key, from the
 * panel's "Text with no key": the key is created with its source text, the page's German text
 * is its first draft, and a key that exists already is refused with nothing written.
 */
const HARD_CODED = 'Kostenloser Versand für alle Bestellungen';
let e2e: E2E;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  const demo = await demoWithPanel(e2e);
  panel = demo.panel;
  await demo.page.evaluate((text) => {
    const p = document.createElement('p');
    p.id = 'hard';
    p.textContent = text;
    document.body.append(p);
  }, HARD_CODED);
});
afterAll(() => e2e?.close());

/** The source language's texts, as apps are served them. */
const sourceTexts = async (): Promise<Record<string, string>> =>
  (
    await e2e.service.call('GET', '/translations?locale=en&namespace=common', {
      key: 'lr_demo_publishable',
    })
  ).body.translations;

const looseItem = () =>
  panel.getByRole('list', { name: 'Text with no key' }).getByRole('listitem').filter({
    hasText: HARD_CODED,
  });

async function openLoose() {
  const details = panel.locator('details').filter({
    has: panel.locator('summary', { hasText: 'Text with no key' }),
  });
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open)))
    await details.locator('summary').click();
  await looseItem().waitFor();
}

describe('creating a key from a text with no key', () => {
  it('is not offered to a translator', async () => {
    await signIn(panel, 'translator@demo.test');
    await openLoose();
    expect(await looseItem().getByRole('button', { name: 'Create key' }).count()).toBe(0);
    await signOut(panel);
  });

  it('creates the key with its source text and the page text as the German draft', async () => {
    await signIn(panel, 'pm@demo.test');
    await openLoose();
    await looseItem().getByRole('button', { name: 'Create key' }).click();
    const form = panel.getByRole('form', { name: 'Create a key for this text' });
    expect(await form.getByLabel('Key').inputValue()).toBe('kostenloser_versand_fur_alle');
    expect(await form.getByLabel('Namespace').inputValue()).toBe('common');
    await form.getByLabel('Key').fill('shipping.free_banner');
    await form.getByLabel('Source text (en)').fill('Free shipping on all orders');
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect
      .poll(() => form.getByRole('status').innerText())
      .toContain('shipping.free_banner created in common');
    const draft = await serviceRow(e2e, 'de', 'common', 'shipping.free_banner');
    expect(draft).toMatchObject({ text: HARD_CODED, isDelivered: false });
    expect((await sourceTexts())['shipping.free_banner']).toBe('Free shipping on all orders');
  });

  it('refuses a key that exists already and writes nothing', async () => {
    const form = panel.getByRole('form', { name: 'Create a key for this text' });
    await form.getByLabel('Key').fill('home.hero_title');
    await form.getByLabel('Source text (en)').fill('Overwritten?');
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect
      .poll(() => form.getByRole('status').innerText())
      .toContain('home.hero_title exists already in common');
    expect((await sourceTexts())['home.hero_title']).not.toBe('Overwritten?');
    expect((await serviceRow(e2e, 'de', 'common', 'home.hero_title'))?.text).not.toBe(HARD_CODED);
  });
});
