/**
 * The overlay's first drawing of 5,000 new items in real Chromium: read and observed for resizes
 * over several short tasks rather than in one, with boxes drawn while the rest is still read.
 */
import { describe, expect, it } from 'vitest';
import { useOverlayPage } from './overlay-harness';

const view = useOverlayPage();

describe('overlay: thousands of new items', () => {
  it('reads and observes 5,000 new items over several tasks, drawing boxes meanwhile', async () => {
    const result = await view.page.evaluate(async () => {
      window.ll.overlay.destroy();
      const items = window.LL.bulkItemsInPage(['approved']);
      const elements = items.map((item) => item.element);
      // What the overlay does in each of its tasks: elements read and observed, boxes drawn.
      const wanted = new Set<Element>(elements);
      const read = new Set<Element>();
      const observed = new Set<Element>();
      let reads = 0;
      let observes = 0;
      const rect = Element.prototype.getBoundingClientRect;
      Element.prototype.getBoundingClientRect = function (this: Element) {
        if (wanted.has(this)) {
          reads++;
          read.add(this);
        }
        return rect.call(this);
      };
      const observe = ResizeObserver.prototype.observe;
      ResizeObserver.prototype.observe = function (this: ResizeObserver, el, options) {
        if (wanted.has(el)) {
          observes++;
          observed.add(el);
        }
        return observe.call(this, el, options);
      };
      const tasks: { reads: number; observes: number; drawn: number }[] = [];
      const drawn = () => window.ll.shadow.querySelectorAll('.box:not([hidden])').length;
      const task = (run: () => void) => {
        const [r, o] = [reads, observes];
        run();
        if (reads > r || observes > o)
          tasks.push({ reads: reads - r, observes: observes - o, drawn: drawn() });
      };
      const timed = new Proxy(window, {
        get(target, key) {
          if (key === 'requestAnimationFrame')
            return (cb: FrameRequestCallback) =>
              target.requestAnimationFrame((t) => task(() => cb(t)));
          if (key === 'setTimeout')
            return (cb: () => void, ms?: number) => target.setTimeout(() => task(cb), ms);
          const value = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const overlay = window.LL.createOverlay(document, timed, {
        words: window.LL.ENGLISH_WORDS,
        css: window.LL.OVERLAY_CSS,
        onSelect() {},
      });
      const start = performance.now();
      task(() => overlay.update(items));
      while (
        (read.size < items.length || observed.size < items.length) &&
        performance.now() - start < 20000
      )
        await new Promise((done) => setTimeout(done, 20));
      await new Promise((done) => setTimeout(done, 300)); // occlusion tests catch up
      let misplaced = 0;
      for (const box of window.ll.shadow.querySelectorAll<HTMLElement>('.box:not([hidden])')) {
        const a = box.getBoundingClientRect();
        const b = elements[Number(box.dataset.id!.slice(5))]!.getBoundingClientRect();
        if (Math.abs(a.x - b.x) > 1 || Math.abs(a.y - b.y) > 1) misplaced++;
      }
      const counts = overlay.counts(false);
      return {
        read: read.size,
        observed: observed.size,
        mostObservesInATask: Math.max(...tasks.map((t) => t.observes)),
        firstDrawnTask: tasks.findIndex((t) => t.drawn > 0),
        lastReadTask: tasks.findLastIndex((t) => t.reads > 0),
        counted: counts.approved,
        misplaced,
      };
    });
    expect(result.read).toBe(5000);
    expect(result.observed).toBe(5000);
    // Spread over tasks: none observes every new element. (How many a task reads depends on the
    // machine's speed against the frame's time budget, so it is not asserted.)
    expect(result.mostObservesInATask).toBeLessThan(5000);
    // Boxes are drawn while items are still being read, not once all are. (Which task draws
    // the first depends on the machine too: a task the OS interrupts reads and tests fewer.)
    expect(result.firstDrawnTask).toBeGreaterThanOrEqual(0);
    expect(result.firstDrawnTask).toBeLessThanOrEqual(result.lastReadTask);
    expect(result.counted).toBe(5000);
    expect(result.misplaced).toBe(0);
  });
});
