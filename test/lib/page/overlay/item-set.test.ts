import { describe, expect, it } from 'vitest';
import { ItemSet } from '../../../../lib/page/overlay/item-set';
import { watchSizes } from '../../../../lib/page/overlay/resize-watch';
import type { LensItem } from '../../../../lib/page/overlay/types';

/**
 * A page without a layout engine: every element read costs `readMs` on a fake clock, so what
 * one pass gets through within its budget is known exactly. Below the viewport (800 × 600) from
 * `firstTop` on: a scroll pass moves those without reading them again.
 */
function fakePage(readMs: number, firstTop = 1000) {
  let clock = 0;
  const reads: Element[] = [];
  const element = (i: number) =>
    ({
      isConnected: true,
      getBoundingClientRect() {
        clock += readMs;
        reads.push(this as unknown as Element);
        return { left: 0, top: firstTop + i * 20, width: 100, height: 16 };
      },
      checkVisibility: () => true,
      getRootNode: () => ({}), // no hit-testing: counted visible
    }) as unknown as Element;
  const host = { getBoundingClientRect: () => ({ left: 0, top: 0, width: 800, height: 600 }) };
  const win = { performance: { now: () => clock } } as unknown as Window;
  const item = (el: Element, i: number): LensItem => ({
    id: `k${i}`,
    element: el,
    where: 'text',
    key: `k${i}`,
    namespace: '',
    method: 'attribute',
    ambiguous: false,
    state: 'approved',
  });
  const measure = (set: ItemSet, budget: number, full: boolean) =>
    set.measure(win, host as unknown as Element, {
      full,
      budget,
      shifts: { shiftOf: () => ({ dx: 0, dy: 0, unknown: false }) } as never,
    });
  return { element, item, measure, reads };
}

/** Passes until nothing is left unread, with the elements each pass read. */
function passes(page: ReturnType<typeof fakePage>, set: ItemSet, budget: number, full = true) {
  const perPass: number[] = [];
  let unread = true;
  for (let first = true; unread && perPass.length < 100; first = false) {
    const before = page.reads.length;
    unread = !!page.measure(set, budget, first && full).unread;
    perPass.push(page.reads.length - before);
  }
  return perPass;
}

describe('ItemSet.measure reads new items in slices', () => {
  it.each([
    // items, ms per read, budget: elements read by each pass until all are read
    [5, 1, 4, [5]],
    [40, 1, 4, [13, 13, 13, 1]],
    [40, 0.5, 4, [25, 15]],
    [3000, 1, Infinity, [3000]],
  ])('%i new items, %f ms a read, budget %f → %o', (n, readMs, budget, expected) => {
    const page = fakePage(readMs);
    const set = new ItemSet();
    const elements = Array.from({ length: n }, (_, i) => page.element(i));
    set.replace(elements.map(page.item));
    expect(passes(page, set, budget)).toEqual(expected);
    // Each element read once, and every item known after the last pass.
    expect(new Set(page.reads).size).toBe(n);
    expect(elements.every((_, i) => set.get(`k${i}`)?.group.rect)).toBe(true);
    expect(page.measure(set, budget, false).counts.approved).toBe(n);
  });

  it('reads a new item each pass even when re-reading what is on screen takes the budget', () => {
    const page = fakePage(1, 0); // 30 elements on screen
    const set = new ItemSet();
    set.replace(Array.from({ length: 60 }, (_, i) => page.item(page.element(i), i)));
    const perPass = passes(page, set, 4);
    expect(perPass.length).toBeLessThan(100);
    expect(set.list.every((e) => e.group.rect)).toBe(true);
  });

  it('re-reads known items within the budget alone, new ones within their larger share', () => {
    const page = fakePage(1);
    const set = new ItemSet();
    const known = Array.from({ length: 20 }, (_, i) => page.element(i));
    set.replace(known.map(page.item));
    passes(page, set, Infinity);
    page.reads.length = 0;
    const added = Array.from({ length: 20 }, (_, i) => page.element(20 + i));
    set.replace([...known, ...added].map(page.item));
    // The known 20 first (4 ms of them), then the new ones up to 12 ms in the same pass.
    page.measure(set, 4, true);
    expect(page.reads.filter((el) => known.includes(el)).length).toBe(5);
    expect(page.reads.filter((el) => added.includes(el)).length).toBe(8);
  });
});

describe('ItemSet.replace', () => {
  const el = () => ({}) as Element;
  const item = (element: Element, id: string, where: LensItem['where'] = 'text'): LensItem => ({
    id,
    element,
    where,
    key: id,
    namespace: '',
    method: 'attribute',
    ambiguous: false,
    state: 'approved',
  });

  it('keeps the entry of every id that stays, text items first, and returns the others', () => {
    const [a, b, c] = [el(), el(), el()];
    const set = new ItemSet();
    set.replace([item(a, 'a@title', 'attr:title'), item(a, 'a'), item(b, 'b')]);
    const kept = set.get('a')!;
    const gone = set.get('b')!;
    const dropped = set.replace([item(a, 'a@title', 'attr:title'), item(a, 'a'), item(c, 'c')]);
    expect(dropped).toEqual([gone]);
    expect(set.get('a')).toBe(kept);
    expect(set.list.map((e) => e.item.id)).toEqual(['a', 'c', 'a@title']);
    expect(set.get('a@title')!.group).toBe(kept.group);
    expect([...set.elements()]).toEqual([a, c]);
  });

  it('lists an id met twice once, as its last item', () => {
    const a = el();
    const set = new ItemSet();
    set.replace([item(a, 'x'), item(a, 'x')]);
    expect(set.list).toHaveLength(1);
    expect(set.get('x')).toBe(set.list[0]);
  });
});

describe('watchSizes observes new elements 500 per task, in tasks of their own', () => {
  function fakeWindow() {
    const tasks: Array<() => void> = [];
    const observedNow = new Set<Element>();
    class ResizeObserver {
      observe = (el: Element) => observedNow.add(el);
      unobserve = (el: Element) => observedNow.delete(el);
      disconnect = () => observedNow.clear();
    }
    const win = { ResizeObserver, setTimeout: (f: () => void) => tasks.push(f) };
    return { win: win as unknown as Window, tasks, observedNow };
  }
  const doc = { documentElement: {} as Element, body: null } as unknown as Document;
  const els = (n: number) => Array.from({ length: n }, () => ({}) as Element);

  it('spreads 3,000 new elements over tasks, and follows removals made meanwhile', () => {
    const { win, tasks, observedNow } = fakeWindow();
    const sizes = watchSizes(doc, win, () => {});
    const first = els(3000);
    sizes.follow(first);
    expect(observedNow.size).toBe(1); // the page; the new ones in tasks of their own
    tasks.shift()!();
    expect(observedNow.size).toBe(1 + 500);
    const kept = first.slice(0, 1500);
    sizes.follow(kept); // half of them go before they are observed
    while (tasks.length) tasks.shift()!();
    expect([...observedNow].filter((el) => el !== doc.documentElement)).toEqual(kept);
    sizes.disconnect();
    expect(observedNow.size).toBe(0);
  });
});
