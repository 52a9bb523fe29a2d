import { describe, expect, it } from 'vitest';
import {
  containsPoint,
  hitsAt,
  inViewport,
  isEmptyRect,
  placeCard,
  sameRect,
  translateRect,
  visibleCentre,
  type Rect,
} from '../../../../lib/page/overlay/geometry';

const r = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  width,
  height,
});
const viewport = { width: 800, height: 600 };

describe('isEmptyRect', () => {
  it.each([
    [r(0, 0, 10, 10), false],
    [r(5, 5, 0, 10), true],
    [r(5, 5, 10, 0), true],
    [r(5, 5, -1, 10), true],
    [r(0, 0, 0.5, 0.5), false],
  ])('%o → %s', (rect, empty) => expect(isEmptyRect(rect)).toBe(empty));
});

describe('containsPoint: left/top inclusive, right/bottom exclusive', () => {
  it.each([
    [{ x: 10, y: 10 }, true],
    [{ x: 15, y: 15 }, true],
    [{ x: 19.9, y: 19.9 }, true],
    [{ x: 20, y: 15 }, false],
    [{ x: 15, y: 20 }, false],
    [{ x: 9.9, y: 15 }, false],
  ])('%o in 10,10 10×10 → %s', (p, inside) =>
    expect(containsPoint(r(10, 10, 10, 10), p)).toBe(inside),
  );
});

describe('inViewport', () => {
  it.each([
    ['inside', r(10, 10, 50, 20), 0, true],
    ['straddling the top edge', r(10, -10, 50, 20), 0, true],
    ['touching the bottom edge', r(10, 600, 50, 20), 0, false],
    ['just below', r(10, 620, 50, 20), 0, false],
    ['just below, within the margin', r(10, 620, 50, 20), 100, true],
    ['left of it', r(-80, 10, 50, 20), 0, false],
    ['empty', r(10, 10, 0, 0), 0, false],
  ])('%s', (_name, rect, margin, expected) => {
    expect(inViewport(rect, viewport, margin)).toBe(expected);
  });
});

describe('visibleCentre: the centre of the part inside the viewport', () => {
  it.each([
    ['fully visible', r(100, 100, 50, 20), { x: 125, y: 110 }],
    ['cut at the top', r(100, -20, 50, 40), { x: 125, y: 10 }],
    ['cut at the right', r(780, 0, 40, 10), { x: 790, y: 5 }],
    ['a sliver at the bottom edge', r(0, 599.5, 10, 20), { x: 5, y: 599.75 }],
    ['off screen', r(100, 700, 50, 20), null],
  ])('%s', (_name, rect, centre) => expect(visibleCentre(rect, viewport)).toEqual(centre));
});

describe('hitsAt: innermost (smallest) first, ties by order', () => {
  const page = r(0, 0, 800, 600);
  const card = r(100, 100, 300, 200);
  const title = r(120, 120, 200, 30);
  const sibling = r(500, 100, 100, 100);
  it.each([
    ['nested', [page, card, title], { x: 130, y: 130 }, [2, 1, 0]],
    ['order does not matter', [title, page, card], { x: 130, y: 130 }, [0, 2, 1]],
    ['outside the inner one', [page, card, title], { x: 110, y: 290 }, [1, 0]],
    ['a sibling', [page, card, sibling], { x: 550, y: 150 }, [2, 0]],
    ['same rect (text and attribute of one element)', [title, title], { x: 130, y: 130 }, [0, 1]],
    ['nothing drawn there', [title, null, sibling], { x: 5, y: 5 }, []],
    ['skips missing and empty rects', [null, r(120, 120, 0, 0), card], { x: 120, y: 120 }, [2]],
  ])('%s', (_name, rects, p, expected) => expect(hitsAt(rects, p)).toEqual(expected));
});

describe('placeCard', () => {
  it.each([
    ['below when there is room', r(100, 100, 80, 20), { x: 100, y: 126, above: false }],
    ['above near the bottom', r(100, 560, 80, 20), { x: 100, y: 554, above: true }],
    ['kept inside on the right', r(700, 100, 80, 20), { x: 472, y: 126, above: false }],
    ['kept inside on the left', r(-50, 100, 80, 20), { x: 8, y: 126, above: false }],
    ['an element above the viewport', r(10, -300, 80, 100), { x: 10, y: 8, above: false }],
    [
      'filling the screen: over it, at the bottom',
      r(10, 0, 80, 590),
      { x: 10, y: 592, above: true },
    ],
  ])('%s', (_name, anchor, expected) => {
    expect(placeCard(anchor, 320, viewport)).toMatchObject(expected);
  });

  it('limits the height to the room in its direction', () => {
    expect(placeCard(r(100, 100, 80, 20), 320, viewport).maxHeight).toBe(600 - 126 - 8);
    expect(placeCard(r(100, 560, 80, 20), 320, viewport).maxHeight).toBe(554 - 8);
    expect(placeCard(r(10, 0, 80, 590), 320, viewport).maxHeight).toBe(592 - 8);
  });
});

describe('sameRect and translateRect', () => {
  it.each([
    [r(1, 2, 3, 4), r(1.05, 2, 3, 4), true],
    [r(1, 2, 3, 4), r(1.2, 2, 3, 4), false],
    [r(1, 2, 3, 4), null, false],
    [null, null, true],
  ])('%o ~ %o → %s', (a, b, same) => expect(sameRect(a, b)).toBe(same));

  it('moves without resizing', () => {
    expect(translateRect(r(10, 20, 30, 40), -5, 100)).toEqual(r(5, 120, 30, 40));
  });
});
