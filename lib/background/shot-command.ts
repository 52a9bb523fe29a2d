import { browser } from 'wxt/browser';

/** The manifest's shortcut (Alt+Shift+S): screenshots of the keys in view on the current tab. */
export function installShotCommand(capture: (tabId: number) => Promise<unknown>): void {
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'capture-screenshots' && tab?.id !== undefined)
      void capture(tab.id).catch(() => undefined);
  });
}
