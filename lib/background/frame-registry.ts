import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { FrameKey } from '../messaging/types';
import { boundFrame, budgetFor } from './report-bounds';

export interface FrameScan {
  url: string;
  locale: string | null;
  keys: FrameKey[];
  shadowRoots: number;
  unmatchedTextCount: number;
  /** Keys not kept: the tab's report was over its budget. */
  dropped?: number;
}

type TabFrames = Record<string, FrameScan>;

/** Frames of one tab report at the same time: their read-modify-writes run one after another. */
const queues = new Map<number, Promise<unknown>>();
function serial<T>(tabId: number, task: () => Promise<T>): Promise<T> {
  const next = (queues.get(tabId) ?? Promise.resolve()).then(task, task);
  queues.set(
    tabId,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * What each frame of a tab last reported. Kept in session storage so a page report survives the
 * service worker being stopped and started again.
 */
export const frameRegistry = {
  item: (tabId: number) =>
    storage.defineItem<TabFrames>(`session:frames:${tabId}`, { fallback: {} }),
  put(tabId: number, frameId: number, scan: FrameScan): Promise<void> {
    const item = this.item(tabId);
    return serial(tabId, async () => {
      const stored = await item.getValue();
      const frames = { ...stored };
      delete frames[frameId];
      const inUse = await Promise.resolve()
        .then(() => browser.storage.session.getBytesInUse(null))
        .catch(() => 0);
      const budget = budgetFor(Object.values(frames), inUse - JSON.stringify(stored).length);
      await item.setValue({ ...frames, [frameId]: boundFrame(scan, budget) });
    });
  },
  async get(tabId: number): Promise<Map<number, FrameScan>> {
    const frames = await this.item(tabId).getValue();
    return new Map(Object.entries(frames).map(([id, scan]) => [Number(id), scan]));
  },
  clear(tabId: number, frameId?: number): Promise<void> {
    const item = this.item(tabId);
    return serial(tabId, async () => {
      if (frameId === undefined) return item.removeValue();
      const frames = { ...(await item.getValue()) };
      delete frames[frameId];
      await item.setValue(frames);
    });
  },
};
