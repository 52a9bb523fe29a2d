/**
 * The readiness command's crawl order: breadth first from the start URLs, same origin only,
 * each page once (a link's `#fragment` names a place in a page, not another page).
 */

/** `href` resolved against `base`, without its fragment; null when it is not an http(s) page. */
export function pageUrl(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url.href;
}

export class CrawlQueue {
  private readonly origins: Set<string>;
  private readonly seen = new Set<string>();
  private readonly queue: string[] = [];
  private taken = 0;

  constructor(
    starts: readonly string[],
    private readonly maxPages: number,
  ) {
    this.origins = new Set(starts.map((s) => new URL(s).origin));
    for (const s of starts) this.push(pageUrl(s, s));
  }

  private push(url: string | null): void {
    if (url === null || this.seen.has(url)) return;
    if (!this.origins.has(new URL(url).origin)) return;
    this.seen.add(url);
    this.queue.push(url);
  }

  /** Links found on `from`: those of a crawled origin join the end of the queue. */
  add(hrefs: readonly string[], from: string): void {
    for (const href of hrefs) this.push(pageUrl(href, from));
  }

  /** The next page to visit, or null when the queue is empty or the page budget is spent. */
  next(): string | null {
    if (this.taken >= this.maxPages) return null;
    const url = this.queue.shift();
    if (url === undefined) return null;
    this.taken++;
    return url;
  }

  /** Pages visited so far, and the most there can be now (for the progress line). */
  progress(): { done: number; known: number } {
    return { done: this.taken, known: Math.min(this.maxPages, this.taken + this.queue.length) };
  }
}

/** `003-demo_product.html_id_2.png`: the page's place in the crawl, then its path and query. */
export function screenshotName(index: number, url: string): string {
  const u = new URL(url);
  const slug = `${u.pathname}${u.search}`.replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${String(index).padStart(3, '0')}-${slug.slice(0, 80) || 'index'}.png`;
}
