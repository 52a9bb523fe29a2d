import type { FrameScan } from './frame-scan';
import { jsonLength } from './json-length';

/**
 * Frame reports are the page's data: a page must not be able to fill the background's memory
 * with them. Each tab's report has a byte budget (what `page.report` answers from: 20,000 keys
 * fit); frames beyond a count are not kept, and a frame over what is left keeps the keys that fit
 * and says how many it dropped.
 */
export const REPORT_BOUNDS = {
  /** Bytes (of JSON) one tab's frames may take together. */
  tabBytes: 8_000_000,
  framesPerTab: 64,
};

/** Bytes of JSON, counted without writing it (a frame of 5,000 keys: see `json-length.ts`). */
export const sizeOf = jsonLength;

/** The frame as it will be stored, within `budget` bytes. */
export function boundFrame(scan: FrameScan, budget: number): FrameScan {
  // Most frames fit: one count of the whole tells, rather than one per key.
  if (budget === Infinity || sizeOf(scan) <= budget) return scan;
  const { keys, ...rest } = scan;
  let used = sizeOf({ ...rest, keys: [], dropped: 0 });
  let fit = 0;
  for (const key of keys) {
    const cost = sizeOf(key) + 1;
    if (used + cost > budget) break;
    used += cost;
    fit++;
  }
  if (fit === keys.length) return scan;
  return { ...rest, keys: keys.slice(0, fit), dropped: (scan.dropped ?? 0) + keys.length - fit };
}

/** What is left for one frame, given the tab's other frames (and their bytes, if known). */
export function budgetFor(others: readonly FrameScan[], othersBytes?: number): number {
  if (others.length >= REPORT_BOUNDS.framesPerTab) return 0;
  const tabUsed = othersBytes ?? others.reduce((n, f) => n + sizeOf(f), 0);
  return Math.max(0, REPORT_BOUNDS.tabBytes - tabUsed);
}
