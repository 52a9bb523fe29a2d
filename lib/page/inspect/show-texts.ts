import { refId } from '../../messaging/ref-id';
import { Preview } from '../preview';
import { scan, type ScanOptions } from '../scan';

/**
 * The whole page shown with other texts for its keys (as customers would read it after the next
 * delivery, or with every pending text), and put back exactly: the page's very nodes return.
 * Only the text of elements whose key Locale Lens found is changed, and only ever as text.
 */
export function createPagePreview(doc: Document, win: Window) {
  const preview = new Preview(win);
  return {
    /** `texts` by `refId`; answers how many elements now show another text. */
    show(texts: ReadonlyMap<string, string>, options: ScanOptions): number {
      preview.restore();
      const byText = new Map<string, Element[]>();
      for (const hit of scan(doc, options).hits) {
        if (hit.where !== 'text' || hit.ambiguous) continue;
        const text = texts.get(refId(hit));
        if (text === undefined) continue;
        const elements = byText.get(text) ?? [];
        if (!elements.includes(hit.element)) elements.push(hit.element);
        byText.set(text, elements);
      }
      let shown = 0;
      for (const [text, elements] of byText) shown += preview.show(elements, text).elements;
      return shown;
    },
    restore: () => preview.restore(),
  };
}
