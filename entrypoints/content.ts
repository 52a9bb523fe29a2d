import { browser, defineContentScript } from '#imports';
import type { ContentMessage, ToContent } from '../lib/messaging/background-protocol';
import type { Result } from '../lib/messaging/result';
import { startLens } from '../lib/page/lens-controller';
import { observeRoots } from '../lib/page/observe';
import { createOverlay, OVERLAY_TAG } from '../lib/page/overlay/create-overlay';

export default defineContentScript({
  // Local development origins out of the box; other sites are registered when the user enables them.
  matches: ['http://localhost/*', 'http://127.0.0.1/*'],
  allFrames: true,
  matchAboutBlank: true,
  runAt: 'document_idle',
  async main(ctx) {
    const send = <T>(message: ContentMessage) =>
      browser.runtime.sendMessage(message) as Promise<Result<T>>;
    const state = await send<{ on: boolean; pinnedLocale: string | null }>({ type: 'lens.state' });
    const isOwnNode = (node: Node) =>
      node.nodeType === 1 && (node as Element).localName === OVERLAY_TAG;
    const overlay = createOverlay(document, window, {
      onSelect: (item) =>
        void send({
          type: 'key.selected',
          ref: { namespace: item.namespace, key: item.key },
          locale: document.documentElement.lang,
        }),
    });
    overlay.setVisible(state.ok && state.value.on);
    const lens = startLens({
      doc: document,
      win: window,
      send,
      overlay,
      isOwnNode,
      pinnedLocale: state.ok ? state.value.pinnedLocale : null,
      watch: (onChange) =>
        observeRoots(
          document,
          (c) =>
            onChange({
              added: [...c.added, ...c.changed],
              removed: c.removed,
              fullRescan: c.fullRescan || c.navigated,
            }),
          { window, ignore: isOwnNode },
        ),
    });
    const onMessage = (message: ToContent, _sender: unknown, reply: (answer: unknown) => void) => {
      if (message.type === 'lens.set') lens.setVisible(message.on);
      else if (message.type === 'status.changed') lens.refreshStatus();
      else if (message.type === 'key.reveal') reply(lens.reveal(message.ref));
      else if (message.type === 'lens.snapshot') reply(lens.snapshot());
      else if (message.type === 'preview.set') reply(lens.preview(message.ref, message.text));
    };
    browser.runtime.onMessage.addListener(onMessage);
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onMessage);
      lens.stop();
    });
  },
});
