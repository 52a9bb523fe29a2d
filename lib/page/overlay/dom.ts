/** Builds overlay DOM. Text goes through textContent only: page strings are never parsed as HTML. */
export function h<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Pointer events that land on the overlay's panels stay there: page "click outside" handlers
 * listening on the document's bubble phase do not see them. */
export function keepEvents(node: Node, signal: AbortSignal): void {
  for (const type of ['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'dblclick']) {
    node.addEventListener(type, (e) => e.stopPropagation(), { signal });
  }
}
