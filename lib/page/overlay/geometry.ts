/** Pure rect math for the overlay: no DOM, so it is tested with tables. */

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Nothing to outline: zero or negative size (detached, display none, empty inline). */
export const isEmptyRect = (r: Rect): boolean => !(r.width > 0 && r.height > 0);

/** Left and top edges inclusive, right and bottom exclusive, so neighbours never share a point. */
export const containsPoint = (r: Rect, p: Point): boolean =>
  p.x >= r.left && p.x < r.left + r.width && p.y >= r.top && p.y < r.top + r.height;

/** Whether `r` overlaps the viewport grown by `margin` on every side (touching edges do not). */
export function inViewport(r: Rect, viewport: Size, margin = 0): boolean {
  if (isEmptyRect(r)) return false;
  return (
    r.left < viewport.width + margin &&
    r.left + r.width > -margin &&
    r.top < viewport.height + margin &&
    r.top + r.height > -margin
  );
}

/**
 * The centre of the part of `r` inside the viewport: the point the occlusion test samples.
 * Off-screen points hit nothing, so the plain centre of a half-visible element would be wrong.
 */
export function visibleCentre(r: Rect, viewport: Size): Point | null {
  const left = Math.max(r.left, 0);
  const top = Math.max(r.top, 0);
  const right = Math.min(r.left + r.width, viewport.width);
  const bottom = Math.min(r.top + r.height, viewport.height);
  if (right <= left || bottom <= top) return null;
  // Not rounded: hit-testing takes fractions, and a rounded point can fall off a sliver.
  return { x: (left + right) / 2, y: (top + bottom) / 2 };
}

/**
 * Indices of the rects that contain `p`, innermost first: smallest area wins, and on a tie the
 * earlier index (callers list text items before attribute items of the same element).
 */
export function hitsAt(rects: readonly (Rect | null)[], p: Point): number[] {
  const hits: number[] = [];
  rects.forEach((r, i) => {
    if (r && !isEmptyRect(r) && containsPoint(r, p)) hits.push(i);
  });
  const area = (i: number) => rects[i]!.width * rects[i]!.height;
  return hits.sort((a, b) => area(a) - area(b) || a - b);
}

export interface CardPlacement {
  x: number;
  y: number;
  /** The card grows upwards from `y` (it is placed above the anchor). */
  above: boolean;
  /** Room for the card in its direction; it scrolls beyond that. */
  maxHeight: number;
}

/**
 * Places a card of known width next to `anchor`: below when there is room (or more room than
 * above), else above; over the anchor at the bottom of the viewport when it fills the screen.
 * Kept inside the viewport horizontally. Computed from numbers alone, so positioning the card
 * never reads layout after a write.
 */
export function placeCard(anchor: Rect, width: number, viewport: Size, gap = 6): CardPlacement {
  const pad = 8;
  const x = Math.round(Math.max(pad, Math.min(anchor.left, viewport.width - width - pad)));
  const bottom = anchor.top + anchor.height;
  const roomBelow = viewport.height - bottom - gap - pad;
  const roomAbove = anchor.top - gap - pad;
  if (roomBelow >= 160 || (roomBelow >= 80 && roomBelow >= roomAbove)) {
    const y = Math.round(Math.max(pad, bottom + gap));
    return { x, y, above: false, maxHeight: viewport.height - y - pad };
  }
  if (roomAbove >= 80) {
    const y = Math.round(Math.min(anchor.top - gap, viewport.height - pad));
    return { x, y, above: true, maxHeight: y - pad };
  }
  const y = viewport.height - pad;
  return { x, y, above: true, maxHeight: y - pad };
}

export const translateRect = (r: Rect, dx: number, dy: number): Rect => ({
  left: r.left + dx,
  top: r.top + dy,
  width: r.width,
  height: r.height,
});

const RECT_KEYS = ['left', 'top', 'width', 'height'] as const;

/** Same position and size to a tenth of a pixel: skip the style write. */
export const sameRect = (a: Rect | null, b: Rect | null): boolean =>
  a === b || (!!a && !!b && RECT_KEYS.every((k) => Math.abs(a[k] - b[k]) < 0.1));
