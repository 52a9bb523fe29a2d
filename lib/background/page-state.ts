import { storage } from 'wxt/utils/storage';
import type { KeyRef } from '../messaging/types';
import { capMap } from './request-budget';

/** Per-tab state in session storage (outlives the service worker, not the browser session). */
const perTab =
  <T>(name: string, fallback: T) =>
  (tabId: number) =>
    storage.defineItem<T>(`session:${name}:${tabId}`, { fallback });

const lensItem = perTab('lens', true);
const selectionItem = perTab<KeyRef | null>('selection', null);

/**
 * Kept in memory too (the most recent tabs; the others are read again): automation asks for the
 * lens's snapshot again and again.
 */
const lensKnown = new Map<number, boolean>();
const know = (tabId: number, on: boolean) => {
  lensKnown.delete(tabId);
  lensKnown.set(tabId, on);
  capMap(lensKnown, 256);
};

export const lensTabs = {
  async get(tabId: number): Promise<boolean> {
    const known = lensKnown.get(tabId);
    if (known !== undefined) return known;
    const stored = await lensItem(tabId).getValue();
    // A toggle while storage was read wins.
    if (!lensKnown.has(tabId)) know(tabId, stored);
    return lensKnown.get(tabId) ?? stored;
  },
  async set(tabId: number, on: boolean): Promise<void> {
    await lensItem(tabId).setValue(on);
    know(tabId, on);
  },
};

export const selections = {
  get: (tabId: number) => selectionItem(tabId).getValue(),
  set: (tabId: number, ref: KeyRef | null) => selectionItem(tabId).setValue(ref),
};
