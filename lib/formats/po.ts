import type { GetTextTranslation } from 'gettext-parser';
import { byKey, sameEntry } from './catalogue-merge';
import { categoryForms, pluralMessage, readPluralMessage } from './icu-plural';
import { compileEntry, compileHeader, poBlocks, type PoBlock } from './po-block';
import { poKey, splitPoKey } from './po-key';
import { defaultPluralForms, indexCategories } from './po-plural-forms';
import { applyEdits, type TextEdit } from './text-edits';
import { FormatError, type CatalogueEntry, type LocaleFormat, type WriteOptions } from './types';

/**
 * gettext PO/POT. Key: the msgid, with its msgctxt before it (see po-key.ts). A plural's
 * `msgstr[n]` become one ICU plural named by CLDR category through the Plural-Forms header.
 * Description: the extracted (`#.`) then translator (`# `) comments. `#, fuzzy` is `fuzzy`.
 * An empty msgstr is untranslated (`null`). References, flags, previous msgids, the header and
 * obsolete (`#~`) entries are kept as they are and are no entries.
 */
const POUND = '%d';

export const po: LocaleFormat = {
  id: 'po',
  extensions: ['.po', '.pot'],
  read(file, options) {
    const blocks = poBlocks(file.path, file.text);
    const categories = indexCategories(pluralHeader(blocks), options.locale);
    const seen = new Set<string>();
    const entries: CatalogueEntry[] = [];
    for (const b of blocks) {
      if (b.kind !== 'entry') continue;
      const entry = toEntry(b.entry!, categories);
      if (options.asSource && entry.value === null) entry.value = sourceText(b.entry!);
      if (seen.has(entry.key))
        throw new FormatError(file.path, b.line, `"${b.entry!.msgid}" is defined twice`);
      seen.add(entry.key);
      entries.push(entry);
    }
    return { entries };
  },
  write(catalogue, options) {
    const text = options.existing?.main;
    const blocks = text === undefined ? [] : poBlocks('existing', text);
    const header = text === undefined ? defaultPluralForms(options.locale) : pluralHeader(blocks);
    const categories = indexCategories(header, options.locale);
    const eol = text?.includes('\r\n') ? '\r\n' : '\n';
    const wanted = byKey(catalogue);
    const edits: TextEdit[] = [];
    const known = new Set<string>();
    for (const b of blocks) {
      if (b.kind !== 'entry') continue;
      const was = toEntry(b.entry!, categories);
      known.add(was.key);
      const entry = wanted.get(was.key);
      if (!entry) edits.push({ start: b.start, end: b.end + blankAfter(text!, b.end), text: '' });
      else if (!sameEntry(was, entry))
        edits.push({
          start: b.start,
          end: b.end,
          text: compileEntry(fromEntry(entry, categories, b.entry, options), eol) + eol,
        });
    }
    const added = catalogue.entries
      .filter((e) => !known.has(e.key))
      .map((e) => compileEntry(fromEntry(e, categories, undefined, options), eol));
    if (text === undefined) {
      const headers = newHeaders(options.locale, header);
      return { main: [compileHeader(headers), ...added].join('\n\n') + '\n' };
    }
    const kept = applyEdits(text, edits);
    if (!added.length) return { main: kept };
    // New entries go before the obsolete ones, which gettext keeps at the end.
    const at = poBlocks('existing', kept).find((b) => b.kind === 'obsolete')?.start ?? kept.length;
    const before = kept.slice(0, at).replace(/\s*$/, '');
    const after = kept.slice(at);
    const joined = added.join(eol + eol);
    return { main: `${before}${eol}${eol}${joined}${eol}${after ? eol + after : ''}` };
  },
};

function pluralHeader(blocks: PoBlock[]): string | undefined {
  return blocks.find((b) => b.kind === 'header')?.headers?.['Plural-Forms'];
}

function blankAfter(text: string, end: number): number {
  return /^(?:[ \t]*\r?\n)*/.exec(text.slice(end))![0].length;
}

/** The source text a template holds: the msgid, or the msgid and msgid_plural as a plural. */
function sourceText(t: GetTextTranslation): string {
  if (t.msgid_plural === undefined) return t.msgid;
  return pluralMessage({
    variable: 'count',
    forms: [
      ['one', t.msgid],
      ['other', t.msgid_plural],
    ],
  });
}

function toEntry(t: GetTextTranslation, categories: string[]): CatalogueEntry {
  const entry: CatalogueEntry = { key: poKey(t.msgctxt, t.msgid), value: null };
  if (t.msgid_plural !== undefined) {
    if (t.msgstr.some((s) => s)) {
      const forms = t.msgstr.map((s, i): [string, string] => [categories[i] ?? `=${i}`, s]);
      entry.value = pluralMessage({ variable: 'count', forms });
    }
  } else if (t.msgstr[0]) entry.value = t.msgstr[0];
  const description = [t.comments?.extracted, t.comments?.translator].filter(Boolean).join('\n');
  if (description) entry.description = description;
  if (/\bfuzzy\b/.test(t.comments?.flag ?? '')) entry.fuzzy = true;
  return entry;
}

function fromEntry(
  entry: CatalogueEntry,
  categories: string[],
  was: GetTextTranslation | undefined,
  options: WriteOptions,
): GetTextTranslation {
  const { msgctxt, msgid } = splitPoKey(entry.key);
  const out: GetTextTranslation = was ? structuredClone(was) : { msgid, msgstr: [''] };
  if (msgctxt !== undefined) out.msgctxt = msgctxt;
  const plural = entry.value === null ? null : readPluralMessage(entry.value, POUND);
  if (out.msgid_plural === undefined && plural)
    out.msgid_plural = sourcePlural(entry.key, options) ?? msgid;
  if (out.msgid_plural !== undefined) {
    const forms = plural ? categoryForms(plural) : {};
    out.msgstr = categories.map((c) =>
      plural ? (forms[c] ?? forms.other ?? '') : (entry.value ?? ''),
    );
    if (entry.value === null) out.msgstr = categories.map(() => '');
  } else out.msgstr = [entry.value ?? ''];
  const comments = { ...(out.comments ?? {}) };
  const wasDescription = [comments.extracted, comments.translator].filter(Boolean).join('\n');
  if ((entry.description ?? '') !== wasDescription) {
    comments.extracted = entry.description ?? '';
    comments.translator = '';
  }
  const flags = (comments.flag ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f && f !== 'fuzzy');
  comments.flag = (entry.fuzzy ? ['fuzzy', ...flags] : flags).join(', ');
  out.comments = comments;
  return out;
}

/** The source text's plural form, the msgid_plural a new plural entry needs. */
function sourcePlural(key: string, options: WriteOptions): string | undefined {
  const source = options.source?.entries.find((e) => e.key === key)?.value;
  const plural = source ? readPluralMessage(source, POUND) : null;
  return plural ? categoryForms(plural).other : undefined;
}

function newHeaders(locale: string, pluralForms: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    Language: locale,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
  };
  if (pluralForms) headers['Plural-Forms'] = pluralForms;
  return headers;
}
