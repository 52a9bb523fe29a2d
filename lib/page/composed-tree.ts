/** Walking up the composed tree: a shadow root's parent is its host. */

// By node type rather than `instanceof ShadowRoot`: the node may come from another realm, and
// other nodes have a `host` too (`<a>`, `<area>`: the host of their URL).
export const parentOf = (node: Node): Node | null =>
  node.parentNode ?? (node.nodeType === 11 ? ((node as Partial<ShadowRoot>).host ?? null) : null);

/** `ancestor` is `node` or contains it, across shadow boundaries. */
export function composedContains(ancestor: Node, node: Node | null): boolean {
  for (let n = node; n; n = parentOf(n)) {
    if (n === ancestor) return true;
  }
  return false;
}
