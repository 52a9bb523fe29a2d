/**
 * Size changes of the items' elements and of the page (content added above an item moves it):
 * one ResizeObserver that follows the set of elements the overlay draws.
 */
export function watchSizes(doc: Document, win: Window, onResize: () => void) {
  const { ResizeObserver } = win as Window & typeof globalThis;
  const resizes = ResizeObserver ? new ResizeObserver(onResize) : null;
  resizes?.observe(doc.documentElement);
  if (doc.body) resizes?.observe(doc.body);
  let observed = new Set<Element>();
  return {
    /** Observes exactly these elements (and the page) from now on. */
    follow(elements: Iterable<Element>): void {
      const now = new Set(elements);
      for (const el of observed) if (!now.has(el)) resizes?.unobserve(el);
      for (const el of now) if (!observed.has(el)) resizes?.observe(el);
      observed = now;
    },
    disconnect: () => resizes?.disconnect(),
  };
}
