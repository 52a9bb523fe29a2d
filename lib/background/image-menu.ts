import { browser } from 'wxt/browser';
import { openPanel } from './browser-adapter';
import { words } from './words';

const MENU_ID = 'translate-image';

/**
 * "Translate this image" on a page image's context menu: opens the side panel (this runs on the
 * user's gesture, which opening it needs) and starts the translation there shown.
 */
export function installImageMenu(translate: (tabId: number, src: string) => Promise<unknown>) {
  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create({
      id: MENU_ID,
      title: words()('menu.translateImage'),
      contexts: ['image'],
    });
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== MENU_ID || tab?.id === undefined || !info.srcUrl) return;
    // Only the top frame's images: the overlay is drawn there.
    if (info.frameId) return;
    openPanel(tab.id);
    void translate(tab.id, info.srcUrl);
  });
}
