import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyLink } from '../../lib/page/key-link';
import { startE2E, type E2E } from './extension-harness';
import { keyOption, openPanel } from './panel-helpers';

/**
 * A copied link opened in a browser with Locale Lens: the page opens with the key selected in
 * the panel and in view, and the page's own script (a hash router here) never sees the marker.
 */
let e2e: E2E;
let site: Server;
let base = '';

const page = `<!doctype html><html lang="de"><head><script>
  window.seen = [location.href];
  addEventListener('hashchange', () => window.seen.push('hashchange ' + location.href));
  addEventListener('DOMContentLoaded', () => window.seen.push(document.URL));
</script></head><body>
<h1 data-i18n-key="common:home.hero_title">Gute Dinge für jeden Tag</h1>
<div style="height: 4000px"></div>
<p id="far" data-i18n-key="common:actions.save">Speichern</p>
</body></html>`;

beforeAll(async () => {
  site = createServer((_, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    reply.end(page);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const a = site.address();
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/shop`;
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
  await new Promise((r) => site?.close(r));
});

describe('a link to a string', () => {
  it('opens the page with the key selected and in view; the page never sees the marker', async () => {
    const link = keyLink(`${base}#/products`, { namespace: 'common', key: 'actions.save' });
    expect(link).toContain('ll:key=');
    const tab = await e2e.context.newPage();
    await tab.goto(link);
    // The page's own script saw its own URL only, and no hash change.
    const seen = await tab.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen).toEqual([`${base}#/products`, `${base}#/products`]);
    expect(tab.url()).toBe(`${base}#/products`);
    // In view…
    await expect
      .poll(() => tab.evaluate(() => document.getElementById('far')!.getBoundingClientRect().top))
      .toBeLessThan(900);
    // …and selected in the panel.
    const panel = await openPanel(e2e, await e2e.tabIdOf(tab));
    await expect
      .poll(() => keyOption(panel, 'actions.save').getAttribute('aria-selected'))
      .toBe('true');
  });

  it('copies a link from any row of the panel, not only the selected one', async () => {
    const tab = await e2e.context.newPage();
    await tab.goto(`${base}#/cart`);
    const panel = await openPanel(e2e, await e2e.tabIdOf(tab));
    // What the panel puts on the clipboard, kept where the test can read it.
    await panel.evaluate(() => {
      const own = window as unknown as { copied: string[] };
      own.copied = [];
      navigator.clipboard.writeText = async (text: string) => void own.copied.push(text);
    });
    const copied = () => panel.evaluate(() => (window as unknown as { copied: string[] }).copied);
    await keyOption(panel, 'home.hero_title').click();
    const far = keyOption(panel, 'actions.save');
    await far.hover();
    await far.getByText('Copy link').click();
    await expect.poll(copied).toHaveLength(1);
    // Copying chose nothing: the row selected before is still the one selected.
    expect(await far.getAttribute('aria-selected')).toBe('false');
    expect(await keyOption(panel, 'home.hero_title').getAttribute('aria-selected')).toBe('true');
    await panel.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    // The keyboard: Ctrl+C in the list copies the selected row's link.
    await panel.getByRole('listbox', { name: 'Keys on this page' }).press('Control+c');
    await expect.poll(copied).toHaveLength(2);
    const [link, selectedLink] = await copied();
    expect(selectedLink).toBe(
      keyLink(`${base}#/cart`, { namespace: 'common', key: 'home.hero_title' }),
    );

    // Tabs are found by URL: the one the link was copied on goes first.
    await panel.close();
    await tab.close();
    const opened = await e2e.context.newPage();
    await opened.goto(link!);
    expect(opened.url()).toBe(`${base}#/cart`);
    await expect
      .poll(() =>
        opened.evaluate(() => document.getElementById('far')!.getBoundingClientRect().top),
      )
      .toBeLessThan(900);
    const second = await openPanel(e2e, await e2e.tabIdOf(opened));
    await expect
      .poll(() => keyOption(second, 'actions.save').getAttribute('aria-selected'))
      .toBe('true');
  });
});
