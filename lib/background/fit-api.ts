import { browser } from 'wxt/browser';
import type { FitRequest, FrameFit } from '../messaging/fit-types';

const SCRIPT = '/page-inspect.js';

/**
 * Measures in every frame of the tab whether its keys' texts fit (the page inspection, injected
 * on demand); one answer per frame the extension could reach.
 */
export async function chromeFit(
  tabId: number,
  req: FitRequest,
): Promise<{ frameId: number; result: FrameFit | null }[]> {
  const target = { tabId, allFrames: true };
  await browser.scripting.executeScript({ target, files: [SCRIPT] });
  const results = await browser.scripting.executeScript({
    target,
    func: (r: FitRequest) =>
      (globalThis as { __localeLensFit?: (r: FitRequest) => FrameFit }).__localeLensFit?.(r) ??
      null,
    args: [req],
  });
  return results.map((r) => ({
    frameId: r.frameId,
    result: (r.result as FrameFit | null | undefined) ?? null,
  }));
}
