import { describe, expect, it } from 'vitest';
import type { PageReport } from '../../lib/messaging/types';
import { whole } from './extension-harness';
import { useExtensionOnSite } from './site-harness';

/**
 * A page of 2,000 keys whose script re-renders some of them, as a framework does: the report
 * follows each change (sent as what changed, not as every key again), and a report asked again
 * since the last one is answered as unchanged while nothing changed.
 */
const KEYS = 2000;
const RERENDERED = 200;
const pages = {
  '/list.html': () => ({
    html: `<!doctype html><html lang="de"><body><ul>${Array.from(
      { length: KEYS },
      (_, i) => `<li data-i18n-key="common:list.item${i}">Eintrag ${i}</li>`,
    ).join('')}</ul></body></html>`,
  }),
};

const env = useExtensionOnSite(pages);

const names = (r: PageReport) => new Set(r.keys.map((k) => k.key));

describe('the report of a page that re-renders', () => {
  it('lists the new keys and drops the old, change after change', { timeout: 60_000 }, async () => {
    const { e2e, site } = env;
    // What the frame sends the background, as the background receives it.
    await e2e.serviceWorker.evaluate(() => {
      const seen: string[] = ((globalThis as { seen?: string[] }).seen = []);
      chrome.runtime.onMessage.addListener((m: { type: string; keys?: []; added?: [] }) => {
        if (m.type.startsWith('frame.')) seen.push(`${m.type} ${(m.keys ?? m.added)!.length}`);
      });
    });
    const sent = () => e2e.serviceWorker.evaluate(() => (globalThis as { seen?: string[] }).seen!);
    const page = await e2e.context.newPage();
    await page.goto(`${site.url}/list.html`);
    const tabId = await e2e.tabIdOf(page);
    const first = await e2e.report(
      page,
      (r) => r.keys.length === KEYS && r.keys.every((k) => k.status !== 'unknown'),
    );

    // Asked again since that report, with nothing changed: a few bytes say so.
    const again = await e2e.ask('page.report', { tabId, since: first.revision });
    expect(again).toEqual({ unchanged: true, revision: first.revision });

    // Every tenth item replaced by a fresh element with a new key, in one task.
    await page.evaluate((n) => {
      const items = [...document.querySelectorAll('li')];
      for (let i = 0; i < n; i++) {
        const fresh = document.createElement('li');
        fresh.dataset.i18nKey = `common:fresh.item${i}`;
        fresh.textContent = `Neu ${i}`;
        items[i * 10]!.replaceWith(fresh);
      }
    }, RERENDERED);
    const changed = await e2e.report(page, (r) => names(r).has(`fresh.item${RERENDERED - 1}`));
    const keys = names(changed);
    expect(changed.keys).toHaveLength(KEYS);
    for (let i = 0; i < RERENDERED; i++) {
      expect(keys.has(`fresh.item${i}`)).toBe(true);
      expect(keys.has(`list.item${i * 10}`)).toBe(false);
    }
    expect(keys.has('list.item1')).toBe(true);
    expect(changed.revision).not.toBe(first.revision);
    // Only what changed went to the background: the 200 new keys, not the 2,000.
    expect((await sent()).slice(-2)).toEqual([
      `frame.scanned ${KEYS}`,
      `frame.changed ${RERENDERED}`,
    ]);

    // Then one removed by itself.
    await page.evaluate(() =>
      document.querySelector('[data-i18n-key="common:list.item1"]')!.remove(),
    );
    const last = await e2e.report(page, (r) => !names(r).has('list.item1'));
    expect(last.keys).toHaveLength(KEYS - 1);
    expect((await sent()).at(-1)).toBe('frame.changed 0');
    expect(whole(await e2e.ask('page.report', { tabId }))).toMatchObject({
      revision: last.revision,
    });
  });
});
