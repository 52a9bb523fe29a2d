import type { FitRequest, FrameFit, Misfit } from '../../messaging/fit-types';
import { refId } from '../../messaging/ref-id';
import { Preview } from '../preview';
import { scan, type ScanOptions } from '../scan';
import { beyond, countLines, fitVerdict, worse, type FitSample } from './fit-rules';

/** Ancestors looked through for one that hides overflow: a card, a dialog, a table cell. */
const CLIP_DEPTH = 8;

const hides = (s: CSSStyleDeclaration) => s.overflowX !== 'visible' || s.overflowY !== 'visible';

/** The parent, across a shadow root's edge to its host. */
function up(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * Measures, in the page, whether each key's text in each language fits its element, in the
 * element's own styles and fonts: the source texts are shown and read first, then each language's
 * texts, all written and then all read (one layout per language, not one per element), and the
 * page's very nodes are put back at the end. Text keys only: an attribute has no box of its own.
 */
export function measureFit(doc: Document, win: Window, req: FitRequest, options: ScanOptions) {
  const started = performance.now();
  const elements = new Map<string, Element[]>();
  for (const hit of scan(doc, options).hits) {
    if (hit.where !== 'text' || hit.ambiguous) continue;
    const list = elements.get(refId(hit)) ?? [];
    if (!list.includes(hit.element)) list.push(hit.element);
    elements.set(refId(hit), list);
  }
  const preview = new Preview(win);
  const blocks = new Map<Element, Element | null>();
  const clippers = new Map<Element, Element | null>();

  /** Inline elements have no box of their own: the block that holds them. */
  const block = (el: Element) => {
    if (!blocks.has(el)) {
      let box: Element | null = el;
      while (box && win.getComputedStyle(box).display === 'inline') box = up(box);
      blocks.set(el, box);
    }
    return blocks.get(el)!;
  };
  const clipper = (box: Element) => {
    if (!clippers.has(box)) {
      let at = up(box);
      for (let i = 0; at && i < CLIP_DEPTH && at !== doc.body; i++, at = up(at))
        if (hides(win.getComputedStyle(at))) break;
      clippers.set(box, at && at !== doc.body && hides(win.getComputedStyle(at)) ? at : null);
    }
    return clippers.get(box)!;
  };
  // One range for every read: each live range is updated on every change of the document, and
  // thousands of them made the writes of the next language slow down by the page's size squared.
  const range = doc.createRange();
  const read = (el: Element): FitSample | null => {
    const box = block(el);
    if (!box || el.getClientRects().length === 0) return null; // not rendered
    const style = win.getComputedStyle(box);
    range.selectNodeContents(el);
    const outer = clipper(box);
    return {
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
      scrollHeight: box.scrollHeight,
      clientHeight: box.clientHeight,
      clips:
        hides(style) ||
        style.textOverflow === 'ellipsis' ||
        style.getPropertyValue('-webkit-line-clamp') !== 'none',
      outside: outer ? beyond(range.getBoundingClientRect(), outer.getBoundingClientRect()) : 0,
      lines: countLines([...range.getClientRects()]),
    };
  };

  const baseline = new Map<Element, FitSample>();
  const sources = new Map(req.sources.map((s) => [refId(s), s.text]));
  const result: FrameFit = { url: win.location.href, locales: [], keys: 0, elements: 0, ms: 0 };
  try {
    for (const [id, els] of elements) {
      const text = sources.get(id);
      if (text !== undefined) for (const el of els) preview.write(el, text);
    }
    for (const els of elements.values())
      for (const el of els) {
        const s = read(el);
        if (s) baseline.set(el, s);
      }
    result.keys = [...elements.values()].filter((els) => els.some((e) => baseline.has(e))).length;
    result.elements = baseline.size;
    for (const variant of req.variants) {
      const shown = variant.texts.filter((t) => elements.has(refId(t)));
      for (const t of shown) for (const el of elements.get(refId(t))!) preview.write(el, t.text);
      const misfits: Misfit[] = [];
      for (const t of shown) {
        let reason = null;
        for (const el of elements.get(refId(t))!) {
          const was = baseline.get(el);
          const now = was && read(el);
          if (was && now) reason = worse(reason, fitVerdict(was, now));
        }
        if (reason)
          misfits.push({ namespace: t.namespace, key: t.key, reason, kind: t.kind, text: t.text });
      }
      result.locales.push({ locale: variant.locale, pseudo: variant.pseudo, misfits });
      // The next language starts from the source texts again, not from this one's.
      for (const t of shown) {
        const source = sources.get(refId(t));
        const els = elements.get(refId(t))!;
        if (source === undefined) preview.restore(els);
        else for (const el of els) preview.write(el, source);
      }
    }
  } finally {
    range.detach();
    preview.restore();
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}
