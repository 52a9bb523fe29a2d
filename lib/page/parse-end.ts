/**
 * What runs when the document turns interactive, all in one listener of `readystatechange`. The
 * parser's last appends are still queued for each observer then, and the browser delivers queued
 * records at the microtask checkpoint after each listener: a second listener would find the
 * observers of the first already handed thousands of records (tens of milliseconds on a big
 * page, in the task that ends with DOMContentLoaded).
 */
const pending = new WeakMap<Document, (() => void)[]>();

/** Runs `drop` when `doc` is parsed, with every other `drop` given for it, in order. */
export function whenParsed(doc: Document, drop: () => void): void {
  if (doc.readyState !== 'loading') return;
  let drops = pending.get(doc);
  if (!drops) {
    pending.set(doc, (drops = []));
    doc.addEventListener('readystatechange', function parsed() {
      doc.removeEventListener('readystatechange', parsed);
      pending.delete(doc);
      for (const run of drops!) run();
    });
  }
  drops.push(drop);
}
