import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { Answer, PageMessageType, PayloadArgs } from '../lib/messaging/protocol';
import type { CompactReport } from '../lib/messaging/report-compact';
import { applyPanelAnswer, applyReportAnswer } from '../lib/messaging/report-change';
import type { PanelPage } from '../lib/messaging/types';
import type { UntranslatedText } from '../lib/readiness/site-report';
import { CHROMIUM, CHROMIUM_ARGS, EXTENSION_DIR } from './chromium';

export interface Visit {
  /** What the side panel would be told about the page; null when it did not load. */
  page: PanelPage | null;
  /** Why it did not load. */
  loadError?: string;
  /** Every link of the page but those to its other languages (`hreflang`), resolved. */
  links: string[];
  /** Visible text with no key, from the extension's closer look at the page. */
  untranslated: UntranslatedText[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Headless Chromium with the built extension, asked what it found the way the side panel asks:
 * one tab is walked from page to page, and `panel.page` read once the scan and status settle.
 */
export async function startLens(opts: {
  service: string;
  apiKey: string | null;
  locale: string | null;
  brandWords: string[];
}) {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json')))
    throw new Error('The extension is not built: run `npx wxt build` first');
  const profile = mkdtempSync(join(tmpdir(), 'locale-lens-readiness-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
    viewport: { width: 1280, height: 900 },
  });
  const close = async () => {
    await context.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const ext = await context.newPage();
    await ext.goto(`chrome-extension://${extensionId}/options.html`);
    const ask = async <K extends PageMessageType>(type: K, ...[payload]: PayloadArgs<K>) => {
      const result = await ext.evaluate((m) => chrome.runtime.sendMessage(m), { ...payload, type });
      if (!result?.ok) throw new Error(`${type}: ${result?.error?.message ?? 'no answer'}`);
      return result.value as Answer<K>;
    };
    await ask('settings.set', { baseUrl: opts.service, pinnedLocale: opts.locale });
    if (opts.apiKey) await ask('auth.useKey', { apiKey: opts.apiKey, allowMaster: true });
    // One tab walks the site: the browser's first blank tab is closed so it cannot be taken for it.
    for (const p of context.pages()) if (p !== ext) await p.close();
    const tab: Page = await context.newPage();
    const tabId = await ext.evaluate(async () => {
      const own = (await chrome.tabs.getCurrent())?.id;
      const tabs = await chrome.tabs.query({});
      return tabs.find((t) => t.id !== own)!.id!;
    });
    await ask('lens.toggle', { tabId, on: true });

    /**
     * Reads the page once its keys and their status have not changed for a second (pages render
     * late: timers, lazy widgets), or after 15 s.
     */
    async function settle(url: string): Promise<PanelPage> {
      const start = Date.now();
      let last = '';
      let since = start;
      // Watched in the compact form (each key's state only, and only what changed since the
      // report held): a big page's whole report costs far more over the DevTools protocol.
      let held: CompactReport | undefined;
      for (;;) {
        held = applyReportAnswer(
          await ask('page.keys', { tabId, since: held?.revision, fields: ['state'] }),
          held,
        );
        const keys = held.keys;
        const here = held.url.split('#')[0] === url.split('#')[0];
        const known = keys.every((k) => k.state !== 'unknown');
        const shape = here ? `${keys.length}|${known}` : '';
        if (shape !== last) [last, since] = [shape, Date.now()];
        const now = Date.now();
        const quiet = here && known && now - since >= 1000;
        const done = (quiet && (keys.length > 0 || now - start > 3000)) || now - start > 15_000;
        // The whole page once settled, or to hear a problem of the service (no state is known).
        if (done || (here && !known && now - since >= 1000)) {
          const page = applyPanelAnswer(await ask('panel.page', { tabId }), undefined);
          if (done || page.problem !== null) return page;
        }
        await sleep(200);
      }
    }

    return {
      tabId,
      ask,
      close,
      async visit(url: string): Promise<Visit> {
        let response;
        try {
          response = await tab.goto(url, { waitUntil: 'load', timeout: 30_000 });
        } catch (err) {
          const message = (err as Error).message.split('\n')[0];
          return { page: null, loadError: message, links: [], untranslated: [] };
        }
        if (response && response.status() >= 400)
          return {
            page: null,
            loadError: `HTTP ${response.status()}`,
            links: [],
            untranslated: [],
          };
        await settle(tab.url());
        // The closer look adds the keys no visitor sees (title, meta tags, closed parts) as rows.
        await tab.bringToFront();
        const found = await ask('page.inspect', { tabId, brandWords: opts.brandWords });
        const page = await settle(tab.url());
        const links = await tab
          .$$eval('a[href]:not([hreflang])', (as) => as.map((a) => (a as HTMLAnchorElement).href))
          .catch(() => []);
        const untranslated = found.untranslated.map(({ text, path, frame }) => ({
          text,
          path,
          ...(frame ? { frame } : {}),
        }));
        return { page, links, untranslated };
      },
      /** Attaches to every key in view its crop, as the panel's button does (lens off for it). */
      async attachKeyShots() {
        await ask('lens.toggle', { tabId, on: false });
        await sleep(300);
        const image = (await tab.screenshot()).toString('base64');
        await ask('lens.toggle', { tabId, on: true });
        return ask('shots.capture', { tabId, image });
      },
      async screenshot(path: string) {
        await sleep(300); // the overlay draws on the next frames
        await tab.screenshot({ path, fullPage: true });
      },
    };
  } catch (err) {
    await close();
    throw err;
  }
}
