import {
  I18NEXT_ATTRIBUTE,
  KEY_ATTRIBUTE,
  parseDataI18n,
  parseI18nKey,
  type KeyRef,
} from '../../i18n-keys/i18n-attributes';
import { findMarkers, hasMarkers } from '../../i18n-keys/invisible-markers';
import { normalizeText, type TextIndex } from '../../i18n-keys/text-index';
import type { FrameInspection, HiddenString, LooseText } from '../../messaging/inspect-types';
import { scan, type ScanHit } from '../scan';
import { cssPath } from './css-path';
import { skipReason } from './text-filter';
import { closedContainer, isRendered } from './visibility';

export interface InspectOptions {
  defaultNamespace: string;
  textIndex?: TextIndex;
  brandWords?: readonly string[];
  /** Elements not to look into (the overlay's host). */
  ignore?: (el: Element) => boolean;
  /** Reads a shadow root whether open or closed (extensions can); null when there is none. */
  openOrClosedShadowRoot?: (el: Element) => ShadowRoot | null;
}

const MAX_ITEMS = 500;
const META = 'meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]';
const clip = (text: string) => normalizeText(text).slice(0, 300);

function textOf(hit: ScanHit): string {
  return clip(
    hit.where === 'text'
      ? (hit.element.textContent ?? '')
      : (hit.element.getAttribute(hit.where.slice(5)) ?? ''),
  );
}

/** A key found where no visitor sees it: where it is, in words; null when it is in view. */
function hiddenPlace(hit: ScanHit, win: Window): Pick<HiddenString, 'place' | 'detail'> | null {
  const el = hit.element;
  if (el.localName === 'title' && el.closest('head'))
    return { place: 'title', detail: 'document title' };
  if (el.closest('head')) return null;
  if (hit.where === 'attr:alt' && el.localName === 'img') {
    const img = el as HTMLImageElement;
    if (!img.complete || img.naturalWidth === 0)
      return { place: 'image-not-loaded', detail: 'alt of an image not loaded yet' };
  }
  if (isRendered(el, win)) return null;
  const closed = closedContainer(el);
  if (closed) return { place: 'closed', detail: closed };
  const what = hit.where === 'text' ? 'text' : hit.where.slice(5);
  return { place: 'hidden-element', detail: `${what} of a hidden element` };
}

function metaKeys(meta: Element, content: string, options: InspectOptions) {
  const ns = options.defaultNamespace;
  const found: (KeyRef & { method: HiddenString['method'] })[] = [];
  const own = meta.getAttribute(KEY_ATTRIBUTE);
  if (own)
    found.push(...parseI18nKey(own, ns).map((k) => ({ ...k, method: 'attribute' as const })));
  for (const k of parseDataI18n(meta.getAttribute(I18NEXT_ATTRIBUTE) ?? '', ns))
    if (k.where === 'attr:content') found.push({ ...k, method: 'attribute' });
  for (const m of findMarkers(content))
    found.push({ namespace: m.namespace ?? ns, key: m.key, method: 'invisible' });
  if (found.length === 0 && options.textIndex)
    for (const k of options.textIndex.lookup(normalizeText(content)).slice(0, 1))
      found.push({ ...k, method: 'text' });
  return found;
}

/** Every key of the page a visitor does not see: head, hidden and closed parts, templates. */
export function hiddenStrings(
  doc: Document,
  win: Window,
  hits: readonly ScanHit[],
  options: InspectOptions,
): HiddenString[] {
  const out: HiddenString[] = [];
  for (const hit of hits) {
    const place = hiddenPlace(hit, win);
    if (place)
      out.push({
        namespace: hit.namespace,
        key: hit.key,
        method: hit.method,
        where: hit.where,
        ...place,
        text: textOf(hit),
        path: cssPath(hit.element),
      });
  }
  for (const meta of doc.querySelectorAll(META)) {
    const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
    const content = meta.getAttribute('content') ?? '';
    for (const k of metaKeys(meta, content, options))
      out.push({
        ...k,
        where: `meta:${name}`,
        place: 'meta',
        detail: `meta ${name}`,
        text: clip(content),
        path: cssPath(meta),
      });
  }
  for (const template of doc.querySelectorAll('template'))
    for (const child of (template as HTMLTemplateElement).content.children)
      for (const hit of scan(child, options).hits)
        out.push({
          namespace: hit.namespace,
          key: hit.key,
          method: hit.method,
          where: hit.where,
          place: 'template',
          detail: 'inside a <template>',
          text: textOf(hit),
          path: `${cssPath(template)} > ${cssPath(hit.element)}`,
        });
  return out.slice(0, MAX_ITEMS);
}

/** Visible text no key accounts for, with where it is; numbers, codes and brand words left out. */
export function looseTexts(
  roots: readonly (Document | ShadowRoot)[],
  win: Window,
  hits: readonly ScanHit[],
  options: InspectOptions,
): LooseText[] {
  const keyed = new Set(hits.filter((h) => h.where === 'text').map((h) => h.element));
  // Text marked as another language (a language switcher's names) is meant to stay as it is.
  const pageLang = (roots[0]?.ownerDocument ?? (roots[0] as Document)).documentElement?.lang ?? '';
  const otherLanguage = (n: Element) =>
    n.hasAttribute('hreflang') || (n.hasAttribute('lang') && n.getAttribute('lang') !== pageLang);
  const isKeyed = (el: Element) => {
    for (
      let n: Element | null = el;
      n;
      n = n.parentElement ?? ((n.getRootNode() as Partial<ShadowRoot>).host || null)
    )
      if (
        keyed.has(n) ||
        otherLanguage(n) ||
        options.ignore?.(n) ||
        /^(script|style|noscript|template|title)$/.test(n.localName)
      )
        return true;
    return false;
  };
  const seen = new Set<string>();
  const out: LooseText[] = [];
  for (const root of roots) {
    const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, 0x4);
    for (let node = walker.nextNode(); node && out.length < MAX_ITEMS; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = normalizeText(node.nodeValue ?? '');
      if (!parent || text === '' || hasMarkers(node.nodeValue ?? '')) continue;
      if (skipReason(text, options) !== null) continue;
      if (options.textIndex && options.textIndex.lookup(text).length > 0) continue;
      if (isKeyed(parent) || !isRendered(parent, win)) continue;
      const path = cssPath(parent);
      if (seen.has(`${path}\u0000${text}`)) continue;
      seen.add(`${path}\u0000${text}`);
      out.push({ text: text.slice(0, 300), path });
    }
  }
  return out;
}

/** The inspection of one document: run when the user opens the views that need it. */
export function inspectFrame(doc: Document, win: Window, options: InspectOptions): FrameInspection {
  const scanned = scan(doc, options);
  const closed: string[] = [];
  if (options.openOrClosedShadowRoot)
    for (const el of doc.querySelectorAll('*')) {
      if (closed.length >= 100) break;
      if (el.shadowRoot || options.ignore?.(el)) continue;
      let root: ShadowRoot | null = null;
      try {
        root = options.openOrClosedShadowRoot(el);
      } catch {
        // Not an element that can host a shadow root (SVG, MathML).
      }
      if (root) closed.push(cssPath(el));
    }
  return {
    url: win.location.href,
    hidden: hiddenStrings(doc, win, scanned.hits, options),
    untranslated: looseTexts([doc, ...scanned.shadowRoots], win, scanned.hits, options),
    closedShadowRoots: closed,
  };
}
