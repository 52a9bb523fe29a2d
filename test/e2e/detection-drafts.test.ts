import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from '../server/harness';
import { useExtensionOnSite } from './site-harness';

/**
 * An app without markers, in a language where nothing it shows is approved yet: its texts are
 * matched against the rows' current texts (drafts), not only against what /translations serves.
 */
const page = (lang: string, texts: string[]) => () => ({
  html: `<!doctype html><html lang="${lang}"><body>
    ${texts.map((t, i) => `<p id="t${i}">${t}</p>`).join('\n')}
  </body></html>`,
});

const pages = {
  '/de.html': page('de', ['Alle Einzelheiten zeigen', 'Doppelt vorhanden', 'Hilfe']),
  '/en.html': page('en', ['View details']),
};

const env = useExtensionOnSite(pages);

/** Writes draft texts with the master key, as a translator's unconfirmed edits. */
async function draft(namespace: string, rows: Record<string, string>) {
  const res = await env.e2e.service.call('POST', '/api/integrations/targets/save', {
    key: DEMO_KEYS.master,
    body: {
      locale: 'de',
      namespace,
      rows: Object.entries(rows).map(([key, text]) => ({ key, text, base_text: '' })),
    },
  });
  expect(Object.values(res.body.results).every((r) => (r as { ok: boolean }).ok)).toBe(true);
}

describe('text match on a language with drafts only', () => {
  it(
    'finds a draft, shows a text two drafts share as ambiguous, and keeps the delivered',
    {
      timeout: 60_000,
    },
    async () => {
      const { e2e, site } = env;
      await draft('common', {
        'product.view_details': 'Alle Einzelheiten zeigen',
        'newsletter.thanks': 'Doppelt vorhanden',
      });
      await draft('checkout', { 'errors.email_invalid': 'Doppelt vorhanden' });
      const tab = await e2e.context.newPage();
      await tab.goto(`${site.url}/de.html`);
      const report = await e2e.report(tab, (r) => r.keys.length >= 3);
      const byKey = (key: string) => report.keys.find((k) => k.key === key);
      expect(byKey('product.view_details')).toMatchObject({ method: 'text', ambiguous: false });
      expect(byKey('product.view_details')!.status).toMatchObject({ isDelivered: false });
      expect(byKey('nav.help')).toMatchObject({ method: 'text' }); // delivered, as before
      const shared = report.keys.find((k) => k.ambiguous);
      expect(shared?.candidates).toEqual(
        expect.arrayContaining([
          { namespace: 'common', key: 'newsletter.thanks' },
          { namespace: 'checkout', key: 'errors.email_invalid' },
        ]),
      );
      await tab.close();
    },
  );

  it('matches the source texts on a page in the source language', { timeout: 60_000 }, async () => {
    const { e2e, site } = env;
    const tab = await e2e.context.newPage();
    await tab.goto(`${site.url}/en.html`);
    const report = await e2e.report(tab, (r) => r.keys.length > 0);
    expect(report.keys.map((k) => [k.key, k.method])).toContainEqual([
      'product.view_details',
      'text',
    ]);
    await tab.close();
  });
});
