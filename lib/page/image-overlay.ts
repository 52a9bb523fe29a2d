/**
 * A translated picture laid over the page's own, in place: an image in a closed shadow root of
 * its own, fixed at the original's box and moved with it when the page scrolls or resizes (one
 * rect read per animation frame, only after such an event). The page sees only the host element.
 */
import type { PageImage, PageImageCalls } from '../messaging/image-types';

const MIN_SIDE = 32;
const MAX_IMAGES = 50;

const srcOf = (img: HTMLImageElement) => img.currentSrc || img.src;

export function createImageOverlay(
  doc: Document,
  win: Window,
  tag: string,
): PageImageCalls & { clear(): void } {
  let host: HTMLElement | null = null;
  let shown: HTMLImageElement | null = null;
  let target: HTMLImageElement | null = null;
  let raf = 0;
  let abort: AbortController | null = null;
  const resizes = new (win as Window & typeof globalThis).ResizeObserver(() => follow());

  function place(): void {
    raf = 0;
    if (!shown || !target) return;
    const r = target.getBoundingClientRect();
    const gone = !target.isConnected || r.width === 0;
    shown.style.display = gone ? 'none' : '';
    shown.style.transform = `translate(${r.left}px,${r.top}px)`;
    shown.style.width = `${r.width}px`;
    shown.style.height = `${r.height}px`;
  }
  function follow(): void {
    raf ||= win.requestAnimationFrame(place);
  }

  function clear(): void {
    abort?.abort();
    resizes.disconnect();
    host?.remove();
    host = shown = target = null;
  }

  return {
    list(): PageImage[] {
      const found: PageImage[] = [];
      for (const img of doc.images) {
        if (found.length >= MAX_IMAGES) break;
        const src = srcOf(img);
        if (!src || img.width < MIN_SIDE || img.height < MIN_SIDE) continue;
        found.push({ src, alt: img.alt.slice(0, 200), width: img.width, height: img.height });
      }
      return found;
    },

    /** False when the page no longer has the image. */
    show(src: string, dataUrl: string): boolean {
      clear();
      target = [...doc.images].find((img) => srcOf(img) === src || img.src === src) ?? null;
      // Only a PNG the background checked: nothing else becomes a source here.
      if (!target || !dataUrl.startsWith('data:image/png;base64,')) return false;
      host = doc.createElement(tag);
      const shadow = host.attachShadow({ mode: 'closed' });
      shown = doc.createElement('img');
      shown.src = dataUrl;
      shown.alt = '';
      shown.style.cssText =
        'position:fixed;left:0;top:0;margin:0;pointer-events:none;z-index:2147483646';
      shadow.append(shown);
      doc.documentElement.append(host);
      abort = new AbortController();
      const options = { capture: true, passive: true, signal: abort.signal };
      win.addEventListener('scroll', follow, options);
      win.addEventListener('resize', follow, options);
      resizes.observe(target);
      place();
      return true;
    },

    reveal(translated: boolean): void {
      if (host) host.hidden = !translated;
    },

    clear,
  };
}

export type ImageOverlay = ReturnType<typeof createImageOverlay>;
