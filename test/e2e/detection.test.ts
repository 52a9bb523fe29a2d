import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageReport } from '../../lib/messaging/types';
import { startE2E, type E2E } from './extension-harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

type Key = PageReport['keys'][number];
const find = (r: PageReport, key: string, where?: string) =>
  r.keys.filter((k) => k.key === key && (where === undefined || k.where === where));
const one = (r: PageReport, key: string, where?: string): Key => {
  const found = find(r, key, where);
  expect(
    found,
    `${key} ${where ?? ''} in ${r.keys.map((k) => `${k.key}@${k.where}`).join(' ')}`,
  ).not.toHaveLength(0);
  return found[0]!;
};
const settled = (r: PageReport) =>
  r.frames.length >= 2 && r.keys.length > 0 && r.keys.every((k) => k.status !== 'unknown');

describe('the home page in German', () => {
  let page: Page;
  let report: PageReport;
  beforeAll(async () => {
    page = await e2e.openDemo('?lang=de');
    // "Recently viewed" arrives 800 ms after load: wait for it too.
    report = await e2e.report(page, (r) => settled(r) && find(r, 'recent.title').length > 0);
  });

  it('reports the page, its locale and every frame', () => {
    expect(report.url).toBe(page.url());
    expect(report.locale).toBe('de');
    expect(report.frames.map((f) => f.frameId)).toContain(0);
    expect(report.frames.find((f) => f.frameId === 0)!.shadowRoots).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['tabs.new', 'attribute', 'text'], // data-i18n-key
    ['nav.shop', 'attribute', 'text'], // data-i18n, bare key
    ['header.tagline', 'attribute', 'text'], // data-tolgee-key-only
    ['search.aria', 'attribute', 'attr:aria-label'], // data-i18n="[aria-label]…"
    ['home.hero_title', 'invisible', 'text'], // Tolgee full-key marker
    ['home.hero_text', 'invisible', 'text'], // i18next-subliminal marker
    ['footer.copyright', 'invisible', 'text'], // subliminal, server alphabet
    ['a11y.cart_link', 'invisible', 'attr:title'], // marker inside an attribute
    ['cookie.accept', 'text', 'attr:value'], // plain <input type=button value>
    ['nav.help', 'text', 'text'], // plain text, no marker
  ])('%s by %s in %s', (key, method, where) => {
    expect(one(report, key, where).method).toBe(method);
  });

  it('finds keys inside open shadow roots, nested ones included', () => {
    expect(one(report, 'promo.banner').inShadowRoot).toBe(true);
    expect(one(report, 'promo.badge').inShadowRoot).toBe(true);
    expect(one(report, 'promo.code').method).toBe('invisible');
    expect(one(report, 'nav.home').inShadowRoot).toBe(false);
  });

  it('finds keys in the same-origin iframe, reported as its own frame', () => {
    const frame = report.frames.find((f) => f.url.includes('frame.html'));
    expect(frame).toBeDefined();
    const inFrame = report.keys.filter((k) => k.frameId === frame!.frameId);
    expect(inFrame.find((k) => k.key === 'newsletter.title')?.method).toBe('attribute');
    expect(inFrame.find((k) => k.key === 'newsletter.text')?.method).toBe('invisible');
    // The iframe's own title attribute is matched by text in the top frame.
    expect(find(report, 'newsletter.title', 'attr:title')[0]?.frameId).toBe(0);
    expect(one(report, 'newsletter.email_placeholder', 'attr:placeholder').frameId).toBe(
      frame!.frameId,
    );
  });

  it('finds content added after load', () => {
    expect(one(report, 'recent.title').method).toBe('attribute');
  });

  it('attaches the target status to every key', () => {
    expect(one(report, 'nav.home').status).toMatchObject({ isLocked: true, isDelivered: true });
    const empty = one(report, 'product.view_details').status;
    expect(empty).toMatchObject({ rowState: 'empty', isDelivered: false });
  });

  it('leaves the page text as the page wrote it (markers are decoded into a side table)', async () => {
    const title = await page.locator('#hero-title').evaluate((el) => el.textContent ?? '');
    expect(title).toMatch(/[\u200c\u200d]{9,}/);
    expect(await page.locator('#hero-title').innerText()).not.toBe('');
  });

  it('follows "Show more": the new reviews are reported', async () => {
    const before = find(report, 'reviews.by').length;
    await page.click('#show-more');
    const after = await e2e.report(
      page,
      (r) => settled(r) && find(r, 'reviews.by').length > before,
    );
    expect(find(after, 'reviews.by').length).toBe(before + 2);
  });

  it('follows a re-rendered node: the cart badge is reported once after it is replaced', async () => {
    await page.click('#add-to-cart-mug');
    const after = await e2e.report(
      page,
      (r) => settled(r) && find(r, 'header.cart_count').length === 1,
    );
    expect(find(after, 'header.cart_count')).toHaveLength(1);
    expect(await page.locator('#cart-count').evaluate((el) => el.isConnected)).toBe(true);
  });

  it('follows SPA navigation: the tab switch replaces the grid and its keys are found', async () => {
    await page.click('#tab-popular');
    await page.waitForURL(/tab=popular/);
    const after = await e2e.report(page, (r) => r.url.includes('tab=popular') && settled(r));
    expect(find(after, 'product.add_to_cart').length).toBeGreaterThan(0);
    expect(one(after, 'tabs.popular').key).toBe('tabs.popular');
  });
});

describe('the checkout page in German', () => {
  it('lists every candidate of an ambiguous text match', async () => {
    const page = await e2e.openDemo('checkout.html?lang=de');
    const report = await e2e.report(page);
    const saves = report.keys.filter((k) => k.ambiguous);
    expect(saves).toHaveLength(2);
    for (const save of saves) {
      expect(new Set(save.candidates!.map((c) => `${c.namespace}:${c.key}`))).toEqual(
        new Set(['checkout:address.save', 'common:actions.save']),
      );
    }
    // a bare key inherits data-i18n-ns
    expect(one(report, 'shipping.title').namespace).toBe('checkout');
    // attribute syntax with two targets
    expect(one(report, 'shipping.email_placeholder', 'attr:placeholder').method).toBe('attribute');
    expect(one(report, 'shipping.email_title', 'attr:title').method).toBe('attribute');
  });
});
