import { describe, expect, it } from 'vitest';
import { useExtensionOnSite } from './site-harness';

/**
 * Custom elements whose shadow root attaches after the lens scanned the page: the element is
 * defined by a script that runs later, and nothing else on the page changes.
 */
const widget = (name: string, key: string) =>
  `customElements.define('${name}', class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({ mode: 'open' });
      root.innerHTML = '<p data-i18n-key="common:${key}">Code</p>';
    }
  });`;

const pages = {
  '/late-define.html': () => ({
    html: `<!doctype html><html lang="de"><body>
      <p data-i18n-key="common:nav.home">Home</p>
      <late-promo></late-promo>
      <section><later-badge></later-badge></section>
      <script>
        setTimeout(() => { ${widget('late-promo', 'promo.code')} }, 400);
        setTimeout(() => { ${widget('later-badge', 'promo.badge')} }, 1500);
      </script></body></html>`,
  }),
};

const env = useExtensionOnSite(pages);

describe('a shadow root that attaches after the scan', () => {
  it('is scanned and watched once it is there', { timeout: 60_000 }, async () => {
    const { e2e, site } = env;
    const page = await e2e.context.newPage();
    await page.goto(`${site.url}/late-define.html`);
    const report = await e2e.report(page, (r) =>
      ['promo.code', 'promo.badge'].every((k) => r.keys.some((h) => h.key === k)),
    );
    const late = report.keys.filter((k) => k.key.startsWith('promo.'));
    expect(late.map((k) => [k.key, k.inShadowRoot])).toEqual([
      ['promo.code', true],
      ['promo.badge', true],
    ]);
    // Watched from then on: a key the widget renders later is found too.
    await page.evaluate(() => {
      const root = document.querySelector('late-promo')!.shadowRoot!;
      root.innerHTML += '<p data-i18n-key="common:promo.banner">Sale</p>';
    });
    await e2e.report(page, (r) => r.keys.some((k) => k.key === 'promo.banner'));
    await page.close();
  });
});
