import { browser } from 'wxt/browser';
import { ask } from '../messaging/ask';
import { isPanelEvent, type PanelTransport } from './transport';

/** The real transport: `runtime.sendMessage` to the background, its broadcasts back. */
export function runtimeTransport(): PanelTransport {
  return {
    ask,
    subscribe(listener) {
      // Returns nothing, so the message channel is not held open for an answer.
      const onMessage = (message: unknown) => {
        if (isPanelEvent(message)) listener(message);
      };
      browser.runtime.onMessage.addListener(onMessage);
      return () => browser.runtime.onMessage.removeListener(onMessage);
    },
    requestOrigin: (pattern) => browser.permissions.request({ origins: [pattern] }),
  };
}
