import { androidEntries, type AndroidEntry } from './android-resources';
import { encodeAndroid } from './android-escape';
import { byKey, sameEntry } from './catalogue-merge';
import { categoryForms, readPluralMessage } from './icu-plural';
import { formsToWrite } from './plural-categories';
import { applyEdits, indentAt, leadingSpaceStart, type TextEdit } from './text-edits';
import type { CatalogueEntry, LocaleFormat } from './types';
import {
  childElements,
  escapeXmlAttr,
  innerSpan,
  nodeEnd,
  nodeStart,
  parseXml,
  type XmlSource,
} from './xml-source';

/**
 * Android `res/values*\/strings.xml` (and `arrays.xml`): see android-resources.ts for what is an
 * entry. A plural's `#` is written as `%d`. Android cannot say "untranslated" (a missing string
 * falls back to the default language), so such entries are left out.
 */
export const androidXml: LocaleFormat = {
  id: 'android-xml',
  extensions: ['.xml'],
  read(file) {
    const entries = androidEntries(parseXml(file)).map((e): CatalogueEntry => {
      const entry: CatalogueEntry = { key: e.key, value: e.value };
      if (e.description) entry.description = e.description;
      return entry;
    });
    return { entries };
  },
  write(catalogue, options) {
    const text =
      options.existing?.main ??
      `${HEAD}<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n</resources>\n`;
    const src = parseXml({ path: 'existing', text });
    const entries = androidEntries(src);
    const wanted = byKey(catalogue);
    const edits: TextEdit[] = [];
    const indent = indentOf(src);
    for (const e of entries) {
      const next = wanted.get(e.key);
      if (e.kind === 'item') {
        // An item leaves only from the end of its array: the others' indexes are their keys.
        if (
          !next &&
          !entries.some(
            (o) => o.array === e.array && o.el !== e.el && wanted.has(o.key) && after(o.el, e.el),
          )
        )
          edits.push(removal(src, e));
        if (next && next.value !== null && next.value !== e.value)
          edits.push(contentEdit(src, e.el, encodeAndroid(next.value)));
        if (next && e.key.endsWith('[0]') && (next.description ?? '') !== (e.description ?? ''))
          edits.push(commentEdit(src, e, next.description, indent));
      } else if (!next || next.value === null) edits.push(removal(src, e));
      else if (!sameEntry(toEntry(e), { ...next, fuzzy: false })) {
        if (next.value !== e.value)
          edits.push(valueEdit(src, e, next.value, options.locale, indent));
        if ((next.description ?? '') !== (e.description ?? ''))
          edits.push(commentEdit(src, e, next.description, indent));
      }
    }
    const known = new Set(entries.map((e) => e.key));
    const fresh = catalogue.entries.filter((e) => !known.has(e.key) && e.value !== null);
    const arrays = new Map(
      childElements(src.doc.documentElement, 'string-array').map((a) => [
        a.getAttribute('name') ?? '',
        a,
      ]),
    );
    const newArrays = new Set<string>();
    let added = '';
    for (const e of fresh) {
      const base = ARRAY_ITEM.exec(e.key)?.[1];
      const array = base === undefined ? undefined : arrays.get(base);
      if (array)
        edits.push(
          beforeClose(src, array, `${indent}${indent}<item>${encodeAndroid(e.value!)}</item>\n`),
        );
      else if (base === undefined) added += resource(e, options.locale, indent);
      else if (!newArrays.has(base)) {
        newArrays.add(base);
        const items = fresh.filter((f) => ARRAY_ITEM.exec(f.key)?.[1] === base);
        added += stringArray(base, items, indent);
      }
    }
    edits.push(beforeClose(src, src.doc.documentElement, added));
    return { main: applyEdits(text, edits) };
  },
};

const HEAD = '<?xml version="1.0" encoding="utf-8"?>\n';
const ARRAY_ITEM = /^(.+)\[(\d+)\]$/;

function after(a: Element, b: Element): boolean {
  for (let n = b.nextSibling; n; n = n.nextSibling) if (n === a) return true;
  return false;
}

function toEntry(e: AndroidEntry): CatalogueEntry {
  return { key: e.key, value: e.value, ...(e.description ? { description: e.description } : {}) };
}

function indentOf(src: XmlSource): string {
  const first = childElements(src.doc.documentElement)[0];
  return first ? indentAt(src.text, nodeStart(src, first)) || '    ' : '    ';
}

function contentEdit(src: XmlSource, el: Element, content: string): TextEdit {
  const inner = innerSpan(src, el);
  if (inner) return { ...inner, text: content };
  const start = nodeStart(src, el);
  const end = nodeEnd(src, el);
  const open = src.text.slice(start, end).replace(/\s*\/>\s*$/, '>');
  return { start, end, text: `${open}${content}</${el.tagName}>` };
}

function valueEdit(
  src: XmlSource,
  e: AndroidEntry,
  value: string,
  locale: string,
  indent: string,
): TextEdit {
  if (e.kind === 'string') return contentEdit(src, e.el, encodeAndroid(value));
  const own = indentAt(src.text, nodeStart(src, e.el));
  return contentEdit(src, e.el, `\n${pluralItems(value, locale, own + (indent || '    '))}${own}`);
}

function commentEdit(
  src: XmlSource,
  e: AndroidEntry,
  description: string | undefined,
  indent: string,
): TextEdit {
  const target = e.array ?? e.el;
  if (e.comment) {
    const start = description
      ? nodeStart(src, e.comment)
      : leadingSpaceStart(src.text, nodeStart(src, e.comment));
    return { start, end: nodeEnd(src, e.comment), text: description ? comment(description) : '' };
  }
  const at = nodeStart(src, target);
  return {
    start: at,
    end: at,
    text: `${comment(description ?? '')}\n${indentAt(src.text, at) || indent}`,
  };
}

function removal(src: XmlSource, e: AndroidEntry): TextEdit {
  const from = e.comment ?? e.el;
  return {
    start: leadingSpaceStart(src.text, nodeStart(src, from)),
    end: nodeEnd(src, e.el),
    text: '',
  };
}

function comment(description: string): string {
  return `<!-- ${description.replace(/--/g, '- -')} -->`;
}

function pluralItems(value: string, locale: string, indent: string): string {
  const plural = readPluralMessage(value, '%d');
  const forms = plural ? formsToWrite(categoryForms(plural), locale) : [['other', value] as const];
  return forms
    .map(([q, text]) => `${indent}<item quantity="${q}">${encodeAndroid(text)}</item>\n`)
    .join('');
}

/** Text inserted at the start of the line holding an element's end tag. */
function beforeClose(src: XmlSource, el: Element, text: string): TextEdit {
  const close = src.text.lastIndexOf('</', nodeEnd(src, el) - 1);
  const lineStart = src.text.lastIndexOf('\n', close - 1) + 1;
  return { start: lineStart, end: lineStart, text };
}

function stringArray(name: string, items: CatalogueEntry[], indent: string): string {
  const index = (e: CatalogueEntry) => Number(ARRAY_ITEM.exec(e.key)![2]);
  const sorted = [...items].sort((a, b) => index(a) - index(b));
  const note = sorted[0]?.description ? `${indent}${comment(sorted[0].description)}\n` : '';
  const body = sorted
    .map((e) => `${indent}${indent}<item>${encodeAndroid(e.value!)}</item>\n`)
    .join('');
  return `${note}${indent}<string-array name="${escapeXmlAttr(name)}">\n${body}${indent}</string-array>\n`;
}

/** A new resource: a plural becomes `<plurals>`. */
function resource(e: CatalogueEntry, locale: string, indent: string): string {
  const note = e.description ? `${indent}${comment(e.description)}\n` : '';
  const name = escapeXmlAttr(e.key);
  if (readPluralMessage(e.value!, '%d'))
    return `${note}${indent}<plurals name="${name}">\n${pluralItems(e.value!, locale, indent + indent)}${indent}</plurals>\n`;
  return `${note}${indent}<string name="${name}">${encodeAndroid(e.value!)}</string>\n`;
}
