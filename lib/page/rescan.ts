import { scanAll, type ScanOptions, type ScanResult } from './scan';
import type { ScanHit } from './scan-hit';
import { preferNeighbours } from './neighbour-preference';

/**
 * The page's hits after a batch of changes: the changed roots (none inside another) are scanned
 * again, and an old hit survives when its element is still in the page and was not walked by that
 * scan. Recording the walked elements costs one set insertion per element the rescan visits
 * anyway; finding each old hit's changed ancestor would cost a DOM read per ancestor per hit.
 */
export function rescan(
  hits: readonly ScanHit[],
  changedRoots: readonly Element[],
  options: ScanOptions,
): ScanResult {
  const walked = new Set<Element>();
  const result = scanAll(changedRoots, { ...options, walked });
  const kept = hits.filter((h) => !walked.has(h.element) && h.element.isConnected);
  // The new hits' neighbours may be old hits, and the other way round: preferred again, together.
  return { ...result, hits: preferNeighbours(kept.concat(result.hits)) };
}
