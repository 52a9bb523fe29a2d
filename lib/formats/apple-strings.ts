import { byKey } from './catalogue-merge';
import { entryDict, isPluralText, readStringsdict } from './apple-stringsdict';
import {
  parseStrings,
  quoteStrings,
  stringsComment,
  type StringsPair,
} from './apple-strings-parse';
import { applyEdits, indentAt, leadingSpaceStart, type TextEdit } from './text-edits';
import { nodeEnd, nodeStart, parseXml, childElements } from './xml-source';
import type { CatalogueEntry, LocaleFormat } from './types';

/**
 * Apple `Localizable.strings` with its companion `Localizable.stringsdict`: plain texts live in
 * the first (a pair's preceding comment is its description), plurals in the second. A catalogue
 * entry goes back to the file that held it; a new one to the stringsdict when it is a plural.
 * Neither file can say "untranslated": such entries are left out.
 */
export const appleStrings: LocaleFormat = {
  id: 'apple-strings',
  extensions: ['.strings'],
  companionPath: (mainPath) => mainPath.replace(/\.strings$/, '.stringsdict'),
  read(file, options) {
    const entries: CatalogueEntry[] = parseStrings(file.path, file.text).map((p) =>
      p.comment
        ? { key: p.key, value: p.value, description: p.comment }
        : { key: p.key, value: p.value },
    );
    if (options.companion) {
      const seen = new Set(entries.map((e) => e.key));
      for (const d of readStringsdict(parseXml(options.companion)))
        if (!seen.has(d.key)) entries.push({ key: d.key, value: d.value });
    }
    return { entries };
  },
  write(catalogue, options) {
    const pairs = options.existing ? parseStrings('existing', options.existing.main) : [];
    const dictText = options.existing?.companion;
    const dictSrc = dictText ? parseXml({ path: 'existing', text: dictText }) : undefined;
    const dict = dictSrc ? readStringsdict(dictSrc) : [];
    const inStrings = new Set(pairs.map((p) => p.key));
    const inDict = new Set(dict.map((d) => d.key).filter((k) => !inStrings.has(k)));
    const toStrings: CatalogueEntry[] = [];
    const toDict: CatalogueEntry[] = [];
    for (const e of catalogue.entries) {
      if (e.value === null) continue;
      const plural = inStrings.has(e.key) ? false : inDict.has(e.key) || isPluralText(e.value);
      (plural && isPluralText(e.value) ? toDict : toStrings).push(e);
    }
    const main = writeStrings(options.existing?.main, pairs, toStrings);
    if (!toDict.length && !dictText) return { main };
    const wanted = byKey({ entries: toDict });
    const edits: TextEdit[] = [];
    let added = '';
    if (dictSrc) {
      const root = childElements(dictSrc.doc.documentElement, 'dict')[0]!;
      const rootIndent = indentAt(dictSrc.text, nodeStart(dictSrc, root));
      const indent = dict[0]
        ? indentAt(dictSrc.text, nodeStart(dictSrc, dict[0].keyEl))
        : `${rootIndent}  `;
      const step = indent.slice(rootIndent.length) || '  ';
      for (const d of dict) {
        const entry = wanted.get(d.key);
        const start = nodeStart(dictSrc, d.dictEl);
        if (!entry) {
          const from = leadingSpaceStart(dictSrc.text, nodeStart(dictSrc, d.keyEl));
          edits.push({ start: from, end: nodeEnd(dictSrc, d.dictEl), text: '' });
        } else if (entry.value !== d.value) {
          const text = entryDict(entry.value!, options.locale, d.valueTypes, indent, step)!;
          edits.push({ start, end: nodeEnd(dictSrc, d.dictEl), text });
        }
      }
      for (const e of toDict.filter((e) => !inDict.has(e.key)))
        added += dictItem(e, options.locale, indent, step);
      const close = dictSrc.text.lastIndexOf('</', nodeEnd(dictSrc, root) - 1);
      const lineStart = dictSrc.text.lastIndexOf('\n', close - 1) + 1;
      edits.push({ start: lineStart, end: lineStart, text: added });
      return { main, companion: applyEdits(dictSrc.text, edits) };
    }
    for (const e of toDict) added += dictItem(e, options.locale, '\t', '\t');
    return { main, companion: `${PLIST_HEAD}<dict>\n${added}</dict>\n</plist>\n` };
  },
};

const PLIST_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n' +
  '<plist version="1.0">\n';

function dictItem(e: CatalogueEntry, locale: string, indent: string, step: string): string {
  const body = entryDict(e.value!, locale, new Map(), indent, step)!;
  return `${indent}<key>${escapeKey(e.key)}</key>\n${indent}${body}\n`;
}

function escapeKey(key: string): string {
  return key.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function writeStrings(
  text: string | undefined,
  pairs: StringsPair[],
  entries: CatalogueEntry[],
): string {
  const wanted = byKey({ entries });
  const edits: TextEdit[] = [];
  for (const p of pairs) {
    const entry = wanted.get(p.key);
    if (!entry) {
      edits.push({ start: leadingSpaceStart(text!, p.start), end: p.end, text: '' });
      continue;
    }
    if (entry.value !== p.value)
      edits.push({ start: p.valueStart, end: p.valueEnd, text: quoteStrings(entry.value!) });
    if ((entry.description ?? '') !== (p.comment ?? '')) {
      const comment = entry.description ? `${stringsComment(entry.description)}\n` : '';
      edits.push({ start: p.commentStart ?? p.keyStart, end: p.keyStart, text: comment });
    }
  }
  const known = new Set(pairs.map((p) => p.key));
  const spaced = !text || /;\s*\n\s*\n/.test(text);
  let added = '';
  for (const e of entries.filter((e) => !known.has(e.key))) {
    if (spaced) added += '\n';
    if (e.description) added += `${stringsComment(e.description)}\n`;
    added += `${quoteStrings(e.key)} = ${quoteStrings(e.value!)};\n`;
  }
  const base = text === undefined ? '' : applyEdits(text, edits);
  if (!added) return base;
  return base.trim() ? `${base.replace(/\s*$/, '\n')}${added}` : added.replace(/^\n/, '');
}
