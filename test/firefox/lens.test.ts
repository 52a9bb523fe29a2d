import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageReport } from '../../lib/messaging/types';
import { startFirefoxE2E, type FirefoxE2E } from './harness';

/** The demo shop in Firefox: every detection method finds its keys, and the overlay is drawn. */
let ff: FirefoxE2E;
beforeAll(async () => {
  ff = await startFirefoxE2E();
});
afterAll(() => ff?.close());

const find = (r: PageReport, key: string, where?: string) =>
  r.keys.filter((k) => k.key === key && (where === undefined || k.where === where));
// Text matches are reported once the page's texts are in and the walk ends, after attributes and
// markers: wait for them too, or a loaded machine reads the report before they come.
const settled = (r: PageReport) =>
  r.frames.length >= 2 &&
  ['recent.title', 'nav.help', 'cookie.accept'].every((key) => r.keys.some((k) => k.key === key)) &&
  r.keys.every((k) => k.status !== 'unknown');

describe('the demo home page in German, in Firefox', () => {
  let page: Page;
  let report: PageReport;
  beforeAll(async () => {
    page = await ff.openDemo('?lang=de');
    report = await ff.report(page, settled);
  });

  it('reports the page, its locale, its frames and open shadow roots', () => {
    expect(report.url).toBe(page.url());
    expect(report.locale).toBe('de');
    expect(report.frames.find((f) => f.frameId === 0)!.shadowRoots).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['tabs.new', 'attribute', 'text'], // data-i18n-key
    ['nav.shop', 'attribute', 'text'], // data-i18n, bare key
    ['header.tagline', 'attribute', 'text'], // data-tolgee-key-only
    ['search.aria', 'attribute', 'attr:aria-label'], // data-i18n="[aria-label]…"
    ['home.hero_title', 'invisible', 'text'], // Tolgee full-key marker
    ['home.hero_text', 'invisible', 'text'], // i18next-subliminal marker
    ['a11y.cart_link', 'invisible', 'attr:title'], // marker inside an attribute
    ['cookie.accept', 'text', 'attr:value'], // plain <input type=button value>
    ['nav.help', 'text', 'text'], // plain text, no marker
    ['recent.title', 'attribute', 'text'], // added after load
  ])('%s by %s in %s', (key, method, where) => {
    const found = find(report, key, where);
    expect(found.map((k) => k.method)).toContain(method);
  });

  it('finds keys in shadow roots and in the same-origin iframe, with their status', () => {
    expect(find(report, 'promo.banner')[0]?.inShadowRoot).toBe(true);
    const frame = report.frames.find((f) => f.url.includes('frame.html'));
    expect(frame).toBeDefined();
    const inFrame = report.keys.filter((k) => k.frameId === frame!.frameId).map((k) => k.key);
    expect(inFrame).toEqual(expect.arrayContaining(['newsletter.title', 'newsletter.text']));
    expect(find(report, 'nav.home')[0]?.status).toMatchObject({ isLocked: true });
  });

  it('lists every candidate of an ambiguous text match', async () => {
    const checkout = await ff.openDemo('checkout.html?lang=de');
    const r = await ff.report(checkout);
    const saves = r.keys.filter((k) => k.ambiguous);
    expect(saves).toHaveLength(2);
    expect(new Set(saves[0]!.candidates!.map((c) => `${c.namespace}:${c.key}`))).toEqual(
      new Set(['checkout:address.save', 'common:actions.save']),
    );
    await checkout.close();
  });

  it('draws the overlay over the keys, and takes it away when the lens is turned off', async () => {
    const tabId = await ff.tabIdOf(page);
    const snapshot = await ff.ask('lens.snapshot', { tabId });
    expect(snapshot?.visible).toBe(true);
    expect(snapshot?.items).toBeGreaterThan(10);
    expect(await page.$$eval('locale-lens-overlay', (els) => els.length)).toBe(1);
    // What the user sees around a key: the same pixels again with the lens off means it drew.
    await page.bringToFront();
    const title = (await page.$('#hero-title'))!;
    const box = (await title.boundingBox())!;
    const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
    const shot = () => page.screenshot({ clip, encoding: 'base64' });
    const on = await shot();
    await ff.ask('lens.toggle', { tabId, on: false });
    await expect.poll(async () => (await ff.ask('lens.snapshot', { tabId }))?.visible).toBe(false);
    const off = await shot();
    await ff.ask('lens.toggle', { tabId, on: true });
    await expect.poll(async () => (await ff.ask('lens.snapshot', { tabId }))?.visible).toBe(true);
    expect(off).not.toBe(on);
    await expect.poll(shot).toBe(on);
  });
});
