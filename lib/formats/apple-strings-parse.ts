import { FormatError } from './types';
import { lineOf } from './text-edits';

/*
 * Apple's `.strings` (an old-style property list of `"key" = "value";` pairs with C comments) is
 * read and written by hand: no maintained npm package parses it and keeps its comments and layout.
 */
export interface StringsPair {
  key: string;
  value: string;
  /** The comment just before the pair, without its delimiters. */
  comment?: string;
  /** From the comment (or the key) to just after the `;`. */
  start: number;
  end: number;
  /** The value's token, quotes included. */
  valueStart: number;
  valueEnd: number;
  /** Where the key starts (a changed comment goes before it). */
  keyStart: number;
  commentStart?: number;
}

const BARE = /[A-Za-z0-9_.$:/-]/;

export function parseStrings(path: string, text: string): StringsPair[] {
  const pairs: StringsPair[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let comment: { text: string; start: number } | undefined;
  const fail = (at: number, reason: string): never => {
    throw new FormatError(path, lineOf(text, at), reason);
  };
  const skipSpace = () => {
    while (i < text.length) {
      if (/\s/.test(text[i]!)) i++;
      else if (text.startsWith('/*', i)) {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) fail(i, 'unterminated comment');
        comment = { text: text.slice(i + 2, end).trim(), start: i };
        i = end + 2;
      } else if (text.startsWith('//', i)) {
        const end = text.indexOf('\n', i);
        comment = { text: text.slice(i + 2, end < 0 ? text.length : end).trim(), start: i };
        i = end < 0 ? text.length : end;
      } else return;
    }
  };
  const token = (): { text: string; start: number; end: number } => {
    const start = i;
    if (text[i] === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (i >= text.length) fail(start, 'unterminated string');
      i++;
      return { text: decodeStrings(text.slice(start + 1, i - 1)), start, end: i };
    }
    while (i < text.length && BARE.test(text[i]!)) i++;
    if (i === start) fail(start, `unexpected "${text[start]}"`);
    return { text: text.slice(start, i), start, end: i };
  };
  for (;;) {
    comment = undefined;
    skipSpace();
    if (i >= text.length) break;
    const pairComment = comment as { text: string; start: number } | undefined;
    const key = token();
    skipSpace();
    if (text[i] !== '=') fail(i, `expected "=" after "${key.text}"`);
    i++;
    skipSpace();
    const value = token();
    skipSpace();
    if (text[i] !== ';') fail(i, `expected ";" after the value of "${key.text}"`);
    i++;
    const pair: StringsPair = {
      key: key.text,
      value: value.text,
      start: pairComment?.start ?? key.start,
      end: i,
      valueStart: value.start,
      valueEnd: value.end,
      keyStart: key.start,
    };
    if (pairComment) {
      pair.comment = pairComment.text;
      pair.commentStart = pairComment.start;
    }
    pairs.push(pair);
  }
  return pairs;
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '"': '"',
  "'": "'",
  '\\': '\\',
};

export function decodeStrings(raw: string): string {
  return raw.replace(/\\(?:[Uu]([0-9a-fA-F]{4})|(.))/gs, (_, hex: string, c: string) =>
    hex ? String.fromCharCode(parseInt(hex, 16)) : (ESCAPES[c] ?? c),
  );
}

export function quoteStrings(value: string): string {
  const body = value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return `"${body}"`;
}

export function stringsComment(description: string): string {
  return `/* ${description.replace(/\*\//g, '* /')} */`;
}
