import { Document, isScalar, parseDocument, stringify, type Scalar, type YAMLMap } from 'yaml';
import { byKey, sameEntry } from './catalogue-merge';
import { categoryForms, readPluralMessage } from './icu-plural';
import { formsToWrite } from './plural-categories';
import { applyEdits, type TextEdit } from './text-edits';
import { FormatError, type CatalogueEntry, type LocaleFormat } from './types';
import { COUNT, rootMap, yamlEntries, type YamlEntry } from './yaml-tree';

/**
 * Rails-style YAML (`de:` at the root, nested keys joined with `.`, plural hashes `one:`/`other:`
 * whose `%{count}` is ICU's `#`, `~` for untranslated). A comment before a key is its
 * description. A write that only changes texts splices them into the file, keeping its layout to
 * the byte; one that adds, removes or reshapes keys goes through the `yaml` library's document,
 * which keeps comments and order but not alignment spaces after a colon.
 */
export const yamlRails: LocaleFormat = {
  id: 'yaml-rails',
  extensions: ['.yml', '.yaml'],
  read(file) {
    return { entries: parse(file.path, file.text).entries.map(toEntry) };
  },
  write(catalogue, options) {
    const wanted = byKey(catalogue);
    if (options.existing) {
      const { doc, entries } = parse('existing', options.existing.main);
      const edits = spliceEdits(entries, wanted);
      if (edits && entries.length === catalogue.entries.length)
        return { main: applyEdits(options.existing.main, edits) };
      return { main: rewrite(doc, entries, catalogue.entries, wanted, options.locale) };
    }
    const doc = new Document({ [options.locale]: {} });
    return { main: rewrite(doc, [], catalogue.entries, wanted, options.locale) };
  },
};

function parse(path: string, text: string) {
  const doc = parseDocument(text, { uniqueKeys: false });
  const error = doc.errors[0];
  if (error) throw new FormatError(path, error.linePos?.[0].line, error.message.split('\n')[0]!);
  const root = rootMap(doc);
  if (!root) throw new FormatError(path, 1, 'expected one locale key (`de:`) holding a map');
  return { doc, root, entries: yamlEntries(root.map, [root.name], '') };
}

function toEntry(e: YamlEntry): CatalogueEntry {
  const entry: CatalogueEntry = { key: e.key, value: e.value };
  if (e.description) entry.description = e.description;
  return entry;
}

/** Text-only changes as splices; null when the change needs the document rewritten. */
function spliceEdits(entries: YamlEntry[], wanted: Map<string, CatalogueEntry>): TextEdit[] | null {
  const edits: TextEdit[] = [];
  for (const e of entries) {
    const next = wanted.get(e.key);
    if (!next || (next.description ?? '') !== (e.description ?? '')) return null;
    if (sameEntry(toEntry(e), { ...next, fuzzy: false })) continue;
    if (
      !isScalar(e.node) ||
      !e.node.range ||
      (next.value !== null && readPluralMessage(next.value, COUNT))
    )
      return null;
    edits.push({
      start: e.node.range[0],
      end: e.node.range[1],
      text: scalarSource(e.node, next.value),
    });
  }
  return edits;
}

function scalarSource(was: Scalar, value: string | null): string {
  if (value === null) return '~';
  if (was.type === 'QUOTE_SINGLE' && !value.includes('\n')) return `'${value.replace(/'/g, "''")}'`;
  if (was.type === 'PLAIN') {
    const plain = stringify(value, { lineWidth: 0 }).replace(/\n$/, '');
    if (!plain.includes('\n')) return plain;
  }
  return JSON.stringify(value);
}

function rewrite(
  doc: Document,
  entries: YamlEntry[],
  catalogue: CatalogueEntry[],
  wanted: Map<string, CatalogueEntry>,
  locale: string,
): string {
  const root = rootMap(doc)!;
  for (const e of [...entries].reverse()) {
    const next = wanted.get(e.key);
    if (!next) {
      if (typeof e.path[e.path.length - 1] !== 'number') doc.deleteIn(e.path);
    } else if (!sameEntry(toEntry(e), { ...next, fuzzy: false })) {
      doc.setIn(e.path, node(doc, next.value, locale));
      if ((next.description ?? '') !== (e.description ?? ''))
        describe(doc, e.path, next.description);
    }
  }
  const known = new Set(entries.map((e) => e.key));
  for (const e of catalogue.filter((e) => !known.has(e.key))) {
    const path = placeFor(doc, [root.name, ...e.key.split('.')]);
    doc.setIn(path, node(doc, e.value, locale));
    if (e.description) describe(doc, path, e.description);
  }
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

function node(doc: Document, value: string | null, locale: string) {
  const plural = value === null ? null : readPluralMessage(value, COUNT);
  if (!plural) return doc.createNode(value);
  return doc.createNode(Object.fromEntries(formsToWrite(categoryForms(plural), locale)));
}

function describe(doc: Document, path: (string | number)[], description: string | undefined) {
  const parent = doc.getIn(path.slice(0, -1), true) as YAMLMap | undefined;
  const pair = parent?.items?.find((p) => isScalar(p.key) && p.key.value === path[path.length - 1]);
  if (!pair || !isScalar(pair.key)) return;
  const comment = description ? description.replace(/^/gm, ' ') : undefined;
  // The parser hangs a first key's comment on its map; the printer prints it from the key.
  if (parent!.items[0] === pair) parent!.commentBefore = undefined;
  pair.key.commentBefore = comment;
}

/** Where a new key goes: nested under existing maps; a path through a text stays dotted. */
function placeFor(doc: Document, parts: string[]): string[] {
  for (let i = 1; i < parts.length - 1; i++) {
    const at = doc.getIn(parts.slice(0, i + 1), true);
    if (at !== undefined && !(at && typeof at === 'object' && 'items' in at))
      return [...parts.slice(0, i), parts.slice(i).join('.')];
  }
  return parts;
}
