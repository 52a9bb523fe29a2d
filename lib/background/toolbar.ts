import { browser, type Browser } from 'wxt/browser';
import type { UiText } from '../ui-text/catalogues';
import { openPanelOnToolbarClick } from './browser-adapter';
import type { BackgroundDeps } from './router';
import type { Sites } from './sites';
import { words } from './words';

type LensTabs = BackgroundDeps['lens'];

/**
 * Toggles the lens on the tab. On a site the user has not turned Locale Lens on for, the first
 * press asks for that one origin (this handler runs on the user's gesture) and turns it on there.
 */
export async function toggleLensOnTab(
  tab: Browser.tabs.Tab,
  lens: LensTabs,
  sites: Sites,
): Promise<void> {
  if (tab.id === undefined) return;
  const site = await sites.stateOfUrl(tab.url);
  if (site.status === 'unsupported') return;
  if (site.status === 'off') {
    if (!(await browser.permissions.request({ origins: [site.pattern!] }))) return;
    await lens.set(tab.id, true);
    await sites.enable(tab.id);
    return;
  }
  const on = !(await lens.get(tab.id));
  await lens.set(tab.id, on);
  await browser.tabs.sendMessage(tab.id, { type: 'lens.set', on }).catch(() => undefined);
}

/**
 * The toolbar button opens the panel (Chrome's side panel, Firefox's sidebar); the lens is toggled from the button's context menu,
 * the keyboard command (Alt+Shift+L) and the panel.
 */
export function installToolbar(lens: LensTabs, sites: Sites): void {
  openPanelOnToolbarClick();
  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create({
      id: 'toggle-lens',
      title: words()('menu.toggleLens'),
      contexts: ['action'],
    });
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === 'toggle-lens' && tab) void toggleLensOnTab(tab, lens, sites);
  });
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'toggle-lens' && tab) void toggleLensOnTab(tab, lens, sites);
  });
  // Site access withdrawn in the browser's menu: stop running there.
  browser.permissions.onRemoved.addListener(({ origins }) => void sites.forget(origins ?? []));
}

/** Offers waiting for the user, as a count on the toolbar button (none: no badge). */
export function setOfferBadge(count: number): void {
  void browser.action.setBadgeText({ text: count > 0 ? String(count) : '' }).catch(() => undefined);
  void browser.action.setBadgeBackgroundColor({ color: '#b45309' }).catch(() => undefined);
}

/**
 * The keys on the tab's page the user can act on now, as the tab's count on the toolbar button
 * (over the offers count), with its meaning in the tooltip; null gives the tab back the global
 * badge and title.
 */
export function setWorkBadge(tabId: number, count: number | null, t: UiText): void {
  const title = count === null ? t('badge.title') : t('badge.work', { count });
  void browser.action.setTitle({ tabId, title }).catch(() => undefined);
  // Without text, the tab's own badge text is cleared and the global one shows again.
  void browser.action
    .setBadgeText(count ? { tabId, text: String(count) } : { tabId })
    .catch(() => undefined);
  if (count)
    void browser.action.setBadgeBackgroundColor({ tabId, color: '#0550ae' }).catch(() => undefined);
}

/** The context menus' titles in the user's language (they are created in English on install). */
export function localizeMenus(t: UiText): void {
  const titles = {
    'toggle-lens': t('menu.toggleLens'),
    'translate-image': t('menu.translateImage'),
  };
  for (const [id, title] of Object.entries(titles))
    void Promise.resolve(browser.contextMenus.update(id, { title })).catch(() => undefined);
}
