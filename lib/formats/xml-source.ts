import { DOMParser } from '@xmldom/xmldom';
import { FormatError, type LocaleFile } from './types';
import { lineStarts } from './text-edits';

/*
 * XML files are read with @xmldom/xmldom, whose nodes carry the line and column they start at.
 * Writers then splice only the elements they change into the original text: a serializer would
 * rewrite untouched markup (`&apos;` → `'`, `<a></a>` → `<a/>`, attribute line breaks), and an
 * unchanged file must come back as it was.
 */
type XNode = Node & { lineNumber?: number; columnNumber?: number };

export interface XmlSource {
  text: string;
  doc: Document;
  path: string;
  starts: number[];
}

export function parseXml(file: LocaleFile): XmlSource {
  let problem: { message: string; line?: number } | undefined;
  const parser = new DOMParser({
    // xmldom hands its SAX handler (which knows the line it is on) to the error callback.
    onError: (level, message, context: { locator?: { lineNumber?: number } } | undefined) => {
      if (level === 'warning') return;
      problem ??= { message, line: context?.locator?.lineNumber };
      throw new Error(message);
    },
  });
  let doc: Document;
  try {
    doc = parser.parseFromString(file.text, 'text/xml') as unknown as Document;
  } catch (err) {
    const message = problem?.message ?? (err instanceof Error ? err.message : String(err));
    const line = problem?.line ?? /line:\s*(\d+)/.exec(message)?.[1];
    throw new FormatError(
      file.path,
      line === undefined ? undefined : Number(line),
      firstLine(message),
    );
  }
  if (!doc.documentElement) throw new FormatError(file.path, 1, 'no XML element');
  return { text: file.text, doc, path: file.path, starts: lineStarts(file.text) };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/^\[xmldom [^\]]*\]\s*/, '');
}

export function nodeStart(src: XmlSource, node: Node): number {
  const n = node as XNode;
  if (!n.lineNumber || !n.columnNumber) throw new Error('node without a position');
  return src.starts[n.lineNumber - 1]! + n.columnNumber - 1;
}

export function lineOfNode(node: Node): number | undefined {
  return (node as XNode).lineNumber;
}

/** Where a node ends: where its next sibling starts, or where its parent's end tag starts. */
export function nodeEnd(src: XmlSource, node: Node): number {
  if (node.nextSibling) return nodeStart(src, node.nextSibling);
  const parent = node.parentNode;
  if (!parent || parent.nodeType === 9) return src.text.lastIndexOf('>') + 1;
  return src.text.lastIndexOf('</', nodeEnd(src, parent) - 1);
}

/** The span of an element's content, or null for a self-closed `<a/>`. */
export function innerSpan(src: XmlSource, el: Element): { start: number; end: number } | null {
  const start = nodeStart(src, el);
  const end = nodeEnd(src, el);
  const outer = src.text.slice(start, end);
  if (/\/>\s*$/.test(outer) && !el.firstChild) return null;
  const close = start + outer.lastIndexOf('</');
  return { start: el.firstChild ? nodeStart(src, el.firstChild) : close, end: close };
}

export function childElements(el: Element, name?: string): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 1 && (!name || (n as Element).localName === name)) out.push(n as Element);
  return out;
}

/**
 * An element's content as a translator reads it: text decoded (entities resolved, then the
 * format's own escapes through `decode`), inline elements (`<xliff:g>`, `<x/>`, `<b>`) kept as
 * their source markup so they come back unchanged.
 */
export function mixedContent(src: XmlSource, el: Element, decode = (s: string) => s): string {
  return contentPieces(src, el)
    .map((p) => ('text' in p ? decode(p.text) : p.markup))
    .join('');
}

export type ContentPiece = { text: string } | { markup: string };

export function contentPieces(src: XmlSource, el: Element): ContentPiece[] {
  const out: ContentPiece[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    const last = out[out.length - 1];
    if (n.nodeType === 3 || n.nodeType === 4) {
      const data = (n as CharacterData).data;
      if (last && 'text' in last) last.text += data;
      else out.push({ text: data });
    } else if (n.nodeType === 1) {
      out.push({ markup: src.text.slice(nodeStart(src, n), nodeEnd(src, n)) });
    }
  }
  return out;
}

const TAG = /<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>/g;

/** The inverse of `mixedContent`: markup passes through, text is escaped by `encode`. */
export function encodeMixed(value: string, encode: (text: string) => string): string {
  let out = '';
  let at = 0;
  for (const m of value.matchAll(TAG)) {
    out += encode(value.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + encode(value.slice(at));
}

export function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/]]>/g, ']]&gt;');
}

export function escapeXmlAttr(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;');
}
