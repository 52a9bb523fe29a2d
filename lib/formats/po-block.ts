import { po as gettextPo, type GetTextTranslation } from 'gettext-parser';
import { FormatError } from './types';

/**
 * A PO file as its blocks (entries are separated by blank lines), each parsed by gettext-parser
 * on its own: a writer can keep every block it does not change byte for byte, and entries keep
 * the file's order (gettext-parser's table groups them by context).
 */
export interface PoBlock {
  start: number;
  end: number;
  /** The 1-based line the block starts on, for errors. */
  line: number;
  kind: 'header' | 'entry' | 'obsolete' | 'comment';
  entry?: GetTextTranslation;
  headers?: Record<string, string>;
}

export function poBlocks(path: string, text: string): PoBlock[] {
  const blocks: PoBlock[] = [];
  const re = /(?:^|\n)([ \t]*\r?\n)+/g;
  let start = 0;
  let line = 1;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    if (raw.trim()) blocks.push(parseBlock(path, raw, start, end, line));
  };
  for (const m of text.matchAll(re)) {
    const end = m.index + (m[0].startsWith('\n') ? 1 : 0);
    if (end <= start) continue;
    push(end);
    line += countLines(text.slice(start, m.index + m[0].length));
    start = m.index + m[0].length;
  }
  if (start < text.length) push(text.length);
  return blocks;
}

function countLines(s: string): number {
  return s.split('\n').length - 1;
}

function parseBlock(path: string, raw: string, start: number, end: number, line: number): PoBlock {
  let parsed: ReturnType<typeof gettextPo.parse>;
  try {
    parsed = gettextPo.parse(raw, { defaultCharset: 'utf-8' });
  } catch (err) {
    const e = err as Error & { lineNumber?: number };
    const at = e.lineNumber ?? Number(/at line (\d+)/.exec(e.message)?.[1] ?? NaN);
    const reason = e.message.replace(/^Error parsing PO data: /, '').replace(/ at line \d+/, '');
    throw new FormatError(path, Number.isNaN(at) ? line : line + at - 1, reason);
  }
  const all = Object.values(parsed.translations).flatMap((c) => Object.values(c));
  const obsolete = Object.values(parsed.obsolete ?? {}).flatMap((c) => Object.values(c));
  const header = all.find((t) => t.msgid === '' && !t.msgctxt);
  const entries = all.filter((t) => t !== header);
  if (entries.length > 1 || (header && entries.length))
    throw new FormatError(path, line, 'two entries without a blank line between them');
  if (header) return { start, end, line, kind: 'header', headers: parsed.headers ?? {} };
  if (entries[0]) return { start, end, line, kind: 'entry', entry: entries[0] };
  return { start, end, line, kind: obsolete.length ? 'obsolete' : 'comment' };
}

/** One entry as gettext-parser writes it (its header block dropped). */
export function compileEntry(entry: GetTextTranslation, eol: string): string {
  const table = {
    charset: 'utf-8',
    headers: {},
    translations: { [entry.msgctxt ?? '']: { [entry.msgid]: entry } },
  };
  const text = gettextPo.compile(table, { foldLength: 79 }).toString('utf8');
  const body = text.slice(text.indexOf('\n\n') + 2).replace(/\n+$/, '');
  return eol === '\n' ? body : body.replace(/\n/g, eol);
}

/** A header block for a new file. */
export function compileHeader(headers: Record<string, string>): string {
  const text = gettextPo
    .compile({ charset: 'utf-8', headers, translations: {} }, { foldLength: 79 })
    .toString('utf8');
  return text.replace(/\n+$/, '');
}
