/** A short CSS path to `el` within its root: up to an id, else tags with `:nth-of-type`. */
export function cssPath(el: Element, maxDepth = 6): string {
  const parts: string[] = [];
  let node: Element | null = el;
  while (node && parts.length < maxDepth) {
    const tag = node.localName;
    if (node.id && /^[A-Za-z][\w-]*$/.test(node.id)) {
      parts.unshift(`${tag}#${node.id}`);
      break;
    }
    const parent: Element | null = node.parentElement;
    if (!parent) {
      parts.unshift(tag);
      break;
    }
    const same = [...parent.children].filter((c) => c.localName === tag);
    parts.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(node) + 1})` : tag);
    node = parent;
  }
  const root = el.getRootNode() as Partial<ShadowRoot>;
  const host = root.host ? `${cssPath(root.host, 3)} >>> ` : '';
  return host + parts.join(' > ');
}
