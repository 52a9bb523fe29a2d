import { browser, type Browser } from 'wxt/browser';

/** Origins where the content script runs without asking: local development servers. */
export const BUILT_IN_MATCHES = ['http://localhost/*', 'http://127.0.0.1/*'];
const CONTENT_SCRIPT = '/content-scripts/content.js';

const originPattern = (url: string) => {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}/*`;
};

/**
 * On a site the user has not enabled yet, the first press
 * asks for that one origin (optional host permission, least privilege) and registers the content
 * script there; afterwards it toggles the lens.
 */
export async function toggleLensOnActiveTab(tab: Browser.tabs.Tab, lens: LensTabs): Promise<void> {
  if (tab.id === undefined || !tab.url || !/^https?:/.test(tab.url)) return;
  const pattern = originPattern(tab.url);
  if (!BUILT_IN_MATCHES.includes(pattern)) {
    const granted = await browser.permissions.contains({ origins: [pattern] });
    if (!granted) {
      if (!(await browser.permissions.request({ origins: [pattern] }))) return;
      await enableSite(pattern);
      await browser.scripting.executeScript({
        target: { tabId: tab.id, allFrames: true },
        files: [CONTENT_SCRIPT],
      });
      await lens.set(tab.id, true);
      return;
    }
  }
  const on = !(await lens.get(tab.id));
  await lens.set(tab.id, on);
  await browser.tabs.sendMessage(tab.id, { type: 'lens.set', on }).catch(() => undefined);
}

type LensTabs = {
  get(tabId: number): Promise<boolean>;
  set(tabId: number, on: boolean): Promise<void>;
};

/**
 * The toolbar button opens the side panel; the lens is toggled from the button's context menu,
 * the keyboard command (Alt+Shift+L) and the panel.
 */
export function installToolbar(lens: LensTabs): void {
  void browser.sidePanel?.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create({
      id: 'toggle-lens',
      title: 'Toggle the lens on this page',
      contexts: ['action'],
    });
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === 'toggle-lens' && tab) void toggleLensOnActiveTab(tab, lens);
  });
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'toggle-lens' && tab) void toggleLensOnActiveTab(tab, lens);
  });
}

async function enableSite(pattern: string): Promise<void> {
  const id = `site:${pattern}`;
  const existing = await browser.scripting.getRegisteredContentScripts({ ids: [id] });
  if (existing.length) return;
  await browser.scripting.registerContentScripts([
    {
      id,
      matches: [pattern],
      js: [CONTENT_SCRIPT],
      allFrames: true,
      matchOriginAsFallback: true,
      runAt: 'document_idle',
      persistAcrossSessions: true,
    },
  ]);
}
