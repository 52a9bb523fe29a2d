import { browser } from 'wxt/browser';

/** `?tab=<id>`: the panel opened as a page (pop-out window, automation) for a given tab. */
export function tabFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('tab');
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export interface TabBinding {
  /** The tab to show changed (null: none yet). */
  tab(tabId: number | null): void;
  /** The shown tab loaded a new page. */
  navigated(tabId: number): void;
}

/**
 * Binds the panel to `?tab=` when given, else to the active tab of the panel's window, following
 * tab switches and navigations. Returns the teardown.
 */
export function followTab(search: string, on: TabBinding): () => void {
  const fixed = tabFromSearch(search);
  let current: number | null = fixed;
  let windowId: number | undefined;
  const onUpdated = (tabId: number, info: { status?: string; url?: string }) => {
    if (tabId === current && (info.status === 'complete' || info.url)) on.navigated(tabId);
  };
  const onActivated = (info: { tabId: number; windowId: number }) => {
    if (windowId !== undefined && info.windowId !== windowId) return;
    current = info.tabId;
    on.tab(current);
  };
  browser.tabs.onUpdated.addListener(onUpdated);
  if (fixed !== null) on.tab(fixed);
  else {
    browser.tabs.onActivated.addListener(onActivated);
    void browser.tabs.query({ active: true, currentWindow: true }).then(([tab]) => {
      windowId = tab?.windowId;
      current = tab?.id ?? null;
      on.tab(current);
    });
  }
  return () => {
    browser.tabs.onUpdated.removeListener(onUpdated);
    browser.tabs.onActivated.removeListener(onActivated);
  };
}
