/**
 * Whether a visitor can see an element, and when not, what closes it. Chromium answers with
 * `checkVisibility` (layout included); without it (tests) the ancestors' `hidden`, `display`,
 * closed `<dialog>`s and `<details>` decide.
 */
export function isRendered(el: Element, win: Window): boolean {
  const check = (el as Element & { checkVisibility?: (o?: object) => boolean }).checkVisibility;
  if (typeof check === 'function') return check.call(el, { visibilityProperty: true });
  for (let node: Element | null = el; node; node = parentElement(node)) {
    if (node.hasAttribute('hidden')) return false;
    if (node.localName === 'dialog' && !node.hasAttribute('open')) return false;
    if (closedDetails(node, el)) return false;
    const style = win.getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

function parentElement(node: Element): Element | null {
  return node.parentElement ?? ((node.getRootNode() as Partial<ShadowRoot>).host || null);
}

/** A closed `<details>` hides all of its content but its `<summary>`. */
function closedDetails(node: Element, el: Element): boolean {
  if (node.localName !== 'details' || node.hasAttribute('open')) return false;
  const summary = [...node.children].find((c) => c.localName === 'summary');
  return !(summary && (summary === el || summary.contains(el)));
}

const MENU = '[role="menu"], [role="menubar"], [role="listbox"], nav, menu';

/** What keeps a hidden element from view, in words; null when nothing closed is around it. */
export function closedContainer(el: Element): string | null {
  for (let node: Element | null = el; node; node = parentElement(node)) {
    if (node.localName === 'dialog' && !node.hasAttribute('open')) return 'inside a closed dialog';
    if (closedDetails(node, el)) return 'inside a closed disclosure';
    if (node.matches(MENU)) return 'inside a closed menu';
    if (node.getAttribute('role') === 'dialog' || node.getAttribute('aria-modal') === 'true')
      return 'inside a closed dialog';
  }
  return null;
}
