import { browser, type Browser } from 'wxt/browser';

/** Origins where the content script runs without asking: local development servers. */
export const BUILT_IN_MATCHES = ['http://localhost/*', 'http://127.0.0.1/*'];
const CONTENT_SCRIPT = '/content-scripts/content.js';

const originPattern = (url: string) => {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}/*`;
};

/**
 * Toolbar button and keyboard command. On a site the user has not enabled yet, the first press
 * asks for that one origin (optional host permission, least privilege) and registers the content
 * script there; afterwards it toggles the lens.
 */
export async function toggleLensOnActiveTab(
  tab: Browser.tabs.Tab,
  lens: { get(tabId: number): Promise<boolean>; set(tabId: number, on: boolean): Promise<void> },
): Promise<void> {
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
