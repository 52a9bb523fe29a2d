import '../lib/contract/zod-setup';
import { browser, defineBackground } from '#imports';
import { cached } from '../lib/background/cached-item';
import { recallFrames } from '../lib/background/frame-recall';
import { createFrameRegistry } from '../lib/background/frame-registry';
import { keepLocalStorageFromContentScripts } from '../lib/background/browser-adapter';
import { installImageMenu } from '../lib/background/image-menu';
import { chromeInspectApi } from '../lib/background/inspect-api';
import { legendFold, previewModes } from '../lib/background/overlay-state';
import { lensTabs, selections } from '../lib/background/page-state';
import { createRouter } from '../lib/background/router';
import { chromeShotApi } from '../lib/background/shot-api';
import { installShotCommand } from '../lib/background/shot-command';
import {
  credentialsItem,
  DEFAULT_SETTINGS,
  NO_CREDENTIALS,
  settingsItem,
} from '../lib/background/settings';
import { chromeSiteApi } from '../lib/background/site-api';
import { createSites } from '../lib/background/sites';
import {
  installToolbar,
  localizeMenus,
  setOfferBadge,
  setWorkBadge,
} from '../lib/background/toolbar';
import { DEFAULT_UI_PREFS, uiPrefsItem } from '../lib/messaging/ui-prefs';
import { createWorkBadge } from '../lib/background/work-badge';
import { textFor } from '../lib/ui-text/catalogues';
import { pickLanguage } from '../lib/ui-text/languages';
import { speakIn } from '../lib/background/words';

export default defineBackground(() => {
  // Content scripts run inside pages: they must not read settings, outbox texts or drafts.
  keepLocalStorageFromContentScripts();
  const settings = cached(settingsItem, DEFAULT_SETTINGS);
  const credentials = cached(credentialsItem, NO_CREDENTIALS);
  const prefs = cached(uiPrefsItem, DEFAULT_UI_PREFS);
  const uiText = () =>
    textFor(pickLanguage(prefs.current().language ?? null, [browser.i18n.getUILanguage()]));
  speakIn(uiText);
  const ready = Promise.all([settings.ready, credentials.ready, prefs.ready]);
  const sites = createSites(chromeSiteApi);
  // A tab without a content script (or with an orphaned one) answers nothing.
  const toTab = (tabId: number, m: unknown) =>
    browser.tabs.sendMessage(tabId, m, { frameId: 0 }).catch(() => undefined);
  const frameRegistry = createFrameRegistry(
    recallFrames({
      frameIds: async (tabId) =>
        ((await browser.webNavigation.getAllFrames({ tabId })) ?? []).map((f) => f.frameId),
      resend: (tabId, frameId) =>
        browser.tabs.sendMessage(tabId, { type: 'frame.resend' }, { frameId }),
    }),
  );
  const router = createRouter({
    extensionId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL('/'),
    settings,
    credentials,
    frames: frameRegistry,
    lens: lensTabs,
    selections,
    sites,
    sendToTab: (tabId, message) => toTab(tabId, message),
    sendToTabs: (message) =>
      void browser.tabs
        .query({})
        .then((tabs) => tabs.forEach((t) => t.id && void toTab(t.id, message))),
    broadcast: (event) => {
      void browser.runtime.sendMessage(event).catch(() => undefined);
      // What makes the panel ask again changes the tab's work count too.
      if (event.tabId !== undefined) badge.changed(event.tabId);
      else
        void browser.tabs
          .query({})
          .then((tabs) => tabs.forEach((t) => t.id && badge.changed(t.id)));
    },
    // A timer while the worker lives, an alarm in case it is stopped first.
    schedule: (at) => {
      setTimeout(() => void router.outbox.run(), Math.max(0, at - Date.now()));
      void browser.alarms.create('outbox', { when: Math.max(at, Date.now() + 1000) });
    },
    setBadge: setOfferBadge,
    inspect: chromeInspectApi,
    shots: chromeShotApi,
    legendFold,
    previewModes,
  });
  const badge = createWorkBadge({
    signedIn: () => credentials.current().mode !== 'demo',
    site: (tabId) => sites.state(tabId),
    page: (tabId) => router.panelPage(tabId),
    show: (tabId, count) => setWorkBadge(tabId, count, uiText()),
  });
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    void ready.then(() => router.handle(message, sender)).then(sendResponse);
    return true; // answered asynchronously
  });
  browser.alarms.onAlarm.addListener(
    (a) => a.name === 'outbox' && void ready.then(() => router.outbox.run()),
  );
  // The offers badge, and new work from a confirmed offer, while no panel asks.
  void browser.alarms.create('offers', { periodInMinutes: 1 });
  browser.alarms.onAlarm.addListener(
    (a) =>
      a.name === 'offers' && void ready.then(() => router.refreshOffers().catch(() => undefined)),
  );
  void ready.then(() => router.outbox.run()); // whatever a stopped worker left pending
  browser.tabs.onRemoved.addListener((tabId) => void frameRegistry.forget(tabId));
  // A new document in the tab's top frame takes the old one's frames with it.
  browser.webNavigation.onCommitted.addListener(
    ({ tabId, frameId }) => void frameRegistry.clear(tabId, frameId === 0 ? undefined : frameId),
  );
  installToolbar(lensTabs, sites);
  installShotCommand((tabId) =>
    ready.then(() => router.handlers['shots.capture']({ tabId }, { kind: 'page' })),
  );
  installImageMenu((tabId, src) => ready.then(() => router.translateImage(tabId, src)));
  // Menus speak the user's language, after they are created and whenever it changes.
  const relabel = () => void prefs.ready.then(() => localizeMenus(uiText()));
  relabel();
  browser.runtime.onInstalled.addListener(relabel);
  uiPrefsItem.watch(relabel);
  // Not after a Chrome update: the tabs' content scripts are still alive then.
  browser.runtime.onInstalled.addListener(async ({ reason }) => {
    if (reason === 'install' || reason === 'update')
      await sites.injectIntoOpenTabs(await browser.tabs.query({}));
  });
});
