import { storage } from 'wxt/utils/storage';

/** Whether the lens is on, per tab; in session storage so it outlives the service worker. */
export const lensTabs = {
  item: (tabId: number) => storage.defineItem<boolean>(`session:lens:${tabId}`, { fallback: true }),
  get(tabId: number): Promise<boolean> {
    return this.item(tabId).getValue();
  },
  set(tabId: number, on: boolean): Promise<void> {
    return this.item(tabId).setValue(on);
  },
};
