/**
 * Size changes of the items' elements and of the page (content added above an item moves it):
 * one ResizeObserver that follows the set of elements the overlay draws. New elements are
 * observed in tasks of their own, 500 at a time (a few ms): not in the task that changed the
 * items, which has enough to do, and not thousands at once.
 */
const OBSERVE_PER_TASK = 500;

export function watchSizes(doc: Document, win: Window, onResize: () => void) {
  const { ResizeObserver } = win as Window & typeof globalThis;
  /** Observed since the last notification: their first one is no change, just their size. */
  const fresh = new Set<Element>();
  const resizes = ResizeObserver
    ? new ResizeObserver((entries) => {
        const changed = entries.some((e) => !fresh.has(e.target));
        fresh.clear();
        if (changed) onResize();
      })
    : null;
  resizes?.observe(doc.documentElement);
  if (doc.body) resizes?.observe(doc.body);
  let observed = new Set<Element>();
  return {
    /** Observes exactly these elements (and the page) from now on. */
    follow(elements: Iterable<Element>): void {
      const now = new Set(elements);
      for (const el of observed) if (!now.has(el)) resizes?.unobserve(el);
      const added = [...now].filter((el) => !observed.has(el));
      observed = now;
      // Skipped when no longer followed meanwhile.
      const more = () => {
        for (const el of added.splice(0, OBSERVE_PER_TASK)) {
          if (!observed.has(el)) continue;
          resizes?.observe(el);
          fresh.add(el);
        }
        if (added.length) win.setTimeout(more);
      };
      win.setTimeout(more);
    },
    disconnect() {
      observed.clear();
      resizes?.disconnect();
    },
  };
}
