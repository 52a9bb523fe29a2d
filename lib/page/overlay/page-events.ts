/**
 * The page events the overlay follows, all registered with one AbortSignal so `destroy` removes
 * every one of them. Scroll and layout listeners are passive; Alt+click is taken in the capture
 * phase of the window, before the page's own handlers.
 */
export interface PageEventHandlers {
  /** `full`: the layout may have changed anywhere; `scroll`: positions changed, rendering did not. */
  invalidate(kind: 'full' | 'scroll'): void;
  /** The window (target: the document) or a scroll container scrolled. */
  scrolled(target: EventTarget | null): void;
  pointer(x: number, y: number, target: EventTarget | null): void;
  pointerLeft(): void;
  escape(): void;
  altClick(event: MouseEvent): void;
}

/** Every event of an Alt+click gesture: the page must see none of them. */
const GESTURE = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'auxclick'];

export function listenToPage(
  doc: Document,
  win: Window,
  signal: AbortSignal,
  on: PageEventHandlers,
): void {
  const passive = { passive: true, signal };
  const capture = { capture: true, passive: true, signal };
  win.addEventListener(
    'mousemove',
    (e) => on.pointer(e.clientX, e.clientY, e.composedPath()[0] ?? null),
    passive,
  );
  win.addEventListener(
    'mouseout',
    (e) => {
      if (!e.relatedTarget) on.pointerLeft(); // left the window
    },
    passive,
  );
  // On the document in the capture phase: scroll events of inner containers do not bubble.
  doc.addEventListener('scroll', (e) => on.scrolled(e.target), capture);
  const layoutChanged = () => on.invalidate('full');
  doc.addEventListener('transitionend', layoutChanged, capture);
  doc.addEventListener('animationend', layoutChanged, capture);
  win.addEventListener('resize', layoutChanged, passive);
  win.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Escape') on.escape();
    },
    capture,
  );
  for (const type of GESTURE) {
    win.addEventListener(type, (e) => on.altClick(e as MouseEvent), { capture: true, signal });
  }
}
