/**
 * The overlay's items keyed by id and grouped by element, with what the last measurement found.
 * `measure` is the read phase of a frame (rects, rendering, occlusion; no writes). Rendering is
 * checked for every element only on a full pass (items replaced, resize); on scroll only for the
 * elements in the viewport. Occlusion is hit-tested within a time budget, untested elements
 * first, so a page with thousands of keys keeps its frames short.
 */
import { emptySlot, type BoxSlot } from './boxes';
import { emptyCounts } from './legend';
import {
  inViewport,
  isEmptyRect,
  translateRect,
  visibleCentre,
  type Point,
  type Rect,
  type Size,
} from './geometry';
import type { ScrollShifts } from './scroll-shift';
import { isRendered, isUncovered } from './visibility';
import type { ItemVisibility, LensCounts, LensItem } from './types';

/** `pending`: in the viewport, occlusion not tested yet (not drawn, counted). */
export type Verdict = ItemVisibility | 'pending';

interface Group {
  element: Element;
  entries: Entry[];
  rect: Rect | null;
  vis: Verdict;
  /** Pass number of the last occlusion test. */
  tested: number;
  /** The full pass that last read this group's rect and rendering. */
  read: number;
}

export interface Entry {
  item: LensItem;
  group: Group;
  /** Position among the element's attribute items (their badges stack). */
  stack: number;
  slot: BoxSlot;
}

export interface Measurement {
  viewport: Size;
  /** Where the host sits in client coordinates (not 0,0 under a transformed <html>). */
  offset: Point;
  counts: LensCounts;
  /** Some occlusion tests did not fit in the budget: measure again next frame. */
  more: boolean;
  /** Some elements of the current full pass are not read yet: go on at the next frame. */
  unread?: boolean;
}

export interface MeasureOptions {
  /**
   * Read every element (after a layout change). Otherwise only a scroll happened: read the
   * elements on screen before or, shifted by `shifts`, after it, and move the others' rects.
   */
  full: boolean;
  shifts: ScrollShifts;
  /** Milliseconds of hit-testing; Infinity to finish now. */
  budget: number;
  /**
   * Nothing changed since the last pass, which ran out of budget: what it tested keeps its
   * verdict, and only the rest is tested. Otherwise a new round tests everything on screen.
   */
  resume?: boolean;
}

/** Milliseconds of reading new items per frame beyond the budget. */
const NEW_READS_MS = 8;

export class ItemSet {
  private byId = new Map<string, Entry>();
  private groups = new Map<Element, Group>();
  private pass = 0;
  /** The pass that began the current round of hit tests (see `resume`). */
  private round = 0;
  /** Full passes (after a change) may take several frames: each reads what its budget allows. */
  private fullPass = 0;
  /** Text items before attribute items, so a tie in hit-testing goes to the text. */
  list: Entry[] = [];

  get(id: string): Entry | undefined {
    return this.byId.get(id);
  }

  /** The element's last measured visibility, undefined when it has no items. */
  visOf(element: Element): Group['vis'] | undefined {
    return this.groups.get(element)?.vis;
  }

  elements(): IterableIterator<Element> {
    return this.groups.keys();
  }

  /**
   * Replaces the items, keeping the entry (and its box) of every id that stays; returns the rest.
   * Runs after every change of a page of thousands of keys: one pass, text items first, groups
   * and entries reused in place rather than copied.
   */
  replace(items: readonly LensItem[]): Entry[] {
    const previous = this.byId;
    const oldGroups = this.groups;
    const byId = new Map<string, Entry>();
    const groups = new Map<Element, Group>();
    const add = (item: LensItem) => {
      const { element } = item;
      let group = groups.get(element);
      if (!group) {
        // An element's group keeps what was measured of it; its entries are made again.
        group = oldGroups.get(element);
        if (group) group.entries = [];
        else group = { element, entries: [], rect: null, vis: 'pending', tested: 0, read: 0 };
        groups.set(element, group);
      }
      const kept = previous.get(item.id);
      const stack = item.where === 'text' ? 0 : group.entries.filter((e) => rank(e.item)).length;
      let entry: Entry;
      if (kept && kept.item.element === element && !byId.has(item.id)) {
        entry = kept;
        entry.item = item;
        entry.group = group;
        entry.stack = stack;
      } else entry = { item, group, stack, slot: emptySlot() };
      group.entries.push(entry);
      byId.set(item.id, entry);
    };
    // Text items before attribute items, so a tie in hit-testing goes to the text.
    for (const item of items) if (!rank(item)) add(item);
    for (const item of items) if (rank(item)) add(item);
    [this.byId, this.groups, this.list] = [byId, groups, [...byId.values()]];
    const gone: Entry[] = [];
    for (const e of previous.values()) if (byId.get(e.item.id) !== e) gone.push(e);
    return gone;
  }

  measure(win: Window, host: Element, options: MeasureOptions): Measurement {
    const pass = ++this.pass;
    if (!options.resume) this.round = pass;
    if (options.full) this.fullPass++;
    const fullPass = this.fullPass;
    let unread = false;
    let progressed = 0;
    const hostRect = host.getBoundingClientRect();
    // Without layout (jsdom) the host has no size: fall back to the window's.
    const viewport = isEmptyRect(hostRect)
      ? { width: win.innerWidth, height: win.innerHeight }
      : { width: hostRect.width, height: hostRect.height };
    const offset = { x: hostRect.left, y: hostRect.top };
    // From here: laying the page out (the first read above) is the page's work, not the budget's.
    let deadline = win.performance.now() + options.budget;
    const toTest: Group[] = [];
    for (const group of this.groups.values()) {
      if (group.read !== fullPass) {
        // Not read in this full pass yet: now if the budget allows, else at a later frame (it
        // keeps what the last pass found meanwhile). New items have a larger share of it, so
        // thousands of them take a few short frames rather than one long task.
        // At least one a pass, whatever the re-reads of what is on screen took.
        if (
          (group.read && unread) ||
          (progressed && win.performance.now() > deadline + (group.read ? 0 : NEW_READS_MS))
        ) {
          unread = true;
          continue;
        }
        progressed = group.read = fullPass;
        const verdict = place(group, win, offset, viewport, true);
        if (verdict) group.vis = verdict;
        else toTest.push(group);
        continue;
      }
      if (!options.full && group.rect) {
        const shift = options.shifts.shiftOf(group.element);
        const moved = translateRect(group.rect, shift.dx, shift.dy);
        if (!shift.unknown && !inViewport(group.rect, viewport) && !inViewport(moved, viewport)) {
          group.rect = moved;
          if (group.vis !== 'hidden') group.vis = 'offscreen';
          continue;
        }
      }
      const verdict = place(group, win, offset, viewport, options.full);
      if (verdict) group.vis = verdict;
      else toTest.push(group);
    }
    // Never tested first, then the longest untested; a budget of their own after the reads.
    deadline = win.performance.now() + options.budget;
    const untested = (g: Group) => (g.vis === 'shown' || g.vis === 'occluded' ? 1 : 0);
    toTest.sort((a, b) => untested(a) - untested(b) || a.tested - b.tested);
    let more = false;
    for (const group of toTest) {
      if (group.tested >= this.round && untested(group)) continue; // tested in this round
      if (win.performance.now() > deadline) {
        more = true;
        if (!untested(group)) group.vis = 'pending';
        continue;
      }
      const centre = visibleCentre(group.rect!, viewport);
      const at = centre && { x: centre.x + offset.x, y: centre.y + offset.y };
      group.vis = at && isUncovered(group.element, at, host, win) ? 'shown' : 'occluded';
      group.tested = pass;
    }
    return { viewport, offset, counts: this.count(), more, unread };
  }

  private count(): LensCounts {
    const counts = emptyCounts();
    for (const { vis, entries } of this.groups.values()) {
      if (vis === 'hidden' || vis === 'occluded') continue;
      for (const { item } of entries) {
        counts[item.state]++;
        if (item.readOnlyReason) counts.read_only++;
      }
    }
    return counts;
  }
}

const rank = (item: LensItem) => (item.where === 'text' ? 0 : 1);

/** Reads the element's rect; decides what needs no hit test (undefined: it does). */
function place(
  group: Group,
  win: Window,
  offset: Point,
  viewport: Size,
  full: boolean,
): Verdict | undefined {
  const { element } = group;
  if (!element.isConnected) {
    group.rect = null;
    return 'hidden';
  }
  const r = element.getBoundingClientRect();
  const rect = { left: r.left - offset.x, top: r.top - offset.y, width: r.width, height: r.height };
  group.rect = rect;
  if (isEmptyRect(rect)) return 'hidden';
  if (inViewport(rect, viewport)) return isRendered(element, win) ? undefined : 'hidden';
  // Off screen: a scroll does not change rendering, so keep what the last full pass found.
  if (!full && group.vis === 'hidden') return 'hidden';
  return !full || isRendered(element, win) ? 'offscreen' : 'hidden';
}
