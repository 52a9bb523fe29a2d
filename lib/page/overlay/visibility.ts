/**
 * Whether an item's element can be seen: rendered at all, and not under something else of the
 * page (a modal, a sticky header) at the centre of its visible part. Reads only; called in the
 * read phase of a frame.
 */
import { composedContains } from '../composed-tree';
import type { Point } from './geometry';

/** `display: none` (self or ancestor), `visibility: hidden`, `opacity: 0` (self or ancestor). */
export function isRendered(element: Element, win: Window): boolean {
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({
      visibilityProperty: true,
      opacityProperty: true,
      // Older names of the same options (Chromium < 121).
      checkVisibilityCSS: true,
      checkOpacity: true,
    } as CheckVisibilityOptions);
  }
  // Fallback without checkVisibility (older engines, jsdom): the element's own computed style.
  const style = win.getComputedStyle(element);
  return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0';
}

/**
 * The page element at `element`'s spot is the element itself, something inside it (a child
 * element, a nested shadow host), or something around it (the gap between the lines of a wrapped
 * inline element hits its parent). Anything else — a modal, a backdrop, a sticky header — covers it.
 */
export function ownsPoint(element: Element, topmost: Node | null): boolean {
  if (!topmost) return false;
  return composedContains(element, topmost) || composedContains(topmost, element);
}

type HitRoot = Pick<Document, 'elementFromPoint' | 'elementsFromPoint'>;

/**
 * The topmost page element at `p`, hit-tested in the element's own tree (the document or its
 * shadow root, whose answers are retargeted to that tree). The overlay's host is transparent:
 * its hover card and legend take pointer events and would otherwise hide what is below, so only
 * then is the whole stack asked for (several times slower than the topmost alone).
 * Returns undefined when the root cannot hit-test (no layout engine): callers count it visible.
 */
export function topmostAt(element: Element, p: Point, host: Element): Element | null | undefined {
  const root = element.getRootNode() as Partial<HitRoot>;
  if (typeof root.elementFromPoint !== 'function') return undefined;
  const top = root.elementFromPoint(p.x, p.y);
  if (top !== host) return top;
  return root.elementsFromPoint?.(p.x, p.y).find((hit) => hit !== host) ?? null;
}

/**
 * Not covered at `p`: the topmost page element there is the element or inside it. When it is an
 * ancestor instead, the point may fall between the lines of a wrapped inline element (probe the
 * first line box), the element may take no pointer events (trust it), or a scroll container may
 * have clipped it away (covered). Unknown (no hit-testing available) counts as visible.
 */
export function isUncovered(element: Element, p: Point, host: Element, win: Window): boolean {
  const top = topmostAt(element, p, host);
  if (top === undefined) return true;
  if (!top) return false;
  if (composedContains(element, top)) return true; // the element, or something inside it
  if (!composedContains(top, element)) return false; // something else is on top
  const line = element.getClientRects()[0];
  if (line && line.width > 0 && line.height > 0) {
    const q = { x: line.left + line.width / 2, y: line.top + line.height / 2 };
    if (q.x !== p.x || q.y !== p.y) {
      const probe = topmostAt(element, q, host);
      if (probe && composedContains(element, probe)) return true;
    }
  }
  return win.getComputedStyle(element).pointerEvents === 'none';
}
