/**
 * Builds overlay DOM. Text children are appended as text nodes: page strings are never parsed as
 * HTML.
 */
export type ElementMaker = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  ...children: (Node | string)[]
) => HTMLElementTagNameMap[K];

/** `make(tag, className, ...children)`: an element of `doc`. */
export const elementMaker =
  (doc: Document): ElementMaker =>
  (tag, className, ...children) => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    node.append(...children);
    return node;
  };

/**
 * A panel of the overlay (the hover card, the legend), labelled for assistive technology. Pointer
 * events that land on it stay there: page "click outside" handlers listening on the document's
 * bubble phase do not see them.
 */
export function createPanel(
  make: ElementMaker,
  className: string,
  role: string,
  label: string,
  signal: AbortSignal,
): HTMLDivElement {
  const panel = make('div', `panel ${className}`);
  panel.setAttribute('role', role);
  panel.setAttribute('aria-label', label);
  for (const type of ['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'dblclick']) {
    panel.addEventListener(type, (e) => e.stopPropagation(), { signal });
  }
  return panel;
}
