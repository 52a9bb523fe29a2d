import { byKey, sameEntry } from './catalogue-merge';
import { applyEdits, indentAt, leadingSpaceStart, type TextEdit } from './text-edits';
import type { CatalogueEntry, LocaleFormat, WriteOptions } from './types';
import { xliffUnits, xliffVersion, type XliffUnit } from './xliff-units';
import {
  childElements,
  encodeMixed,
  escapeXmlAttr,
  escapeXmlText,
  mixedContent,
  nodeEnd,
  nodeStart,
  parseXml,
  type XmlSource,
} from './xml-source';

/**
 * XLIFF 1.2 and 2.0 (see xliff-units.ts for what is read). A write edits the units in place;
 * new units go at the end of the last `<body>` (1.2) or `<file>` (2.0) with the source text
 * from the source catalogue. A new file is XLIFF 1.2, which most tools read.
 */
export const xliff: LocaleFormat = {
  id: 'xliff',
  extensions: ['.xlf', '.xliff'],
  read(file, options) {
    const src = parseXml(file);
    const entries = xliffUnits(src)
      .filter((u) => !u.duplicate)
      .map((u) => {
        const entry = toEntry(u);
        // The source language's file (or the template) holds its text in `<source>`.
        if (options.asSource && entry.value === null && u.source)
          entry.value = mixedContent(src, u.source) || null;
        return entry;
      });
    return { entries };
  },
  write(catalogue, options) {
    const text = options.existing?.main ?? newFile(options);
    const src = parseXml({ path: 'existing', text });
    const v2 = xliffVersion(src) === '2.0';
    const units = xliffUnits(src);
    const wanted = byKey(catalogue);
    const edits: TextEdit[] = [];
    const changed = new Set<string>();
    for (const u of units) {
      const next = wanted.get(u.key);
      if (!next)
        edits.push({
          start: leadingSpaceStart(text, nodeStart(src, u.unit)),
          end: nodeEnd(src, u.unit),
          text: '',
        });
      else if (u.duplicate ? changed.has(u.key) : !sameEntry(toEntry(u), next)) {
        changed.add(u.key);
        edits.push(...unitEdits(src, u, next, v2));
      }
    }
    const known = new Set(units.map((u) => u.key));
    const added = catalogue.entries.filter((e) => !known.has(e.key));
    if (added.length) {
      const containers = Array.from(src.doc.getElementsByTagName(v2 ? 'file' : 'body'));
      const container = containers[containers.length - 1]!;
      const first = childElements(container)[0];
      const indent = first
        ? indentAt(text, nodeStart(src, first))
        : `${indentAt(text, nodeStart(src, container))}  `;
      const sources = byKey(options.source ?? { entries: [] });
      const body = added
        .map((e) => newUnit(e, sources.get(e.key)?.value ?? '', indent, v2))
        .join('');
      const close = text.lastIndexOf('</', nodeEnd(src, container) - 1);
      const lineStart = text.lastIndexOf('\n', close - 1) + 1;
      edits.push({ start: lineStart, end: lineStart, text: body });
    }
    return { main: applyEdits(text, edits) };
  },
};

function toEntry(u: XliffUnit): CatalogueEntry {
  const entry: CatalogueEntry = { key: u.key, value: u.value };
  if (u.description) entry.description = u.description;
  if (u.fuzzy) entry.fuzzy = true;
  return entry;
}

function newFile(options: WriteOptions): string {
  const langs = `source-language="${escapeXmlAttr(options.sourceLocale)}" target-language="${escapeXmlAttr(options.locale)}"`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
    `  <file ${langs} datatype="plaintext" original="messages">\n    <body>\n    </body>\n  </file>\n</xliff>\n`
  );
}

function content(value: string): string {
  return encodeMixed(value, escapeXmlText);
}

function attrs(el: Element | undefined, skip: string): string {
  return Array.from(el?.attributes ?? [])
    .filter((a) => a.name !== skip)
    .map((a) => ` ${a.name}="${escapeXmlAttr(a.value)}"`)
    .join('');
}

function unitEdits(src: XmlSource, u: XliffUnit, next: CatalogueEntry, v2: boolean): TextEdit[] {
  const edits: TextEdit[] = [];
  const valueOrStateChanged = next.value !== u.value || Boolean(next.fuzzy) !== Boolean(u.fuzzy);
  if (valueOrStateChanged) {
    const state12 = next.fuzzy
      ? u.fuzzy
        ? u.target?.getAttribute('state')
        : 'needs-review-translation'
      : u.target?.hasAttribute('state')
        ? 'translated'
        : null;
    const stateAttr = !v2 && state12 ? ` state="${state12}"` : '';
    const target =
      next.value === null
        ? ''
        : `<target${attrs(u.target, 'state')}${stateAttr}>${content(next.value)}</target>`;
    if (u.target) {
      const start = target
        ? nodeStart(src, u.target)
        : leadingSpaceStart(src.text, nodeStart(src, u.target));
      edits.push({ start, end: nodeEnd(src, u.target), text: target });
    } else if (target && u.source) {
      const at = nodeEnd(src, u.source);
      edits.push({
        start: at,
        end: at,
        text: `\n${indentAt(src.text, nodeStart(src, u.source))}${target}`,
      });
    }
    if (v2 && u.segment && u.segment.firstChild) {
      const state = next.fuzzy ? 'initial' : next.value === null ? null : 'translated';
      const open = `<segment${attrs(u.segment, 'state')}${state ? ` state="${state}"` : ''}>`;
      edits.push({
        start: nodeStart(src, u.segment),
        end: nodeStart(src, u.segment.firstChild),
        text: open,
      });
    }
  }
  if ((next.description ?? '') !== (u.description ?? ''))
    edits.push(...noteEdits(src, u, next.description, v2));
  return edits;
}

function noteEdits(
  src: XmlSource,
  u: XliffUnit,
  description: string | undefined,
  v2: boolean,
): TextEdit[] {
  const first = childElements(u.unit)[0]!;
  const indent = indentAt(src.text, nodeStart(src, first));
  const removeFrom = v2 ? childElements(u.unit, 'notes') : u.notes;
  const edits: TextEdit[] = removeFrom.map((n) => ({
    start: leadingSpaceStart(src.text, nodeStart(src, n)),
    end: nodeEnd(src, n),
    text: '',
  }));
  if (!description) return edits;
  const note = `<note>${escapeXmlText(description)}</note>`;
  if (v2) {
    const at = nodeStart(
      src,
      first === removeFrom[0] ? (childElements(u.unit)[1] ?? first) : first,
    );
    return [...edits, { start: at, end: at, text: `<notes>${note}</notes>\n${indent}` }];
  }
  const after = u.target ?? u.source ?? first;
  const at = nodeEnd(src, after);
  return [...edits, { start: at, end: at, text: `\n${indent}${note}` }];
}

function newUnit(e: CatalogueEntry, source: string | null, indent: string, v2: boolean): string {
  const pad = `${indent}  `;
  const id = escapeXmlAttr(e.key);
  const target =
    e.value === null ? '' : `\n${v2 ? `${pad}  ` : pad}<target>${content(e.value)}</target>`;
  if (v2) {
    const notes = e.description
      ? `${pad}<notes><note>${escapeXmlText(e.description)}</note></notes>\n`
      : '';
    const state = e.fuzzy ? ' state="initial"' : '';
    return `${indent}<unit id="${id}">\n${notes}${pad}<segment${state}>\n${pad}  <source>${content(source ?? '')}</source>${target}\n${pad}</segment>\n${indent}</unit>\n`;
  }
  const note = e.description ? `\n${pad}<note>${escapeXmlText(e.description)}</note>` : '';
  const fuzzyTarget = e.fuzzy
    ? target.replace('<target>', '<target state="needs-review-translation">')
    : target;
  return `${indent}<trans-unit id="${id}">\n${pad}<source>${content(source ?? '')}</source>${fuzzyTarget}${note}\n${indent}</trans-unit>\n`;
}
