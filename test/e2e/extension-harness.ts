import type { Page } from 'playwright-core';
import type { Answer, PageMessageType, PayloadArgs } from '../../lib/messaging/protocol';
import { applyReportAnswer } from '../../lib/messaging/report-change';
import type { PageReport } from '../../lib/messaging/types';
import { followReport } from '../browsers/follow-report';
import { startHarness, type Harness } from '../server/harness';
import { launchWithExtension, type ExtensionBrowser } from './browser';

export interface E2E extends ExtensionBrowser {
  service: Harness;
  /** Sends a message to the background from the extension page, as the side panel would. */
  ask<K extends PageMessageType>(type: K, ...payload: PayloadArgs<K>): Promise<Answer<K>>;
  /** Opens a demo page in a new tab and waits for the shop to render. */
  openDemo(path: string): Promise<Page>;
  tabIdOf(page: Page): Promise<number>;
  /** Waits until the page's report satisfies `until` (the scan and status are asynchronous). */
  report(page: Page, until?: (r: PageReport) => boolean): Promise<PageReport>;
}

/**
 * The whole report an answer stands for: one asked for without `since` is whole; asked with it,
 * it may be "unchanged" or a change of the report held (`last`).
 */
export const whole = (answer: Answer<'page.report'>, last?: PageReport): PageReport =>
  applyReportAnswer(answer, last);

/** The local service on a free port with a fresh data dir, and Chromium with the extension. */
export async function startE2E(
  chromiumArgs: readonly string[] = [],
  /** The service's options (a service without the demo, mail over SMTP). */
  serviceOptions: Parameters<typeof startHarness>[0] = {},
): Promise<E2E> {
  const service = await startHarness(serviceOptions);
  const browser = await launchWithExtension(chromiumArgs);
  const ask = async <K extends PageMessageType>(
    type: K,
    ...[payload]: PayloadArgs<K>
  ): Promise<Answer<K>> => {
    const result = await browser.extensionPage.evaluate((m) => chrome.runtime.sendMessage(m), {
      ...payload,
      type,
    });
    if (!result?.ok) throw new Error(`${type}: ${JSON.stringify(result)}`);
    return result.value as Answer<K>;
  };
  await ask('settings.set', { baseUrl: service.url });
  const tabIdOf = async (page: Page) => {
    const url = page.url();
    const id = await browser.extensionPage.evaluate(async (u) => {
      // Without host permission for a site its tabs' URLs are hidden; their top frames' are not.
      for (const t of await chrome.tabs.query({})) {
        const url =
          t.url ?? (await chrome.webNavigation.getFrame({ tabId: t.id!, frameId: 0 }))?.url;
        if (url === u) return t.id;
      }
      return undefined;
    }, url);
    if (id === undefined) throw new Error(`No tab for ${url}`);
    return id;
  };
  return {
    ...browser,
    service,
    ask,
    tabIdOf,
    async openDemo(path) {
      const page = await browser.context.newPage();
      await page.goto(`${service.url}/demo/${path}`);
      await page.waitForSelector('html[data-ready="true"]');
      // The shop points its frames at their pages as it renders: a frame still loading would be
      // reported with its untranslated text, matched by text, and counted wrong. A frame between
      // two documents has none for a moment.
      await page.waitForFunction(
        `[...document.querySelectorAll('iframe[src]')].every(
          (f) => f.contentDocument?.documentElement?.dataset.ready === 'true')`,
      );
      return page;
    },
    async report(page, until) {
      return followReport(ask, await tabIdOf(page), until);
    },
    async close() {
      await browser.close();
      await service.close();
    },
  };
}
