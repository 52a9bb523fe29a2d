/** The element at a path `cssPath` wrote (`host >>> inner` crosses shadow roots), or null. */
export function elementAt(doc: Document, path: string): Element | null {
  let root: Document | ShadowRoot = doc;
  let found: Element | null = null;
  for (const part of path.split(' >>> ')) {
    try {
      found = root.querySelector(part);
    } catch {
      return null; // not a selector: the page changed under the path
    }
    if (!found) return null;
    if (found.shadowRoot) root = found.shadowRoot;
  }
  return found;
}

/** Scrolls to the element and selects its text: shown without touching the page's DOM. */
export function revealPath(doc: Document, win: Window, path: string): boolean {
  const el = elementAt(doc, path);
  if (!el) return false;
  el.scrollIntoView({ block: 'center' });
  win.getSelection()?.selectAllChildren(el);
  return true;
}
