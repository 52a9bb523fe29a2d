import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTolgee } from '../lib/i18n-keys/fixtures/marker-encoding';
import { startE2E, type E2E } from './extension-harness';

/**
 * A page that arrives in parts, as over a slow network: the lens walks each part while the rest is
 * still on its way. A marker's text is cut between two parts (the parser then grows one text
 * node), and the page's module script renders into a root the walk has passed before
 * DOMContentLoaded, as an app does.
 */
const marked = encodeTolgee('Angebot', { key: 'promo.title', namespace: 'common' });
const cut = marked.length - 5;
const parts = [
  `<!doctype html><html lang="de"><head><title>streamed</title></head><body>
   <div id="app"></div>
   <nav><a data-i18n-key="common:nav.home">Home</a></nav>
   <section><p>${marked.slice(0, cut)}`,
  `${marked.slice(cut)}</p><p data-i18n-key="common:nav.about">About</p>`,
  `<script type="module">
     document.getElementById('app').innerHTML = '<h1 data-i18n-key="common:app.title">Shop</h1>';
   </script>
   <footer><span data-i18n-key="common:footer.legal">Legal</span></footer></section></body></html>`,
];
const PAUSE_MS = 400;

/**
 * A page whose last part is big and arrives at once: the parser adds it in one task, too much to
 * walk at DOMContentLoaded, so the lens reports what attributes and markers name at once and the
 * text matches when its walk ends.
 */
const ROWS = 3_000;
const bigParts = [
  `<!doctype html><html lang="de"><head><title>big</title></head><body><p data-i18n-key="common:nav.home">Home</p>`,
  Array.from(
    { length: ROWS },
    (_, i) =>
      `<div><span data-i18n-key="common:row.${i}">Zeile</span><b>${encodeTolgee('Text', { key: `mark.${i}`, namespace: 'common' })}</b><i>Unkeyed words ${i}</i><em>Speichern</em></div>`,
  ).join('') + '</body></html>',
];

let e2e: E2E;
let server: Server;
let url: string;
beforeAll(async () => {
  e2e = await startE2E();
  server = createServer(async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    for (const [i, part] of (_req.url === '/big' ? bigParts : parts).entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, PAUSE_MS));
      res.write(part);
    }
    res.end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await e2e?.close();
  await new Promise((r) => server?.close(r));
});

describe('a page scanned while it is parsed', () => {
  it('finds every key once on a page too big to walk at DOMContentLoaded', async () => {
    const page = await e2e.context.newPage();
    await page.goto(`${url}big`);
    const total = 1 + ROWS * 3;
    const report = await e2e.report(page, (r) => r.keys.length >= total);
    const count = (method: string) => report.keys.filter((k) => k.method === method).length;
    // Each once: the walk keeps the hits reported before it reached them, and adds no twin.
    expect([count('attribute'), count('invisible'), count('text')]).toEqual([1 + ROWS, ROWS, ROWS]);
    expect(new Set(report.keys.filter((k) => k.method !== 'text').map((k) => k.key)).size).toBe(
      1 + ROWS * 2,
    );
    await page.close();
  });

  it('finds every key once: across parts, and what its app rendered', async () => {
    const page = await e2e.context.newPage();
    await page.goto(url);
    const expected = ['app.title', 'footer.legal', 'nav.about', 'nav.home', 'promo.title'];
    const report = await e2e.report(page, (r) =>
      expected.every((k) => r.keys.some((h) => h.key === k)),
    );
    expect(report.keys.map((k) => `${k.key} ${k.method}`).sort()).toEqual([
      'app.title attribute',
      'footer.legal attribute',
      'nav.about attribute',
      'nav.home attribute',
      'promo.title invisible',
    ]);
    const snapshot = await e2e.ask('lens.snapshot', { tabId: await e2e.tabIdOf(page) });
    expect(snapshot?.items).toBe(expected.length);
    await page.close();
  });
});
