import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const page = async (path: string) => {
  const res = await h.call('GET', path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.body as string;
};

describe('the demo shop', () => {
  it.each([
    ['/demo/', 'home', 'Home', 'hero-title'],
    ['/demo/index.html', 'home', 'Home', 'hero-title'],
    ['/demo/product.html', 'product', 'Shop', 'breadcrumb'],
    ['/demo/cart.html', 'cart', 'Cart', 'cart-table'],
    ['/demo/checkout.html', 'checkout', 'Checkout', 'checkout-form'],
  ])('%s: the shared header and footer around its own content', async (path, name, nav, id) => {
    const html = await page(path);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<body data-page="${name}"`);
    expect(html).toContain('id="site-header"');
    expect(html).toContain('id="site-footer"');
    expect(html).toContain(`id="${id}"`);
    expect(html).not.toContain('{{');
    // Exactly one navigation link is the current page: this one.
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`aria-current="page">${nav}</a>`));
  });

  it('serves its assets, and not the templates pages are made of', async () => {
    expect((await h.call('GET', '/demo/shop.css')).status).toBe(200);
    expect(await page('/demo/frame.html')).toContain('data-page="frame"');
    for (const path of [
      '/demo/layout.html',
      '/demo/pages/cart.html',
      '/demo/..%2Fpages%2Flayout.html',
      '/demo/nope.html',
    ])
      expect((await h.call('GET', path)).status).toBe(404);
  });
});
