import { defineUnlistedScript } from '#imports';
import { buildPageTextIndex } from '../lib/placeholders/template-index';
import type { InspectRequest, PagePreviewRequest } from '../lib/messaging/inspect-types';
import type { PageImageCalls } from '../lib/messaging/image-types';
import { refId } from '../lib/messaging/ref-id';
import { createImageOverlay } from '../lib/page/image-overlay';
import { inspectFrame } from '../lib/page/inspect/inspect';
import { keyBoxes } from '../lib/page/inspect/key-boxes';
import { measureFit } from '../lib/page/inspect/fit';
import type { FitRequest } from '../lib/messaging/fit-types';
import type { KeyBoxesRequest } from '../lib/messaging/shot-types';
import { revealPath } from '../lib/page/inspect/reveal';
import { createPagePreview } from '../lib/page/inspect/show-texts';
import { OVERLAY_TAG } from '../lib/page/overlay/create-overlay';

type Own = {
  __localeLensInspect?: (req: InspectRequest) => unknown;
  __localeLensReveal?: (path: string) => boolean;
  __localeLensPreview?: (req: PagePreviewRequest) => number;
  __localeLensImages?: () => PageImageCalls;
  __localeLensBoxes?: (req: KeyBoxesRequest) => unknown;
  __localeLensFit?: (req: FitRequest) => unknown;
};

/**
 * Injected on demand (never listed in the manifest) when the side panel opens the views that need
 * a closer look at the page: it leaves its functions in the extension's isolated world, where the
 * page's own scripts cannot see or call them, for the background to run with its options. Injected
 * again, it keeps what it has (a preview's saved nodes, a translated image laid over the page).
 * The image overlay is made only in the frame that is asked for it: the top frame.
 */
export default defineUnlistedScript(() => {
  const own = globalThis as Own;
  if (own.__localeLensInspect) return;
  const ignore = (el: Element) => el.localName === OVERLAY_TAG;
  const index = (t: InspectRequest['translations']) => (t ? buildPageTextIndex(t) : undefined);
  const run = (req: InspectRequest) =>
    inspectFrame(document, window, {
      defaultNamespace: req.defaultNamespace,
      textIndex: index(req.translations),
      brandWords: req.brandWords,
      ignore,
      openOrClosedShadowRoot: (el) => chrome.dom?.openOrClosedShadowRoot(el as HTMLElement) ?? null,
    });
  own.__localeLensInspect = (req) => {
    try {
      return run(req);
    } catch {
      // A frame the inspection trips over reports nothing rather than failing the whole page.
      return { url: location.href, hidden: [], untranslated: [], closedShadowRoots: [] };
    }
  };
  own.__localeLensReveal = (path) => revealPath(document, window, path);
  const preview = createPagePreview(document, window);
  own.__localeLensPreview = (req) => {
    if (!req.texts) {
      preview.restore();
      return 0;
    }
    const texts = new Map(req.texts.map((t) => [refId(t), t.text]));
    const options = {
      defaultNamespace: req.defaultNamespace,
      textIndex: index(req.translations),
      ignore,
    };
    return preview.show(texts, options);
  };
  // Where the keys in view are, for screenshots of them.
  own.__localeLensBoxes = (req) =>
    keyBoxes(document, window, {
      defaultNamespace: req.defaultNamespace,
      textIndex: index(req.translations),
      ignore,
    });
  // Whether each key's text in each language fits its element; the page is put back after.
  own.__localeLensFit = (req) =>
    measureFit(document, window, req, {
      defaultNamespace: req.defaultNamespace,
      textIndex: index(req.translations),
      ignore,
    });
  let images: PageImageCalls | undefined;
  own.__localeLensImages = () => (images ??= createImageOverlay(document, window, OVERLAY_TAG));
});
