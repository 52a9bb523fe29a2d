/**
 * What automation outside the browser pays for a report: each form asked from the extension page
 * over the DevTools protocol (Playwright's `evaluate`, as a test or the readiness crawler asks),
 * timed from Node, with its bytes as JSON. Medians of `ASKS` asks each, one after the other.
 */
import type { Page } from 'playwright-core';

const ASKS = 3;

/** The forms compared: the whole report, the compact one, and the side panel's page. */
const FORMS = {
  whole_report: { type: 'page.report' },
  keys_and_states: { type: 'page.keys' },
  states_only: { type: 'page.keys', fields: ['state'] },
  panel_page: { type: 'panel.page' },
} as const;

export type OverCdp = Record<keyof typeof FORMS, { ms: number; kb: number }>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

export async function reportOverCdp(extensionPage: Page, tabId: number): Promise<OverCdp> {
  const out = {} as OverCdp;
  for (const [name, message] of Object.entries(FORMS) as [keyof OverCdp, object][]) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < ASKS; i++) {
      const start = performance.now();
      const answer: unknown = await extensionPage.evaluate((m) => chrome.runtime.sendMessage(m), {
        ...message,
        tabId,
      });
      times.push(performance.now() - start);
      bytes = JSON.stringify(answer).length;
    }
    out[name] = { ms: Math.round(median(times)), kb: Math.round(bytes / 1024) };
  }
  return out;
}
