/**
 * The whole-page status lens: a host with a closed shadow root, a pointer-transparent layer of
 * boxes, a hover card and a legend; given its document and window (any frame, and tests). Each
 * frame reads first (`ItemSet.measure`), then writes, so the page lays out once per frame.
 */
import { boxLook, createBoxPool } from './boxes';
import { elementMaker } from './dom';
import { translateRect } from './geometry';
import { createHoverCard } from './hover-card';
import { createHoverIntent, entryAt, HOVER_SWITCH_MS } from './hover';
import { ItemSet, type Measurement } from './item-set';
import { createLegend, emptyCounts } from './legend';
import { listenToPage, modifierHeld } from './page-events';
import { trackScrollShifts } from './scroll-shift';
import { watchSizes } from './resize-watch';
import type { ItemVisibility, LensItem, Overlay, OverlayOptions } from './types';

export type { ItemVisibility, LensCounts, LensItem, Overlay, OverlayOptions } from './types';

/** The host's tag: the scanner ignores it, and it is all that page scripts see of us. */
export const OVERLAY_TAG = 'locale-lens-overlay';

/** Hit-testing per frame; the rest of the occlusion tests continue in the next frames. */
const OCCLUSION_BUDGET_MS = 4;
/** Occlusion tests left over continue after this pause: every frame would re-read every box. */
const MORE_TESTS_AFTER_MS = 100;
/** Items from which a change is read after the frame rather than in it (a big page). */
const AFTER_FRAME_FROM = 300;

export function createOverlay(doc: Document, win: Window, options: OverlayOptions): Overlay {
  const abort = new AbortController();
  const host = doc.createElement(OVERLAY_TAG);
  const shadow = host.attachShadow({ mode: 'closed' });
  const make = elementMaker(doc);
  const boxLayer = make('div', 'boxes');
  const boxes = createBoxPool(make, boxLayer);
  const isUser = options.isUserEvent ?? ((e: Event) => e.isTrusted);
  const card = createHoverCard(make, (item) => choose(item), abort.signal, isUser, options.words);
  const legend = createLegend(make, abort.signal, { ...options, isUser }, win === win.top);
  const layer = make(
    'div',
    `layer ro-${options.readOnly ?? 'hatch'}`,
    boxLayer,
    card.element,
    legend.element,
  );
  shadow.append(make('style', '', options.css), layer);
  doc.documentElement.append(host);

  const items = new ItemSet();
  const hover = createHoverIntent();
  const scrolls = trackScrollShifts(win);
  let last: Measurement = {
    viewport: { width: 0, height: 0 },
    offset: { x: 0, y: 0 },
    counts: emptyCounts(),
    more: false,
  };
  let shown = true;
  let destroyed = false;
  /** `more`: the last measurement left tests or reads for the next frames; nothing moved. */
  let dirty: 'full' | 'scroll' | 'more' | null = 'full';
  let raf = 0;
  let timer = 0;
  let selected: string | null = null;
  let restart: string | null = null;
  let pointer: { x: number; y: number; target: EventTarget | null } | null = null;
  /** The item the panel selected: its card shows until Escape or the pointer moves. */
  let carded: string | null = null;
  const sizes = watchSizes(doc, win, () => invalidate('full'));

  /** The next measurement goes on with the last one's hit tests: nothing changed since. */
  let resume = false;
  function invalidate(kind: 'full' | 'scroll'): void {
    if (dirty !== 'full') dirty = kind;
    resume = false;
    request();
  }

  let moreTimer = 0;
  let afterFrame = 0;
  /** Cancels the frame (and the read after it) that was asked for. */
  function cancel(): void {
    win.cancelAnimationFrame(raf);
    win.clearTimeout(afterFrame);
    raf = afterFrame = 0;
  }
  function request(): void {
    if (!shown || destroyed || raf || afterFrame) return;
    raf = win.requestAnimationFrame(() => {
      // A big page's change is read after the frame has laid it out (not in the frame's task);
      // scrolling reads in the frame, where the layout is clean, so boxes move with the page.
      // Tests left over are not read in the frame either: the page may have changed since the
      // last one, and reading would lay it out in our task rather than the frame's.
      if (((!dirty || dirty === 'scroll') && !last.unread) || items.list.length < AFTER_FRAME_FROM)
        return frame(OCCLUSION_BUDGET_MS);
      raf = 0;
      afterFrame = win.setTimeout(() => {
        afterFrame = 0;
        frame(OCCLUSION_BUDGET_MS);
      }, 0);
    });
  }

  function frame(budget: number): void {
    raf = 0;
    if (dirty) {
      scrolls.take();
      last = items.measure(win, host, { full: dirty === 'full', shifts: scrolls, budget, resume });
      dirty = last.more || last.unread ? 'more' : null;
      resume = !!dirty;
      if (!dirty) options.onMeasured?.();
    }
    if (!shown) return;
    pickHover();
    paint();
    if (dirty && last.more && !last.unread)
      moreTimer ||= win.setTimeout(() => ((moreTimer = 0), request()), MORE_TESTS_AFTER_MS);
    else if (dirty) request();
  }

  /** Measures now, every test included, when something changed (for counts and Alt+click). */
  function flush(): void {
    if (!dirty || destroyed) return;
    cancel();
    frame(Infinity);
  }

  function pickHover(): void {
    if (pointer?.target === host) return hover.hold(); // over the card or the legend
    const at = pointer && { x: pointer.x - last.offset.x, y: pointer.y - last.offset.y };
    const hit = at && entryAt(items.list, at, pointer!.target);
    if (hover.next(hit, win.performance.now()) && !timer) {
      timer = win.setTimeout(() => {
        timer = 0;
        request();
      }, HOVER_SWITCH_MS + 10);
    }
  }

  function paint(): void {
    // Selecting the selected item again pulses again: one frame without the class, then with it.
    const restarting = restart;
    restart = null;
    // Boxes sit in page coordinates in a layer moved by the window's scroll: scrolling the window
    // changes one transform instead of every box's, so the boxes are not painted again.
    const { x, y } = scrolls.window;
    const shift = `translate(${-x}px,${-y}px)`;
    if (boxLayer.style.transform !== shift) boxLayer.style.transform = shift;
    for (const entry of items.list) {
      const { vis, rect } = entry.group;
      if (vis !== 'shown' || !rect) boxes.release(entry.slot);
      else {
        const look = boxLook(entry.item, entry.stack, {
          selected: entry.item.id === selected && entry.item.id !== restarting,
          hovered: entry === hover.current,
        });
        boxes.paint(entry.slot, entry.item.id, translateRect(rect, x, y), look);
      }
    }
    legend.setCounts(last.counts);
    // Without a pointer on an item, the card of the one the panel selected (keyboard users).
    const current = hover.current ?? items.get(carded ?? '');
    if (current?.group.rect) {
      if (card.item !== current.item) {
        const others = current.group.entries.filter((e) => e !== current).map((e) => e.item);
        card.show(current.item, others);
      }
      card.place(current.group.rect, last.viewport);
    } else if (card.item) card.hide();
    if (restarting) request();
  }

  function visibility(id: string): ItemVisibility | undefined {
    flush();
    const vis = items.get(id)?.group.vis;
    return vis === 'pending' ? 'shown' : vis; // not left after a flush; for the type
  }

  function dismiss(): void {
    hover.dismiss();
    carded = null;
    request();
  }

  function choose(item: LensItem): void {
    select(item.id);
    options.onSelect(item);
  }

  function select(id: string | null): void {
    if (id !== null && id === selected) restart = id;
    selected = id;
    request();
  }

  const events = { signal: abort.signal, isUser, hub: options.gestures };
  listenToPage(doc, win, events, {
    invalidate,
    scrolled(target) {
      scrolls.note(target);
      invalidate('scroll');
    },
    pointer(x, y, target) {
      pointer = { x, y, target };
      // The card the panel opened goes at once: a click there is meant for the page.
      if (carded) card.hide();
      carded = null;
      request();
    },
    pointerLeft() {
      pointer = null;
      request();
    },
    escape: dismiss,
    altClick(e) {
      if (!shown || !modifierHeld(e, options.modifier)) return;
      const target = e.composedPath()[0] ?? null;
      if (target === host) return; // our own card and legend
      flush();
      const at = { x: e.clientX - last.offset.x, y: e.clientY - last.offset.y };
      const entry = entryAt(items.list, at, target);
      if (!entry) return;
      e.preventDefault();
      e.stopPropagation();
      e.stopImmediatePropagation();
      if (e.type === 'click') choose(entry.item);
    },
  });

  return {
    get visible() {
      return shown;
    },
    update(next) {
      for (const entry of items.replace(next)) {
        boxes.release(entry.slot);
        hover.forget(entry);
      }
      sizes.follow(items.elements());
      invalidate('full');
    },
    setVisible(on) {
      if (on === shown || destroyed) return;
      shown = on;
      layer.hidden = !on;
      if (on) return invalidate('full');
      cancel();
      hover.forget();
      card.hide();
    },
    select,
    reveal(id) {
      const entry = items.get(id);
      if (!entry) return;
      entry.item.element.scrollIntoView({ block: 'center', inline: 'nearest' });
      carded = id;
      select(id);
      invalidate('full');
    },
    isVisible(id) {
      const vis = visibility(id);
      return vis === 'shown' || vis === 'offscreen';
    },
    knownVisible(element) {
      const vis = items.visOf(element);
      return vis !== 'hidden' && vis !== 'occluded';
    },
    visibility,
    setProblem: legend.setProblem,
    setPreview: legend.setPreview,
    dismiss,
    counts(now = true) {
      if (now) flush();
      return { ...last.counts };
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      abort.abort();
      sizes.disconnect();
      cancel();
      win.clearTimeout(timer);
      win.clearTimeout(moreTimer);
      host.remove();
    },
  };
}
