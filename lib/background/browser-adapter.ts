import { browser } from 'wxt/browser';

/**
 * What Chrome and Firefox do differently, in one place. Chrome has a side panel
 * (`chrome.sidePanel`) and can keep local storage from content scripts; Firefox has a sidebar
 * (`sidebarAction`, serving the same panel page) and cannot. Everything else the background uses
 * (messaging, storage, permissions, scripting, commands, menus, the badge) is the same API in
 * both. Each browser is told apart by what it has, not by its name.
 */

/** Firefox's sidebar, as far as we use it (the `browser` types are Chrome's). */
interface SidebarAction {
  open(): Promise<void>;
  toggle(): Promise<void>;
}

const sidebar = (): SidebarAction | undefined =>
  (browser as unknown as { sidebarAction?: SidebarAction }).sidebarAction;

/**
 * The toolbar button opens the panel: Chrome does it itself once told to; Firefox's button
 * fires `action.onClicked`, whose handler runs on the user's gesture, as the sidebar needs.
 */
export function openPanelOnToolbarClick(): void {
  if (browser.sidePanel) {
    void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => {});
    return;
  }
  const bar = sidebar();
  if (bar) browser.action.onClicked.addListener(() => void bar.toggle().catch(() => {}));
}

/**
 * Opens the panel beside the tab; call it synchronously from a user gesture's handler (a menu
 * click), which both browsers require.
 */
export function openPanel(tabId: number): void {
  if (browser.sidePanel) {
    void browser.sidePanel.open({ tabId }).catch(() => {});
    return;
  }
  void sidebar()
    ?.open()
    .catch(() => {});
}

/**
 * Keeps local storage (settings, outbox texts, drafts) to extension pages, as session storage is
 * by default. Chrome can; Firefox has no such switch for local storage, so there a content
 * script could read it (docs/browsers.md says so). Returns whether it was done.
 */
export function keepLocalStorageFromContentScripts(): boolean {
  const local = browser.storage.local as { setAccessLevel?: (o: object) => Promise<void> };
  if (typeof local.setAccessLevel !== 'function') return false;
  void local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => {});
  return true;
}
