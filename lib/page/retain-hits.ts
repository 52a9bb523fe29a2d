import type { ScanHit } from './hit-table';

const parentOf = (node: Node): Node | null =>
  node.parentNode ?? (node as Partial<ShadowRoot>).host ?? null;

/**
 * The hits that survive a batch of changes: still in the page and not inside a changed root
 * (those roots are scanned again). One ancestor walk per hit against a set of roots, so 5,000
 * hits and 500 changed roots cost thousands of steps, not millions of `contains` calls.
 */
export function retainHits(hits: readonly ScanHit[], changedRoots: readonly Element[]): ScanHit[] {
  const roots = new Set<Node>(changedRoots);
  const verdict = new Map<Node, boolean>(); // ancestor → inside a changed root
  const insideChanged = (node: Node | null): boolean => {
    const path: Node[] = [];
    let inside = false;
    for (let n = node; n; n = parentOf(n)) {
      const known = verdict.get(n);
      if (known !== undefined) {
        inside = known;
        break;
      }
      path.push(n);
      if (roots.has(n)) {
        inside = true;
        break;
      }
    }
    for (const n of path) verdict.set(n, inside);
    return inside;
  };
  return hits.filter(
    (h) => h.element.isConnected && (roots.size === 0 || !insideChanged(h.element)),
  );
}
