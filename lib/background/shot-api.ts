import { browser } from 'wxt/browser';
import type { KeyBoxes, KeyBoxesRequest } from '../messaging/shot-types';
import { words } from './words';

/** What screenshots of keys need of the browser: the visible tab, and where its keys are. */
export interface ShotApi {
  /** A PNG of the visible part of the tab (a data: URL); refused when the tab is not in view. */
  capture(tabId: number): Promise<string>;
  /** The top frame's keys in view, measured by the injected page inspection; null if it cannot run. */
  boxes(tabId: number, req: KeyBoxesRequest): Promise<KeyBoxes | null>;
}

const SCRIPT = '/page-inspect.js';

/** A capture the browser refused or could not make, with its reason in the browser's words. */
export class CaptureError extends Error {
  readonly status = 0;
  constructor(
    message: string,
    readonly code = 'CAPTURE_FAILED',
  ) {
    super(message);
  }
}

/** `ShotApi` over Chrome's tabs and scripting APIs. */
export const chromeShotApi: ShotApi = {
  async capture(tabId) {
    const tab = await browser.tabs.get(tabId);
    // The browser captures its window's active tab: any other would be the wrong page.
    if (!tab.active) throw new CaptureError(words()('shots.notShown'), 'TAB_NOT_IN_VIEW');
    return browser.tabs.captureVisibleTab(tab.windowId, { format: 'png' });
  },
  async boxes(tabId, req) {
    const target = { tabId, frameIds: [0] };
    await browser.scripting.executeScript({ target, files: [SCRIPT] });
    const [result] = await browser.scripting.executeScript({
      target,
      func: (r: KeyBoxesRequest) =>
        (
          globalThis as { __localeLensBoxes?: (r: KeyBoxesRequest) => KeyBoxes }
        ).__localeLensBoxes?.(r) ?? null,
      args: [req],
    });
    return (result?.result as KeyBoxes | null | undefined) ?? null;
  },
};
