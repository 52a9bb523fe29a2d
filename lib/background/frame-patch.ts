import { MAX_FRAME_KEYS } from '../messaging/protocol/frames';
import type { FrameChange, FrameKey } from '../messaging/types';
import type { FrameScan } from './frame-scan';
import { sizeOf } from './report-bounds';

/** A frame as the registry holds it, with its size in bytes of JSON (for the budgets). */
export interface SizedFrame {
  scan: FrameScan;
  bytes: number;
}

/** A change with what the frame reports besides its keys (sent whole: it is small). */
export type FrameUpdate = FrameChange &
  Pick<FrameScan, 'url' | 'locale' | 'shadowRoots' | 'unmatchedTextCount'>;

/** A key's share of its frame's JSON: itself and the comma after it. */
const cost = (key: FrameKey) => sizeOf(key) + 1;
/** The frame's JSON without its keys (`"keys":[]`). */
const frameOnly = (scan: FrameScan) => sizeOf({ ...scan, keys: [] });

/**
 * `items` less the positions `gone` (ascending, in range). The runs between them are copied as
 * slices: a re-render on a big page keeps most of its keys, and a step of ours per kept key
 * would make every change cost in proportion to the page.
 */
export function without<T>(items: readonly T[], gone: readonly number[]): T[] {
  const runs: T[][] = [];
  let from = 0;
  for (const at of gone) {
    if (at > from) runs.push(items.slice(from, at));
    from = at + 1;
  }
  runs.push(items.slice(from));
  return runs.length === 1 ? runs[0]! : ([] as T[]).concat(...runs);
}

/**
 * How a frame came from the one before it, for the last change applied to that line of frames
 * only: the report patches itself by the same positions rather than comparing every key.
 */
const derived = new WeakMap<FrameScan, { from: FrameScan; change: FrameChange }>();
export const derivationOf = (scan: FrameScan) => derived.get(scan);

/**
 * The frame once `change` is applied, or null when it cannot be: the frame holds another revision
 * (a lost message), it dropped keys (its positions are not the content script's), a position is
 * out of order or range, or the frame would hold more keys than a whole report may.
 * Costs in proportion to the frame's length for copying references, and to the change for the
 * rest: the size is kept up to date key by key, never by counting the frame again.
 */
export function applyFrameChange(frame: SizedFrame, change: FrameUpdate): SizedFrame | null {
  const { scan } = frame;
  if (scan.revision === undefined || scan.revision !== change.base || scan.dropped) return null;
  const { keys } = scan;
  const { removed, flipped, added } = change;
  for (let i = 0; i < removed.length; i++)
    if (removed[i]! >= keys.length || (i > 0 && removed[i]! <= removed[i - 1]!)) return null;
  // Every key's bytes and the comma between them: one comma fewer than keys.
  let keyBytes = frame.bytes - frameOnly(scan) + (keys.length > 0 ? 1 : 0);
  for (const at of removed) keyBytes -= cost(keys[at]!);
  const kept = without(keys, removed);
  for (let i = 0; i < flipped.length; i++) {
    const at = flipped[i]!;
    if (at >= kept.length || (i > 0 && at <= flipped[i - 1]!)) return null;
    const old = kept[at]!;
    const next = { ...old, visible: !old.visible };
    keyBytes += cost(next) - cost(old);
    kept[at] = next;
  }
  // No more keys than a whole report may carry: past that, the whole frame (which keeps the first).
  if (kept.length + added.length > MAX_FRAME_KEYS) return null;
  for (const key of added) {
    kept.push(key);
    keyBytes += cost(key);
  }
  const next: FrameScan = {
    url: change.url,
    locale: change.locale,
    keys: kept,
    shadowRoots: change.shadowRoots,
    unmatchedTextCount: change.unmatchedTextCount,
    revision: change.revision,
  };
  // The frame before no longer says where it came from: no chain of old frames is kept alive.
  derived.delete(scan);
  derived.set(next, { from: scan, change });
  return { scan: next, bytes: frameOnly(next) + keyBytes - (kept.length > 0 ? 1 : 0) };
}
