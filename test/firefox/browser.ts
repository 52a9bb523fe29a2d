import { existsSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import {
  FIREFOX,
  FIREFOX_EXTENSION_DIR,
  FIREFOX_PREFS,
  GECKO_ID,
  TEST_EXTENSION_UUID,
} from '../../scripts/firefox';

export interface FirefoxWithExtension {
  browser: Browser;
  /** `moz-extension://<uuid>`: where the extension's pages are. */
  extensionOrigin: string;
  /** An extension page, from which tests send the messages the sidebar would. */
  extensionPage: Page;
  /** Opens one of the extension's pages (`sidepanel.html?tab=…`) in a new tab. */
  openExtensionPage(path: string): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Headless Firefox over WebDriver BiDi, in a throwaway profile (puppeteer makes one and removes
 * it on close), with the built extension installed as a temporary add-on.
 */
export async function launchFirefox(): Promise<FirefoxWithExtension> {
  if (!existsSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json')))
    throw new Error('Build the extension first (npm run build)');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // WebDriver navigates to moz-extension:// pages only with system access.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: { ...FIREFOX_PREFS },
    defaultViewport: { width: 1280, height: 900 },
  });
  try {
    const id = await browser.installExtension(FIREFOX_EXTENSION_DIR);
    if (id !== GECKO_ID) throw new Error(`Installed as ${id}, not ${GECKO_ID}`);
    const extensionOrigin = `moz-extension://${TEST_EXTENSION_UUID}`;
    const openExtensionPage = async (path: string) => {
      const page = await browser.newPage();
      await navigateToExtensionPage(page, `${extensionOrigin}/${path}`);
      return page;
    };
    const extensionPage = await openExtensionPage('options.html');
    return {
      browser,
      extensionOrigin,
      extensionPage,
      openExtensionPage,
      close: () => browser.close(),
    };
  } catch (err) {
    await browser.close();
    throw err;
  }
}

/**
 * Firefox sends no navigation events for an extension page over BiDi, so `goto` never sees it
 * load: start it, then wait until the page itself says it is there and loaded.
 */
async function navigateToExtensionPage(page: Page, url: string): Promise<void> {
  void page.goto(url, { timeout: 15_000 }).catch(() => undefined);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const here = await page
      .evaluate(() => document.readyState === 'complete' && location.href)
      .catch(() => false);
    if (here === url) return;
    if (Date.now() > deadline) throw new Error(`${url} never loaded`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
