import type { Page } from 'puppeteer-core';
import type { Answer, PageMessageType, PayloadArgs } from '../../lib/messaging/protocol';
import type { PageReport } from '../../lib/messaging/types';
import { followReport } from '../browsers/follow-report';
import { startHarness, type Harness } from '../server/harness';
import { launchFirefox, type FirefoxWithExtension } from './browser';

export interface FirefoxE2E extends FirefoxWithExtension {
  service: Harness;
  /** Sends a message to the background from an extension page, as the sidebar would. */
  ask<K extends PageMessageType>(type: K, ...payload: PayloadArgs<K>): Promise<Answer<K>>;
  /** Opens `url` in a new tab. */
  open(url: string): Promise<Page>;
  /** Opens a demo page in a new tab and waits for the shop to render. */
  openDemo(path: string): Promise<Page>;
  tabIdOf(page: Page): Promise<number>;
  /** Waits until the page's report satisfies `until` (the scan and status are asynchronous). */
  report(page: Page, until?: (r: PageReport) => boolean): Promise<PageReport>;
}

/** The local service on a free port with a fresh data dir, and Firefox with the extension. */
export async function startFirefoxE2E(): Promise<FirefoxE2E> {
  const service = await startHarness();
  let firefox: FirefoxWithExtension;
  try {
    firefox = await launchFirefox();
  } catch (err) {
    await service.close();
    throw err;
  }
  const ask = async <K extends PageMessageType>(
    type: K,
    ...[payload]: PayloadArgs<K>
  ): Promise<Answer<K>> => {
    const result = await firefox.extensionPage.evaluate((m) => chrome.runtime.sendMessage(m), {
      ...payload,
      type,
    });
    if (!result?.ok) throw new Error(`${type}: ${JSON.stringify(result)}`);
    return result.value as Answer<K>;
  };
  await ask('settings.set', { baseUrl: service.url });
  const tabIdOf = async (page: Page) => {
    const url = page.url();
    const id = await firefox.extensionPage.evaluate(async (u) => {
      for (const t of await chrome.tabs.query({})) if (t.url === u) return t.id;
      return undefined;
    }, url);
    if (id === undefined) throw new Error(`No tab for ${url}`);
    return id;
  };
  const open = async (url: string) => {
    const page = await firefox.browser.newPage();
    await page.goto(url);
    return page;
  };
  return {
    ...firefox,
    service,
    ask,
    tabIdOf,
    open,
    async openDemo(path) {
      const page = await open(`${service.url}/demo/${path}`);
      await page.waitForSelector('html[data-ready="true"]');
      return page;
    },
    async report(page, until) {
      return followReport(ask, await tabIdOf(page), until);
    },
    async close() {
      await firefox.close();
      await service.close();
    },
  };
}
