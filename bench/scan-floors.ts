/**
 * The floors `bench:scan` compares the scanner with, measured in the page: the least any walk of
 * the page costs, and the least any scan that reads text and attribute names costs.
 */
export const SHOW_ELEMENT_AND_TEXT = 0x1 | 0x4;

/** The floor: visit every element and text node once, document and shadow roots, nothing else. */
export function floorOnce(shadowRoots: readonly ShadowRoot[]): number {
  const start = performance.now();
  let visited = 0;
  for (const root of [document, ...shadowRoots]) {
    const walker = document.createTreeWalker(root, SHOW_ELEMENT_AND_TEXT);
    while (walker.nextNode()) visited++;
  }
  const ms = performance.now() - start;
  if (visited === 0) throw new Error('empty page');
  return ms;
}

/**
 * What any scan of text and attributes has to read, and nothing more: the floor's walk plus each
 * text node's data and each element's attribute names. Reading a string out of the DOM the first
 * time costs far more than stepping over a node, so this is the scanner's practical floor.
 */
export function readsFloorOnce(shadowRoots: readonly ShadowRoot[]): number {
  const start = performance.now();
  let read = 0;
  for (const root of [document, ...shadowRoots]) {
    const walker = document.createTreeWalker(root, SHOW_ELEMENT_AND_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) read += (node as Text).data.length;
      else if ((node as Element).hasAttributes())
        read += (node as Element).getAttributeNames().length;
    }
  }
  const ms = performance.now() - start;
  if (read === 0) throw new Error('empty page');
  return ms;
}
