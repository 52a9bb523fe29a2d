import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel, keyOption, openPanel, signIn } from './panel-helpers';

/**
 * The closer look at a page the panel's "Hidden strings" and "Text with no key" take, injected
 * only when one of them is opened: on the demo shop, and on a page with every kind of hidden
 * string, hard-coded text, a closed shadow root and a frame of another site.
 */
const OTHER = 'other.test';
let e2e: E2E;
let site: Server;
let port = 0;

const fixture = () => `<!doctype html><html lang="de"><head><title>Fixture</title></head><body>
<h1 data-i18n-key="common:home.hero_title">Gute Dinge für jeden Tag</h1>
<div style="height: 3000px"></div><p id="hard">Free shipping on all orders</p>
<p>€12.99</p><p>WELCOME10</p><p>Acme Store</p><p>x</p><p>2026-03-14</p>
<dialog><p data-i18n-key="common:actions.save">Speichern</p></dialog>
<ul role="menu" style="display:none"><li data-i18n-key="common:actions.cancel">Abbrechen</li></ul>
<template><p data-i18n-key="common:cookie.notice">Wir verwenden Cookies.</p></template>
<button style="display:none" data-i18n="[aria-label]common:actions.close" aria-label="Schließen">×</button>
<img src="/missing.png" data-i18n="[alt]common:a11y.cart_link" alt="Warenkorb anzeigen">
<div id="closed-host"></div>
<script>document.getElementById('closed-host').attachShadow({ mode: 'closed' }).innerHTML = '<p>Hidden away</p>';</script>
<iframe src="http://${OTHER}:${port}/frame"></iframe>
</body></html>`;

beforeAll(async () => {
  site = createServer((req, reply) => {
    const path = (req.url ?? '').split('?')[0];
    const body = path === '/hidden' ? fixture() : path === '/frame' ? '<p>Elsewhere</p>' : '';
    reply.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    reply.end(body);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const a = site.address();
  port = typeof a === 'object' && a ? a.port : 0;
  e2e = await startE2E([`--host-resolver-rules=MAP ${OTHER} 127.0.0.1`]);
});
afterAll(async () => {
  await e2e?.close();
  await new Promise((r) => site?.close(r));
});

let opened = 0;
/** The fixture in a tab of its own (a URL of its own: tabs are found by URL). */
async function fixturePage(): Promise<{ page: Page; tabId: number }> {
  const page = await e2e.context.newPage();
  await page.goto(`http://127.0.0.1:${port}/hidden?tab=${++opened}`);
  await e2e.report(page);
  return { page, tabId: await e2e.tabIdOf(page) };
}

describe('hidden strings', () => {
  it("lists the demo's title and meta description with their state, as rows of the list", async () => {
    const { page, panel } = await demoWithPanel(e2e);
    // Nothing is injected until the view opens.
    expect(await page.evaluate(() => '__localeLensInspect' in globalThis)).toBe(false);
    await panel.getByText('Hidden strings').click();
    const list = panel.getByRole('list', { name: 'Hidden strings' });
    const title = list.getByRole('listitem').filter({ hasText: 'document title' });
    await expect.poll(() => title.innerText()).toContain('meta.title');
    expect(await title.innerText()).toContain('Acme Store – gute Dinge für jeden Tag');
    const description = list.getByRole('listitem').filter({ hasText: 'meta description' });
    expect(await description.innerText()).toMatch(/meta\.description[\s\S]*Edited/);
    // Selectable, and editable like any row, once signed in.
    await signIn(panel, 'translator@demo.test');
    await panel.getByRole('button', { name: 'meta.description', exact: true }).click();
    await expect
      .poll(() => keyOption(panel, 'meta.description').getAttribute('aria-selected'))
      .toBe('true');
    const box = panel.getByRole('textbox', { name: 'Translation' });
    expect(await box.inputValue()).toBe(
      'Schlichte, langlebige Produkte für Ihr Zuhause, in zwei Tagen geliefert.',
    );
    expect(await box.isEditable()).toBe(true);
    // The page's own script never saw the inspection.
    expect(await page.evaluate(() => '__localeLensInspect' in globalThis)).toBe(false);
  });

  it('finds keys in closed dialogs and menus, templates, hidden labels and unloaded images', async () => {
    const { tabId } = await fixturePage();
    const found = await e2e.ask('page.inspect', { tabId });
    const byKey = Object.fromEntries(found.hidden.map((h) => [h.key, h.detail]));
    expect(byKey).toMatchObject({
      'actions.save': 'inside a closed dialog',
      'actions.cancel': 'inside a closed menu',
      'cookie.notice': 'inside a <template>',
      'actions.close': 'aria-label of a hidden element',
      'a11y.cart_link': 'alt of an image not loaded yet',
    });
    expect(byKey['home.hero_title']).toBeUndefined();
  });
});

describe('text with no key', () => {
  it('lists hard-coded text with where it is, leaving out numbers, prices, codes and brand words', async () => {
    const { page, tabId } = await fixturePage();
    const found = await e2e.ask('page.inspect', { tabId, brandWords: ['Acme Store'] });
    expect(found.untranslated.map((t) => [t.text, t.path])).toEqual([
      ['Free shipping on all orders', 'p#hard'],
    ]);
    const withoutBrands = await e2e.ask('page.inspect', { tabId });
    expect(withoutBrands.untranslated.map((t) => t.text)).toContain('Acme Store');
    // Its link scrolls to it without changing the page.
    const html = await page.content();
    await page.bringToFront();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await e2e.ask('page.reveal', { tabId, frameId: 0, path: 'p#hard' })).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('hard')!.getBoundingClientRect().top))
      .toBeLessThan(900);
    expect(await page.content()).toBe(html);
  });

  it('names what could not be read: a closed shadow root, a frame of another site', async () => {
    const { tabId } = await fixturePage();
    const found = await e2e.ask('page.inspect', { tabId });
    expect(found.unreadable).toEqual(
      expect.arrayContaining([
        { kind: 'closed-shadow-root', where: 'div#closed-host' },
        { kind: 'cross-origin-frame', where: `http://${OTHER}:${port}/frame` },
      ]),
    );
  });

  it('shows them in the panel', async () => {
    const { tabId } = await fixturePage();
    const panel = await openPanel(e2e, tabId);
    await panel.getByText('Text with no key').click();
    const list = panel.getByRole('list', { name: 'Text with no key' });
    await expect.poll(() => list.innerText()).toContain('Free shipping on all orders');
    expect(await list.innerText()).toContain('p#hard');
    expect(await panel.getByRole('list', { name: 'Could not be read' }).innerText()).toContain(
      'div#closed-host',
    );
  });
});
