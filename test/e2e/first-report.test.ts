import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE_STAND_IN } from '../../lib/messaging/default-namespace';
import { followReport } from '../browsers/follow-report';
import { useExtensionOnSite } from './site-harness';

/**
 * A small page is parsed before the background's first answers reach the content script: its keys
 * are reported at DOMContentLoaded without them, and a key that names no namespace is in the
 * project's default one (`common` in the demo project) in every report, from the first.
 */
const KEYS = 30;
const pages = {
  '/blank.html': () => ({ html: '<!doctype html><html lang="de"><body></body></html>' }),
  '/small.html': () => ({
    html: `<!doctype html><html lang="de"><body>${Array.from({ length: KEYS }, (_, i) =>
      i % 2
        ? `<span data-tolgee-key-only="nav.item${i}">Eintrag ${i}</span>`
        : `<b data-i18n-key="checkout:cart.line${i}">Zeile ${i}</b>`,
    ).join('')}</body></html>`,
  }),
};

const env = useExtensionOnSite(pages);

describe('the first report of a small page', () => {
  it('names keys without a namespace by the default one, from the first', async () => {
    const { e2e, site } = env;
    const page = await e2e.context.newPage();
    await page.goto(`${site.url}/blank.html`);
    const tabId = await e2e.tabIdOf(page);
    const seen = new Set<string>();
    const followed = followReport(e2e.ask, tabId, (r) => {
      for (const k of r.keys) seen.add(k.namespace);
      return r.url.endsWith('/small.html') && r.keys.length === KEYS;
    });
    await page.goto(`${site.url}/small.html`);
    const report = await followed;
    expect([...seen].sort()).toEqual(['checkout', 'common']);
    expect(report.keys.filter((k) => k.namespace === 'common')).toHaveLength(KEYS / 2);
    expect(seen.has(DEFAULT_NAMESPACE_STAND_IN)).toBe(false);
  });
});
