import { browser, defineBackground } from '#imports';
import { frameRegistry } from '../lib/background/frame-registry';
import { lensTabs } from '../lib/background/lens-tabs';
import { createRouter } from '../lib/background/router';
import { DEFAULT_SETTINGS, settingsItem, type Settings } from '../lib/background/settings';
import { toggleLensOnActiveTab } from '../lib/background/toolbar';

export default defineBackground(() => {
  let current: Settings = DEFAULT_SETTINGS;
  const ready = settingsItem.getValue().then((s) => (current = s));
  settingsItem.watch((s) => (current = s ?? DEFAULT_SETTINGS));

  const handle = createRouter({
    extensionId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL('/'),
    settings: {
      get: () => settingsItem.getValue(),
      set: (s) => settingsItem.setValue(s),
      current: () => current,
    },
    frames: frameRegistry,
    lens: lensTabs,
    sendToTab: (tabId, message) =>
      browser.tabs.sendMessage(tabId, message).then(
        () => undefined,
        () => undefined,
      ),
  });
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    ready.then(() => handle(message, sender)).then(sendResponse);
    return true; // answered asynchronously
  });

  browser.tabs.onRemoved.addListener((tabId) => void frameRegistry.clear(tabId));
  browser.webNavigation?.onCommitted.addListener(
    ({ tabId, frameId }) => void frameRegistry.clear(tabId, frameId),
  );
  browser.action.onClicked.addListener((tab) => void toggleLensOnActiveTab(tab, lensTabs));
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'toggle-lens' && tab) void toggleLensOnActiveTab(tab, lensTabs);
  });
});
