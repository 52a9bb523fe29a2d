import type { KeyBoxes, Rect } from '../../messaging/shot-types';
import { refId } from '../../messaging/ref-id';
import { scan, type ScanOptions } from '../scan';

/** Smaller than this (CSS pixels) is not a box a person could see a text in. */
const MIN_SIDE = 2;

/**
 * The keys of the document whose element shows in the viewport, each with its element's box cut
 * to the viewport: what a capture of the visible page can show. A key with several elements in
 * view keeps the first (in document order).
 */
export function keyBoxes(doc: Document, win: Window, options: ScanOptions): KeyBoxes {
  const width = win.innerWidth;
  const height = win.innerHeight;
  const seen = new Set<string>();
  const keys: KeyBoxes['keys'] = [];
  for (const hit of scan(doc, options).hits) {
    if (hit.ambiguous || seen.has(refId(hit))) continue;
    const box = inView(hit.element.getBoundingClientRect(), width, height);
    if (!box) continue;
    seen.add(refId(hit));
    keys.push({ namespace: hit.namespace, key: hit.key, box });
  }
  return {
    url: win.location.href,
    viewport: { width, height, scrollX: win.scrollX, scrollY: win.scrollY },
    keys,
  };
}

function inView(r: DOMRect, width: number, height: number): Rect | null {
  const x = Math.max(0, r.left);
  const y = Math.max(0, r.top);
  const right = Math.min(width, r.right);
  const bottom = Math.min(height, r.bottom);
  if (right - x < MIN_SIDE || bottom - y < MIN_SIDE) return null;
  return { x, y, width: right - x, height: bottom - y };
}
