import { storage } from 'wxt/utils/storage';
import type { KeyRef } from '../messaging/types';
import { capMap } from './request-budget';

/** Per-tab state in session storage (outlives the service worker, not the browser session). */
const perTab =
  <T>(name: string, fallback: T) =>
  (tabId: number) =>
    storage.defineItem<T>(`session:${name}:${tabId}`, { fallback });

/**
 * A per-tab value kept in memory too (the most recent tabs; the others are read again): the lens
 * snapshot is asked for again and again by automation, and the selection with every side panel
 * page, which need not wait for a round trip to storage each time.
 */
function remembered<T>(name: string, fallback: T) {
  const item = perTab(name, fallback);
  const known = new Map<number, { value: T }>();
  const know = (tabId: number, value: T) => {
    known.delete(tabId);
    known.set(tabId, { value });
    capMap(known, 256);
  };
  return {
    async get(tabId: number): Promise<T> {
      const hit = known.get(tabId);
      if (hit) return hit.value;
      const stored = await item(tabId).getValue();
      // A set while storage was read wins.
      if (!known.has(tabId)) know(tabId, stored);
      return (known.get(tabId) ?? { value: stored }).value;
    },
    async set(tabId: number, value: T): Promise<void> {
      await item(tabId).setValue(value);
      know(tabId, value);
    },
  };
}

export const lensTabs = remembered('lens', true);

export const selections = remembered<KeyRef | null>('selection', null);
