import { storage } from 'wxt/utils/storage';
import type { KeyRef } from '../messaging/types';

/** Per-tab state in session storage (outlives the service worker, not the browser session). */
const perTab =
  <T>(name: string, fallback: T) =>
  (tabId: number) =>
    storage.defineItem<T>(`session:${name}:${tabId}`, { fallback });

const lensItem = perTab('lens', true);
const selectionItem = perTab<KeyRef | null>('selection', null);

export const lensTabs = {
  get: (tabId: number) => lensItem(tabId).getValue(),
  set: (tabId: number, on: boolean) => lensItem(tabId).setValue(on),
};

export const selections = {
  get: (tabId: number) => selectionItem(tabId).getValue(),
  set: (tabId: number, ref: KeyRef | null) => selectionItem(tabId).setValue(ref),
};
