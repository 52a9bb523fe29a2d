/**
 * How far content moved since the last frame because the window or a scroll container scrolled.
 * A scroll frame then re-reads only the elements that are, or are predicted to be, on screen and
 * shifts the others' stored rects by arithmetic: thousands of keys cost one rect read each only
 * on a full pass, not on every scroll frame.
 */
import { composedContains } from '../composed-tree';
import type { Point } from './geometry';

export interface Shift {
  dx: number;
  dy: number;
  /** A container scrolled that was never measured: positions inside it are unknown. */
  unknown: boolean;
}

interface Moved {
  container: Element;
  dx: number;
  dy: number;
  unknown: boolean;
}

export interface ScrollShifts {
  /** The window's scroll offset at the last take(). */
  readonly window: Point;
  /** From a scroll event: its target (the document for the window). */
  note(target: EventTarget | null): void;
  /** Read phase: deltas since the last call, per container that scrolled. */
  take(): void;
  shiftOf(element: Element): Shift;
}

export function trackScrollShifts(win: Window): ScrollShifts {
  const offsets = new Map<Element, Point>();
  const noted = new Set<Element>();
  // Read at the first take(), in a frame: reading the scroll offset lays the page out.
  let windowAt: Point | null = null;
  let windowDelta: Point = { x: 0, y: 0 };
  let moved: Moved[] = [];

  return {
    get window() {
      return windowAt ?? { x: 0, y: 0 };
    },
    note(target) {
      // The document's own scroll is the window's; it is read on every take().
      if (target && (target as Node).nodeType === 1) noted.add(target as Element);
    },
    take() {
      const now = { x: win.scrollX, y: win.scrollY };
      const before = windowAt ?? now;
      windowDelta = { x: now.x - before.x, y: now.y - before.y };
      windowAt = now;
      moved = [];
      for (const container of noted) {
        const at = { x: container.scrollLeft, y: container.scrollTop };
        const before = offsets.get(container);
        offsets.set(container, at);
        if (before && before.x === at.x && before.y === at.y) continue;
        moved.push({
          container,
          dx: before ? at.x - before.x : 0,
          dy: before ? at.y - before.y : 0,
          unknown: !before,
        });
      }
      noted.clear();
    },
    shiftOf(element) {
      const shift = { dx: -windowDelta.x, dy: -windowDelta.y, unknown: false };
      for (const m of moved) {
        if (m.container === element || !composedContains(m.container, element)) continue;
        shift.dx -= m.dx;
        shift.dy -= m.dy;
        shift.unknown ||= m.unknown;
      }
      return shift;
    },
  };
}
