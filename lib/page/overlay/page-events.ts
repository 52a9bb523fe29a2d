import type { SelectModifier } from '../../messaging/types';
/**
 * The page events the overlay follows, all registered with one AbortSignal so `destroy` removes
 * every one of them. Scroll and layout listeners are passive; Alt+click is taken in the capture
 * phase of the window, before the page's own handlers. Pointer and gesture events the page's
 * script made up (`isTrusted` false) choose nothing: only the user hovers and selects.
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

/** The options' select modifier is held (Ctrl is Cmd too, for Macs); Alt when not chosen. */
export const modifierHeld = (e: MouseEvent, m: SelectModifier = 'alt') =>
  m === 'ctrl'
    ? e.ctrlKey || e.metaKey
    : e.altKey === (m !== 'shift') && (m === 'alt' || e.shiftKey);

/** Every event of an Alt+click gesture: the page must see none of them. */
const GESTURE = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'auxclick'];

/** Where the gesture handler is plugged in; null unplugs it. */
export type GestureHub = (handler: ((event: MouseEvent) => void) | null) => void;

/**
 * Takes the gesture events from the window's capture phase now. Listeners of one phase run in the
 * order they were added, so called before any of the page's scripts ran (at document start),
 * Alt+click reaches us before every handler of the page.
 */
export function gestureHub(win: Window): GestureHub {
  let handler: ((event: MouseEvent) => void) | null = null;
  for (const type of GESTURE)
    win.addEventListener(type, (e) => handler?.(e as MouseEvent), { capture: true });
  return (next) => void (handler = next);
}

export function listenToPage(
  doc: Document,
  win: Window,
  {
    signal,
    isUser,
    hub = gestureHub(win),
  }: { signal: AbortSignal; isUser: (event: Event) => boolean; hub?: GestureHub },
  on: PageEventHandlers,
): void {
  const passive = { passive: true, signal };
  const capture = { capture: true, passive: true, signal };
  win.addEventListener(
    'mousemove',
    (e) => isUser(e) && on.pointer(e.clientX, e.clientY, e.composedPath()[0] ?? null),
    passive,
  );
  win.addEventListener(
    'mouseout',
    (e) => {
      if (isUser(e) && !e.relatedTarget) on.pointerLeft(); // left the window
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
      if (isUser(e) && e.key === 'Escape') on.escape();
    },
    capture,
  );
  hub((e) => isUser(e) && on.altClick(e));
  signal.addEventListener('abort', () => hub(null));
}
