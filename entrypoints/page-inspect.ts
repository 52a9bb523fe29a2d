import { defineUnlistedScript } from '#imports';
import { buildTextIndex } from '../lib/i18n-keys/text-index';
import type { InspectRequest } from '../lib/messaging/inspect-types';
import { inspectFrame } from '../lib/page/inspect/inspect';
import { revealPath } from '../lib/page/inspect/reveal';
import { OVERLAY_TAG } from '../lib/page/overlay/create-overlay';

/**
 * Injected on demand (never listed in the manifest) when the side panel opens the views that need
 * a closer look at the page: it leaves `inspect` in the extension's isolated world, where the
 * page's own scripts cannot see or call it, for the background to run with its options.
 */
export default defineUnlistedScript(() => {
  const inspect = (req: InspectRequest) => {
    try {
      return run(req);
    } catch {
      // A frame the inspection trips over reports nothing rather than failing the whole page.
      return { url: location.href, hidden: [], untranslated: [], closedShadowRoots: [] };
    }
  };
  const run = (req: InspectRequest) =>
    inspectFrame(document, window, {
      defaultNamespace: req.defaultNamespace,
      textIndex: req.translations ? buildTextIndex(req.translations) : undefined,
      brandWords: req.brandWords,
      ignore: (el) => el.localName === OVERLAY_TAG,
      openOrClosedShadowRoot: (el) => chrome.dom?.openOrClosedShadowRoot(el as HTMLElement) ?? null,
    });
  const own = globalThis as {
    __localeLensInspect?: typeof inspect;
    __localeLensReveal?: (path: string) => boolean;
  };
  own.__localeLensInspect = inspect;
  own.__localeLensReveal = (path) => revealPath(document, window, path);
});
