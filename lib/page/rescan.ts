import { scanAll, type ScanOptions, type ScanResult } from './scan';
import type { ScanHit } from './scan-hit';
import { preferNeighbours } from './neighbour-preference';

/**
 * The page's hits after a batch of changes: the changed roots (none inside another) are scanned
 * again, and an old hit survives unless that scan walked its element or its element was under a
 * removed root. Recording the walked elements costs one set insertion per element the rescan
 * visits anyway, and the removed subtrees are the change's own size; asking every old hit's
 * element whether it is still in the page would cost a DOM read per hit of the page (20,000 on a
 * big one) at every change. Only hits in shadow roots are asked: a removed host's shadow tree is
 * not among the removed subtree's elements.
 */
export function rescan(
  hits: readonly ScanHit[],
  changedRoots: readonly Element[],
  options: ScanOptions,
  removedRoots: readonly Element[],
): ScanResult {
  const walked = new Set<Element>();
  const result = scanAll(changedRoots, { ...options, walked });
  const gone = new Set<Element>(removedRoots);
  for (const root of removedRoots) for (const el of root.querySelectorAll('*')) gone.add(el);
  const kept = hits.filter(
    (h) =>
      !walked.has(h.element) && !gone.has(h.element) && (!h.inShadowRoot || h.element.isConnected),
  );
  // The new hits' neighbours may be old hits, and the other way round: preferred again, together.
  return { ...result, hits: preferNeighbours(kept.concat(result.hits)) };
}
