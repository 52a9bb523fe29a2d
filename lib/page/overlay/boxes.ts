/**
 * Outline boxes, pooled: an item gets a box only while it is drawn, and a released box waits
 * hidden for the next item instead of being destroyed, so scrolling through thousands of items
 * creates no more boxes than fit on screen. Each write is skipped when nothing changed.
 */
import type { ElementMaker } from './dom';
import { sameRect, type Rect } from './geometry';
import type { LensItem } from './types';

export interface BoxSlot {
  box: HTMLElement | null;
  rect: Rect | null;
  cls: string;
  badge: string;
}

export const emptySlot = (): BoxSlot => ({ box: null, rect: null, cls: '', badge: '' });

export interface BoxLook {
  cls: string;
  /** The attribute's name for attribute items; '' for text items. */
  badge: string;
  /** Stack position of the badge among the element's attribute items. */
  stack: number;
}

/** Classes of an item's box: state, read-only hatch, selection pulse, hover. */
export function boxLook(
  item: LensItem,
  stack: number,
  flags: { selected: boolean; hovered: boolean },
): BoxLook {
  let cls = `s-${item.state}`;
  if (item.readOnlyReason) cls += ' ro';
  if (flags.selected) cls += ' sel';
  if (flags.hovered) cls += ' hov';
  return { cls, badge: item.where === 'text' ? '' : item.where.slice(5), stack };
}

export interface BoxPool {
  paint(slot: BoxSlot, id: string, rect: Rect, look: BoxLook): void;
  release(slot: BoxSlot): void;
  /** Boxes created so far (drawn and waiting): for tests of the pooling. */
  readonly size: number;
}

export function createBoxPool(make: ElementMaker, parent: HTMLElement): BoxPool {
  const free: HTMLElement[] = [];
  let size = 0;

  function acquire(): HTMLElement {
    const reused = free.pop();
    if (reused) {
      reused.hidden = false;
      return reused;
    }
    size++;
    return parent.appendChild(make('div'));
  }

  return {
    get size() {
      return size;
    },
    paint(slot, id, rect, look) {
      const box = slot.box ?? (slot.box = acquire());
      if (box.dataset.id !== id) box.dataset.id = id;
      const cls = `box ${look.cls}`;
      if (slot.cls !== cls) box.className = slot.cls = cls;
      if (!sameRect(slot.rect, rect)) {
        slot.rect = rect;
        box.style.transform = `translate(${rect.left}px,${rect.top}px)`;
        box.style.width = `${rect.width}px`;
        box.style.height = `${rect.height}px`;
      }
      if (slot.badge !== look.badge) {
        slot.badge = look.badge;
        box.replaceChildren();
        if (look.badge) {
          const badge = box.appendChild(make('span', 'badge', look.badge));
          if (look.stack) badge.style.setProperty('--k', String(look.stack));
        }
      }
    },
    release(slot) {
      if (!slot.box) return;
      slot.box.hidden = true;
      slot.box.replaceChildren();
      free.push(slot.box);
      Object.assign(slot, emptySlot());
    },
  };
}
