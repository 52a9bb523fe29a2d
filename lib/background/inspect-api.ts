import { browser } from 'wxt/browser';
import type { PageImageCalls } from '../messaging/image-types';
import { chromeFit } from './fit-api';
import type {
  FrameInspection,
  InspectRequest,
  PagePreviewRequest,
} from '../messaging/inspect-types';

/** Runs the on-demand inspection in a tab's frames; lists the tab's frames. */
export interface InspectApi {
  /** One answer per frame the extension could reach; the others are missing. */
  inspect(
    tabId: number,
    req: InspectRequest,
  ): Promise<{ frameId: number; result: FrameInspection | null }[]>;
  frames(tabId: number): Promise<{ frameId: number; url: string }[]>;
  /** Shows other texts for the page's keys in every frame (null texts: the page's own). */
  preview(tabId: number, req: PagePreviewRequest): Promise<number>;
  /** Whether the keys' texts in each language fit, per frame; absent where it cannot run. */
  fit?: typeof chromeFit;
  /** Scrolls the frame to the element at `path` (a path the inspection gave); false if gone. */
  reveal(tabId: number, frameId: number, path: string): Promise<boolean>;
  /** One call to the image overlay of the tab's top frame; undefined where it cannot run. */
  images<K extends keyof PageImageCalls>(
    tabId: number,
    call: K,
    ...args: Parameters<PageImageCalls[K]>
  ): Promise<ReturnType<PageImageCalls[K]> | undefined>;
}

const SCRIPT = '/page-inspect.js';

/** `InspectApi` over Chrome's scripting and webNavigation APIs. */
export const chromeInspectApi: InspectApi = {
  fit: chromeFit,
  async inspect(tabId, req) {
    const target = { tabId, allFrames: true };
    await browser.scripting.executeScript({ target, files: [SCRIPT] });
    const results = await browser.scripting.executeScript({
      target,
      func: (r: InspectRequest) =>
        (
          globalThis as { __localeLensInspect?: (r: InspectRequest) => FrameInspection }
        ).__localeLensInspect?.(r) ?? null,
      args: [req],
    });
    return results.map((r) => ({
      frameId: r.frameId,
      result: (r.result as FrameInspection | null | undefined) ?? null,
    }));
  },
  async preview(tabId, req) {
    const target = { tabId, allFrames: true };
    await browser.scripting.executeScript({ target, files: [SCRIPT] });
    const results = await browser.scripting.executeScript({
      target,
      func: (r: PagePreviewRequest) =>
        (
          globalThis as { __localeLensPreview?: (r: PagePreviewRequest) => number }
        ).__localeLensPreview?.(r) ?? 0,
      args: [req],
    });
    return results.reduce((n, r) => n + (typeof r.result === 'number' ? r.result : 0), 0);
  },
  async reveal(tabId, frameId, path) {
    const [first] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      func: (p: string) =>
        (globalThis as { __localeLensReveal?: (p: string) => boolean }).__localeLensReveal?.(p) ??
        false,
      args: [path],
    });
    return first?.result === true;
  },
  async images(tabId, call, ...args) {
    try {
      const target = { tabId, frameIds: [0] };
      await browser.scripting.executeScript({ target, files: [SCRIPT] });
      const [first] = await browser.scripting.executeScript({
        target,
        func: (name: string, a: unknown[]) => {
          type Calls = Record<string, (...a: unknown[]) => unknown>;
          const own = globalThis as { __localeLensImages?: () => Calls };
          return own.__localeLensImages?.()[name]?.(...a) ?? null;
        },
        args: [call, args],
      });
      return (first?.result ?? undefined) as ReturnType<PageImageCalls[typeof call]> | undefined;
    } catch {
      // A tab the extension may not script (no permission, a browser page): it answers nothing.
      return undefined;
    }
  },
  frames: async (tabId) =>
    ((await browser.webNavigation.getAllFrames({ tabId })) ?? []).map((f) => ({
      frameId: f.frameId,
      url: f.url,
    })),
};
