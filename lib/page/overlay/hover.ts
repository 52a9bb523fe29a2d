/**
 * Which item the pointer is on. Boxes take no pointer events, so the pointer's position is
 * hit-tested against the measured rects (innermost wins), and the hit must agree with what the
 * page has on top there (see `ownsPoint`): a modal over an item's corner is not the item.
 *
 * Leaving a hovered item waits a moment before the card moves on, so the pointer can travel to
 * the card's Select button across other items.
 */
import { hitsAt, type Point } from './geometry';
import type { Entry } from './item-set';
import { ownsPoint } from './visibility';

export const HOVER_SWITCH_MS = 120;

/** The innermost drawn item at `p` that the page's topmost element there belongs to. */
export function entryAt(
  list: readonly Entry[],
  p: Point,
  target: EventTarget | null,
): Entry | null {
  const rects = list.map(({ group }) => (group.vis === 'shown' ? group.rect : null));
  const node = target && 'nodeType' in target ? (target as Node) : null;
  for (const i of hitsAt(rects, p)) {
    const entry = list[i]!;
    if (ownsPoint(entry.item.element, node)) return entry;
  }
  return null;
}

export interface HoverIntent {
  readonly current: Entry | null;
  /** Feeds the latest hit; returns true when a later frame must look again (a switch is due). */
  next(hit: Entry | null, now: number): boolean;
  /** Escape: hide the card until the pointer moves to another item. */
  dismiss(): void;
  /** Keep the current item (the pointer is over the card or the legend). */
  hold(): void;
  forget(entry?: Entry): void;
}

export function createHoverIntent(): HoverIntent {
  let current: Entry | null = null;
  let dismissed: Entry | null = null;
  let leavingSince = 0;
  return {
    get current() {
      return current;
    },
    next(hit, now) {
      if (current && current.group.vis !== 'shown') current = null;
      if (hit && hit === dismissed) hit = null;
      else dismissed = null;
      if (hit === current || !current) {
        current = hit;
        leavingSince = 0;
        return false;
      }
      if (!leavingSince) leavingSince = now;
      if (now - leavingSince < HOVER_SWITCH_MS) return true;
      current = hit;
      leavingSince = 0;
      return false;
    },
    dismiss() {
      dismissed = current;
      current = null;
    },
    hold() {
      leavingSince = 0;
    },
    forget(entry) {
      if (!entry || entry === current) current = null;
      if (!entry || entry === dismissed) dismissed = null;
    },
  };
}
