import { browser, defineContentScript } from '#imports';
import { send } from '../lib/messaging/send';
import { contentHandlers, dispatchToContent } from '../lib/page/content-handlers';
import { startLens } from '../lib/page/lens-controller';
import { pageLocale } from '../lib/page/page-locale';
import { observeRoots } from '../lib/page/observe';
import { createOverlay, OVERLAY_TAG } from '../lib/page/overlay/create-overlay';
import { gestureHub } from '../lib/page/overlay/page-events';
import { takeLinkMarker } from '../lib/page/link-marker';
import { rememberMarkers } from '../lib/page/marker-memory';
import { scanOptions, scanWhileParsing, type ParseScan } from '../lib/page/first-scan';
import { frameInfo, frameReporter } from '../lib/page/frame-report';
import { searchWhenParsed } from '../lib/page/parsed-search';
import type { ScanHit } from '../lib/page/scan-hit';

export default defineContentScript({
  // Local development origins out of the box; other sites are registered when the user enables them.
  matches: ['http://localhost/*', 'http://127.0.0.1/*'],
  allFrames: true,
  matchAboutBlank: true,
  // At document start to take Alt+click before the page's own listeners, and to scan the page
  // while it is parsed.
  runAt: 'document_start',
  async main(ctx) {
    // A link to a key: its marker goes before the page's own scripts run, so they never see it.
    const link = takeLinkMarker(location, history);
    // Before the page's scripts: some take their markers out as soon as they are added.
    const markers = rememberMarkers(document, window);
    const gestures = gestureHub(window);
    const isOwnNode = (node: Node) =>
      node.nodeType === 1 && (node as Element).localName === OVERLAY_TAG;
    // What the first scan needs is asked with the lens's state, for the page's own language (a
    // pinned one is asked after): the parser's tasks hold the answers back, and on a small page a
    // second round trip ends after DOMContentLoaded.
    const page = { win: window, ignore: isOwnNode, markers };
    const own = document.documentElement && pageLocale(document, window);
    const asked = own ? scanOptions(send, own, page) : undefined;
    // One reporter for the frame: the lens's reports follow on from one made before it began.
    let visible = (_hit: ScanHit) => true; // nothing is drawn before the lens is
    const report = frameReporter(send, (hit) => visible(hit));
    let begun: ParseScan | undefined;
    if (own)
      searchWhenParsed(
        document,
        page,
        () => begun,
        (found, locale = own) => void report(found.hits, frameInfo(window, locale, found), false),
      );
    const state = await send('lens.state');
    const start = state.ok ? state.value : undefined;
    const pinned = start?.pinnedLocale ?? null;
    // The first scan starts as soon as the background has said what it needs.
    const locale = document.documentElement && pageLocale(document, window, pinned);
    const early = locale
      ? scanWhileParsing(
          document,
          window,
          locale,
          locale === own ? asked! : scanOptions(send, locale, page),
        )
      : undefined;
    void early?.begun.then(() => (begun = early));
    if (document.readyState === 'loading')
      await new Promise((done) =>
        document.addEventListener('DOMContentLoaded', done, { once: true }),
      );
    // The early scan stops watching the page before the overlay is added (no change of the page).
    early?.touched();
    // An orphaned script of an earlier version may have left its overlay behind.
    for (const stale of document.querySelectorAll(OVERLAY_TAG)) stale.remove();
    let onMeasured = () => {};
    const overlay = createOverlay(document, window, {
      gestures,
      readOnly: start?.readOnlyStyle,
      modifier: start?.selectModifier,
      // The background sends the words (in the user's language), the stylesheet and the legend's fold.
      words: start?.words ?? ({ text: {}, states: {} } as never),
      css: start?.css ?? '',
      folded: start?.folded,
      onFold: (collapsed) => send('legend.fold', { collapsed }),
      onPreview: (mode) => send('preview.pick', { mode }),
      onMeasured: () => onMeasured(),
      onSelect: (item) =>
        void send('key.selected', {
          ref: { namespace: item.namespace, key: item.key },
          locale: document.documentElement.lang,
        }),
    });
    overlay.setVisible(!!start?.on);
    const lens = startLens({
      doc: document,
      win: window,
      send,
      overlay,
      isOwnNode,
      pinnedLocale: pinned,
      early,
      markers,
      report,
      watch: (onChange) =>
        observeRoots(
          document,
          (c) =>
            onChange({
              added: c.added,
              removed: c.removed,
              fullRescan: c.fullRescan || c.navigated,
            }),
          // The lens's scans find the shadow roots and hand them over.
          { window, ignore: isOwnNode, leading: true },
        ),
    });
    if (link) void send('link.opened', { link });
    onMeasured = lens.measured;
    visible = lens.visible;
    const handlers = contentHandlers(lens, overlay, report);
    const onMessage = (
      message: { type?: unknown },
      _sender: unknown,
      reply: (a: unknown) => void,
    ) => dispatchToContent(handlers, message, reply);
    browser.runtime.onMessage.addListener(onMessage);
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onMessage);
      lens.stop();
      markers.disconnect();
    });
  },
});
