import { browser, defineContentScript } from '#imports';
import { send } from '../lib/messaging/send';
import { contentHandlers, dispatchToContent } from '../lib/page/content-handlers';
import { createImageOverlay } from '../lib/page/image-overlay';
import { startLens } from '../lib/page/lens-controller';
import { observeRoots } from '../lib/page/observe';
import { createOverlay, OVERLAY_TAG } from '../lib/page/overlay/create-overlay';
import { gestureHub } from '../lib/page/overlay/page-events';
import { takeLinkMarker } from '../lib/page/link-marker';

export default defineContentScript({
  // Local development origins out of the box; other sites are registered when the user enables them.
  matches: ['http://localhost/*', 'http://127.0.0.1/*'],
  allFrames: true,
  matchAboutBlank: true,
  // At document start only to take Alt+click before the page's own listeners; the scan waits
  // for the document to be parsed.
  runAt: 'document_start',
  async main(ctx) {
    // A link to a key: its marker goes before the page's own scripts run, so they never see it.
    const link = takeLinkMarker(location, history);
    const gestures = gestureHub(window);
    const state = await send('lens.state');
    if (document.readyState === 'loading')
      await new Promise((done) =>
        document.addEventListener('DOMContentLoaded', done, { once: true }),
      );
    const isOwnNode = (node: Node) =>
      node.nodeType === 1 && (node as Element).localName === OVERLAY_TAG;
    // An orphaned script of an earlier version may have left its overlay behind.
    for (const stale of document.querySelectorAll(OVERLAY_TAG)) stale.remove();
    const overlay = createOverlay(document, window, {
      gestures,
      readOnly: state.ok ? state.value.readOnlyStyle : undefined,
      onSelect: (item) =>
        void send('key.selected', {
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
    if (link) void send('link.opened', { link });
    const images = createImageOverlay(document, window, OVERLAY_TAG);
    const handlers = contentHandlers(lens, images);
    const onMessage = (
      message: { type?: unknown },
      _sender: unknown,
      reply: (a: unknown) => void,
    ) => dispatchToContent(handlers, message, reply);
    browser.runtime.onMessage.addListener(onMessage);
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onMessage);
      lens.stop();
      images.clear();
    });
  },
});
