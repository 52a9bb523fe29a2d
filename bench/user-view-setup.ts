/**
 * What bench/user-view.ts measures on: the generated pages (one per size, with the markup of
 * their re-render), served from two loopback addresses (the extension runs on 127.0.0.1, not on
 * 127.0.0.2, where Tolgee's page is), the demo project holding every key, and Chromium with the
 * built extension.
 */
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { encodeTolgee } from '../test/lib/i18n-keys/fixtures/marker-encoding';
import { DEMO_KEYS } from '../test/server/harness';
import { startE2E, type E2E } from '../test/e2e/extension-harness';
import { DEFAULT_NAMESPACE, generatePage, type BenchPage } from './scan-page-html';

export const RERENDERS = 500;
/** Every measured page starts recording long tasks before anything else runs in it. */
const pageInitSource = '() => UserViewBench.pageInit()';

async function bundle(entry: string, globalName: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName,
    target: 'chrome120',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return `${result.outputFiles[0]!.text};globalThis.${globalName} = ${globalName};`;
}

export interface SizedPage {
  keys: number;
  page: BenchPage;
  html: string;
  /** `namespace NUL key` of every planted key. */
  expect: string[];
  /** Markup of the re-rendered elements, each with a new key, and those keys. */
  rerenderHtml: string[];
  rerenderKeys: string[];
  rerenderTranslations: Record<string, Record<string, string>>;
}

/** The side-by-side page for `keys` keys: 9 elements per key, half attributes, half markers. */
export function sizedPage(keys: number): SizedPage {
  const prefix = `k${keys}.`;
  const page = generatePage({
    keys,
    elements: keys * 9,
    mix: 'tolgee',
    shadowShare: 0,
    keyPrefix: prefix,
  });
  const expect = page.plantedKeys;
  const rerenderHtml: string[] = [];
  const rerenderKeys: string[] = [];
  const rerenderTranslations: Record<string, Record<string, string>> = {
    [DEFAULT_NAMESPACE]: {},
    shop: {},
  };
  // Attribute-keyed elements are re-rendered: a page of 500 keys has 250.
  for (let i = 0; i < Math.min(RERENDERS, page.expected.attribute); i++) {
    const key = `${prefix}rerendered.item${i}`;
    const text = `Neu gerendert ${i}`;
    if (i % 2 === 0) {
      rerenderHtml.push(`<span data-tolgee-key-only="${key}">${text}</span>`);
      rerenderKeys.push(`${DEFAULT_NAMESPACE}\u0000${key}`);
      rerenderTranslations[DEFAULT_NAMESPACE]![key] = text;
    } else {
      rerenderHtml.push(`<span>${encodeTolgee(text, { key, namespace: 'shop' })}</span>`);
      rerenderKeys.push(`shop\u0000${key}`);
      rerenderTranslations.shop![key] = text;
    }
  }
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>bench ${keys}</title></head><body>${page.html}</body></html>`;
  return { keys, page, html, expect, rerenderHtml, rerenderKeys, rerenderTranslations };
}

/** Serves the pages (and Tolgee's translations endpoint) on one loopback address. */
async function serve(host: string, routes: Map<string, string>, tolgeeScript: string) {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/tolgee.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(tolgeeScript);
    }
    if (path.startsWith('/v2/projects/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"en":{}}');
    }
    const body = routes.get(path);
    if (body === undefined) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host}:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** Puts every key of the pages in the demo project: English sources, German rows. */
async function syncKeys(e2e: E2E, pages: readonly SizedPage[]) {
  const rows: { key: string; value: string }[] = [];
  for (const p of pages) {
    for (const all of [p.page.translations, p.rerenderTranslations])
      for (const [namespace, entries] of Object.entries(all))
        for (const [key, text] of Object.entries(entries)) {
          rows.push({ key: `en:${namespace}:${key}`, value: `EN ${text}` });
          rows.push({ key: `de:${namespace}:${key}`, value: text });
        }
  }
  for (let i = 0; i < rows.length; i += 10_000) {
    const res = await e2e.service.call('POST', '/api/integrations/sync/batch', {
      key: DEMO_KEYS.master,
      body: { translations: rows.slice(i, i + 10_000) },
    });
    if (res.status !== 202 && res.status !== 200)
      throw new Error(`sync: ${res.status} ${JSON.stringify(res.body)}`);
    const job = res.body.job_id as string;
    for (let t = 0; ; t++) {
      const poll = await e2e.service.call('GET', `/api/integrations/sync/jobs/${job}`, {
        key: DEMO_KEYS.master,
      });
      if (poll.body.status === 'completed') break;
      if (poll.body.status === 'failed' || t > 3_000)
        throw new Error(`sync job: ${JSON.stringify(poll.body)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return rows.length;
}

export interface UserViewSetup {
  e2e: E2E;
  lensUrl: string;
  tolgeeUrl: string;
  browserScript: string;
  close(): Promise<void>;
}

export async function setUp(
  pages: readonly SizedPage[],
): Promise<UserViewSetup & { rows: number }> {
  const [browserScript, tolgeeScript] = await Promise.all([
    bundle('./user-view-browser.ts', 'UserViewBench'),
    bundle('./tolgee-page.ts', 'TolgeeBench'),
  ]);
  const lensRoutes = new Map<string, string>([['/blank', '<!doctype html><title>blank</title>']]);
  const tolgeeRoutes = new Map<string, string>(lensRoutes);
  for (const p of pages) {
    lensRoutes.set(`/page-${p.keys}`, p.html);
    tolgeeRoutes.set(`/plain-${p.keys}`, p.html);
    tolgeeRoutes.set(
      `/page-${p.keys}`,
      p.html.replace('</head>', '<script src="/tolgee.js" defer></script></head>'),
    );
  }
  // The extension runs on 127.0.0.1 and localhost, not on another loopback address.
  const lensSite = await serve('127.0.0.1', lensRoutes, tolgeeScript);
  const tolgeeSite = await serve('127.0.0.2', tolgeeRoutes, tolgeeScript);
  const e2e = await startE2E();
  const rows = await syncKeys(e2e, pages);
  await e2e.context.addInitScript({ content: `${browserScript};(${pageInitSource})()` });
  return {
    e2e,
    rows,
    lensUrl: lensSite.url,
    tolgeeUrl: tolgeeSite.url,
    browserScript,
    async close() {
      await e2e.close();
      await Promise.all([lensSite.close(), tolgeeSite.close()]);
    },
  };
}
