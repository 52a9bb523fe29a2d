import { describe, expect, it } from 'vitest';
import { keyState } from '../../lib/messaging/report-compact';
import { applyReportAnswer } from '../../lib/messaging/report-change';
import { useExtensionOnSite } from './site-harness';

/**
 * `page.keys`, the compact form of `page.report` for automation outside the browser: the same
 * report and revisions with each key cut to what was asked, followed with `since` and `waitMs`
 * as the whole report is; and whatever one way of asking holds, the others hold at once.
 */
const KEYS = 400;
const pages = {
  '/list.html': () => ({
    html: `<!doctype html><html lang="de"><body><ul>${Array.from(
      { length: KEYS },
      (_, i) => `<li data-i18n-key="common:list.item${i}">Eintrag ${i}</li>`,
    ).join('')}</ul></body></html>`,
  }),
};

const env = useExtensionOnSite(pages);

describe('page.keys', () => {
  it('is the report, keys and states only, and follows it', { timeout: 60_000 }, async () => {
    const { e2e, site } = env;
    const page = await e2e.context.newPage();
    await page.goto(`${site.url}/list.html`);
    const tabId = await e2e.tabIdOf(page);
    const full = await e2e.report(
      page,
      (r) => r.keys.length === KEYS && r.keys.every((k) => k.status !== 'unknown'),
    );

    const compact = applyReportAnswer(await e2e.ask('page.keys', { tabId }), undefined);
    expect(compact.revision).toBe(full.revision);
    expect(compact.keys).toEqual(
      full.keys.map((k) => ({ namespace: k.namespace, key: k.key, state: keyState(k.status) })),
    );
    // What automation outside the browser pays for: a fraction of the whole report's bytes.
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(full).length / 2);
    const only = await e2e.ask('page.keys', { tabId, fields: ['key', 'visible'] });
    expect(applyReportAnswer(only, undefined).keys[0]).toEqual({
      key: 'list.item0',
      visible: true,
    });

    // Followed: the next answer comes with the re-render, as what changed since the one held.
    const next = e2e.ask('page.keys', { tabId, since: compact.revision, waitMs: 20_000 });
    await page.evaluate(() => {
      const items = [...document.querySelectorAll('li')];
      for (let i = 0; i < 40; i++) {
        const fresh = document.createElement('li');
        fresh.dataset.i18nKey = `common:fresh.item${i}`;
        fresh.textContent = `Neu ${i}`;
        items[i * 10]!.replaceWith(fresh);
      }
    });
    let held = applyReportAnswer(await next, compact);
    while (!held.keys.some((k) => k.key === 'fresh.item39'))
      held = applyReportAnswer(
        await e2e.ask('page.keys', { tabId, since: held.revision, waitMs: 20_000 }),
        held,
      );
    expect(held.keys).toHaveLength(KEYS);
    expect(held.keys.some((k) => k.key === 'list.item0')).toBe(false);

    // What the follower holds, the whole report and the lens's snapshot hold too, asked now.
    const plain = await e2e.ask('page.report', { tabId });
    expect('keys' in plain && plain.revision >= held.revision).toBe(true);
    const names = new Set(applyReportAnswer(plain, undefined).keys.map((k) => k.key));
    for (let i = 0; i < 40; i++) expect(names.has(`fresh.item${i}`)).toBe(true);
    expect((await e2e.ask('lens.snapshot', { tabId }))?.items).toBe(KEYS);
  });
});
