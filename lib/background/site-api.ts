import { browser } from 'wxt/browser';
import type { SiteApi } from './sites';

const CONTENT_SCRIPT = '/content-scripts/content.js';

/** `SiteApi` over Chrome's tabs, permissions and scripting APIs. */
export const chromeSiteApi: SiteApi = {
  // A tab's URL is hidden on sites without host permission; its top frame's is not (webNavigation).
  tabUrl: async (tabId) =>
    (await browser.tabs.get(tabId)).url ??
    (await browser.webNavigation.getFrame({ tabId, frameId: 0 }))?.url,
  hasOrigin: (pattern) => browser.permissions.contains({ origins: [pattern] }),
  registeredIds: async () =>
    (await browser.scripting.getRegisteredContentScripts()).map((s) => s.id),
  register: (id, pattern) =>
    browser.scripting.registerContentScripts([
      {
        id,
        matches: [pattern],
        js: [CONTENT_SCRIPT],
        allFrames: true,
        matchOriginAsFallback: true,
        runAt: 'document_start',
        persistAcrossSessions: true,
      },
    ]),
  unregister: (ids) => browser.scripting.unregisterContentScripts({ ids }),
  inject: async (tabId) => {
    await browser.scripting.executeScript({
      target: { tabId, allFrames: true },
      files: [CONTENT_SCRIPT],
    });
  },
};
