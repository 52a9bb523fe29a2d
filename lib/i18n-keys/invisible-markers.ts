/**
 * Zero-width key markers shared by Tolgee and i18next-subliminal. Every UTF-8 byte of a payload is
 * written as its 8 bits, most significant first, plus one 0 pad bit (9 symbols a byte). Two
 * alphabets exist: in the browser 0 = U+200C and 1 = U+200D; subliminal rendered on a server uses
 * 0 = U+200B and 1 = U+200C. Tolgee's payload is `{"k":…,"n":…}` and a line feed with its
 * `fullKeyEncode` option, and otherwise only a number and a line feed: an index into a table that
 * lives in the page's script, which names no key (see docs/detection.md). We only decode into a
 * side table: rewriting the page's text to strip markers breaks hydration (tolgee-js#3156).
 */

export type MarkerAlphabet = 'client' | 'server';

/** What a marker's payload says about its text. */
export interface KeyMeta {
  key: string;
  namespace?: string;
  locale?: string;
  fallback?: boolean;
  /** Tolgee without `fullKeyEncode`: the number its marker holds instead of the key (`key` is ''). */
  code?: number;
}

const BYTE_SYMBOLS = 9;
const START_MARKER = 'subliminal:start';

export interface TextRange {
  start: number;
  end: number;
}

export interface MarkerHit {
  format: 'tolgee' | 'subliminal';
  alphabet: MarkerAlphabet;
  key: string;
  namespace?: string;
  locale?: string;
  fallback: boolean;
  /** Tolgee without `fullKeyEncode`: no key (`key` is ''), only its number on the page. */
  code?: number;
  /** Visible text the marker applies to, markers removed, whitespace untouched. */
  text: string;
  /** Code-unit ranges in the input string. */
  textRange: TextRange;
  payloadRange: TextRange;
  startMarkerRange?: TextRange;
}

// One encoded byte is 9 symbols, so anything shorter is not a marker. Single ZWNJ/ZWJ are real
// text in Persian, Indic scripts and emoji sequences and must survive stripping.
const QUICK = /[\u200B-\u200D]{9}/;
const RUNS = /[\u200B-\u200D]{9,}/g;
// A segment of one alphabet must contain its distinctive symbol; U+200C belongs to both.
const SEGMENTS: ReadonlyArray<[MarkerAlphabet, RegExp, string]> = [
  ['client', /[\u200C\u200D]{9,}/g, '\u200D'],
  ['server', /[\u200B\u200C]{9,}/g, '\u200B'],
];

/** Cheap pre-check: false means the string certainly holds no marker. */
export function hasMarkers(text: string): boolean {
  return QUICK.test(text);
}

/** Visible text with every marker-length zero-width run removed. For comparison only. */
export function stripMarkers(text: string): string {
  return QUICK.test(text) ? text.replace(RUNS, '') : text;
}

let decoder: TextDecoder | undefined;

// In both alphabets the 1 symbol is the 0 symbol's successor (U+200C/D, U+200B/C).
const ZERO: Record<MarkerAlphabet, number> = { client: 0x200c, server: 0x200b };
const START_SYMBOLS = START_MARKER.length * BYTE_SYMBOLS;

/** The byte encoded at `text[at, at + 9)`, or -1 for a foreign symbol or a bad pad bit. */
function decodeByte(text: string, at: number, zero: number): number {
  let byte = 0;
  for (let bit = 0; bit < 8; bit++) {
    const value = text.charCodeAt(at + bit) - zero;
    if (value !== 0 && value !== 1) return -1;
    byte = (byte << 1) | value;
  }
  return text.charCodeAt(at + 8) === zero ? byte : -1;
}

function bytesToString(bytes: number[], ascii: boolean): string | undefined {
  // Keys are mostly ASCII: skip the decoder for them (payloads are short, `apply` is safe).
  if (ascii) return String.fromCharCode.apply(null, bytes);
  decoder ??= new TextDecoder('utf-8', { fatal: true });
  try {
    return decoder.decode(Uint8Array.from(bytes));
  } catch {
    return undefined; // invalid UTF-8
  }
}

type Token =
  | { kind: 'start'; range: TextRange }
  | {
      kind: 'payload';
      range: TextRange;
      lineFeed: boolean;
      meta: KeyMeta;
      alphabet: MarkerAlphabet;
    };

/** Whether `text[at…)` is a start marker: compared byte by byte, so a payload fails at once. */
function isStartAt(text: string, at: number, zero: number): boolean {
  for (let i = 0; i < START_MARKER.length; i++) {
    if (decodeByte(text, at + i * BYTE_SYMBOLS, zero) !== START_MARKER.charCodeAt(i)) return false;
  }
  return true;
}

function parsePayload(json: string): KeyMeta | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { k, n, l, s } = value as Record<string, unknown>;
  if (typeof k !== 'string' || k === '') return undefined;
  return {
    key: k,
    namespace: typeof n === 'string' && n !== '' ? n : undefined,
    locale: typeof l === 'string' && l !== '' ? l : undefined,
    fallback: s === 'fallback',
  };
}

const [QUOTE, BACKSLASH, OPEN, CLOSE, LINE_FEED] = [0x22, 0x5c, 0x7b, 0x7d, 0x0a];
const [DIGIT_0, DIGIT_9] = [0x30, 0x39];
/** Longest number read as a Tolgee code (a page has far fewer keys). */
const CODE_DIGITS = 9;

/** Tolgee's numbered payload at `from`: digits ended by a line feed. */
function readCode(text: string, from: number, to: number, alphabet: MarkerAlphabet) {
  const zero = ZERO[alphabet];
  let code = 0;
  let pos = from;
  for (let digits = 0; pos < to && digits <= CODE_DIGITS; pos += BYTE_SYMBOLS, digits++) {
    const byte = decodeByte(text, pos, zero);
    if (byte === LINE_FEED && digits > 0) {
      const meta: KeyMeta = { key: '', code };
      const range = { start: from, end: pos + BYTE_SYMBOLS };
      return { kind: 'payload', range, lineFeed: true, meta, alphabet } as const;
    }
    if (byte < DIGIT_0 || byte > DIGIT_9) return undefined;
    code = code * 10 + byte - DIGIT_0;
  }
  return undefined;
}

/**
 * The JSON payload starting at `from`: bytes are decoded only up to the object's closing brace
 * (UTF-8 multi-byte sequences never contain ASCII bytes, so braces are found on raw bytes).
 */
function readPayload(text: string, from: number, to: number, alphabet: MarkerAlphabet) {
  const zero = ZERO[alphabet];
  const bytes: number[] = [];
  let depth = 0;
  let [inString, escaped, ascii] = [false, false, true];
  let pos = from;
  for (; pos < to; pos += BYTE_SYMBOLS) {
    const byte = decodeByte(text, pos, zero);
    if (byte < 0 || (bytes.length === 0 && byte !== OPEN)) return undefined;
    bytes.push(byte);
    if (byte >= 0x80) ascii = false;
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN) depth++;
    else if (byte === CLOSE && --depth === 0) break;
  }
  if (pos >= to) return undefined; // unterminated
  pos += BYTE_SYMBOLS;
  const lineFeed = pos < to && decodeByte(text, pos, zero) === LINE_FEED;
  if (lineFeed) pos += BYTE_SYMBOLS;
  const json = bytesToString(bytes, ascii);
  const meta = json === undefined ? undefined : parsePayload(json);
  return (
    meta &&
    ({ kind: 'payload', range: { start: from, end: pos }, lineFeed, meta, alphabet } as const)
  );
}

/** Start markers and payloads filling `text[from, to)` exactly; undefined if anything is off. */
function alignedTokens(text: string, from: number, to: number, alphabet: MarkerAlphabet) {
  const tokens: Token[] = [];
  for (let pos = from; pos < to;) {
    if (isStartAt(text, pos, ZERO[alphabet])) {
      tokens.push({ kind: 'start', range: { start: pos, end: pos + START_SYMBOLS } });
      pos += START_SYMBOLS;
      continue;
    }
    const payload = readPayload(text, pos, to, alphabet) ?? readCode(text, pos, to, alphabet);
    if (!payload) return undefined;
    tokens.push(payload);
    pos = payload.range.end;
  }
  return tokens;
}

function segmentTokens(text: string, start: number, end: number, alphabet: MarkerAlphabet) {
  const extra = (end - start) % BYTE_SYMBOLS;
  // A stray zero-width character next to a marker breaks the 9-symbol alignment: try dropping it
  // before the marker (Tolgee suffixes), then after it (subliminal start markers).
  for (let attempt = extra === 0 ? 1 : 0; attempt < 2; attempt++) {
    const from = attempt === 0 ? start + extra : start;
    const tokens = alignedTokens(text, from, from + (end - start - extra), alphabet);
    if (tokens) return tokens;
  }
  return undefined;
}

/** Tokens of one zero-width run (at least 9 symbols). */
function runTokens(text: string, start: number, end: number): Token[] {
  // Payloads start with `{` or `s` (0 then 1): U+200B first can only be the server alphabet.
  // The wrong alphabet fails on its first symbols, so trying both is cheap.
  const serverFirst = text.charCodeAt(start + ((end - start) % BYTE_SYMBOLS)) === 0x200b;
  const first = segmentTokens(text, start, end, serverFirst ? 'server' : 'client');
  const tokens = first ?? segmentTokens(text, start, end, serverFirst ? 'client' : 'server');
  if (tokens) return tokens;
  const run = text.slice(start, end);
  if (!run.includes('\u200B') || !run.includes('\u200D')) return [];
  // Both alphabets touch (rare): try every stretch of each; validation drops the wrong ones.
  const found: Token[] = [];
  for (const [alphabet, pattern, distinctive] of SEGMENTS) {
    for (const match of run.matchAll(pattern)) {
      if (!match[0].includes(distinctive)) continue;
      const from = start + match.index;
      found.push(...(segmentTokens(text, from, from + match[0].length, alphabet) ?? []));
    }
  }
  return found;
}

/**
 * Every decodable marker in `text` that names a key, in order of their payloads; with `withCodes`,
 * Tolgee's numbered ones too (`key` '', `code` set). Never throws.
 */
export function findMarkers(text: string, withCodes = false): MarkerHit[] {
  if (!QUICK.test(text)) return [];
  const tokens: Token[] = [];
  RUNS.lastIndex = 0;
  for (let run = RUNS.exec(text); run; run = RUNS.exec(text)) {
    tokens.push(...runTokens(text, run.index, run.index + run[0].length));
  }
  tokens.sort((a, b) => a.range.start - b.range.start);
  const hits: MarkerHit[] = [];
  const openStarts: TextRange[] = [];
  let previousEnd = 0;
  for (const token of tokens) {
    if (token.kind === 'start') {
      openStarts.push(token.range);
    } else {
      // Subliminal text sits between its start marker and payload (nesting pairs innermost
      // first); Tolgee's is whatever precedes the payload back to the previous marker.
      const opened = token.lineFeed ? undefined : openStarts.pop();
      const from = opened ? opened.end : Math.min(previousEnd, token.range.start);
      const textRange = { start: from, end: token.range.start };
      const { key, namespace, locale, fallback, code } = token.meta;
      if (code === undefined || withCodes)
        hits.push({
          format: token.lineFeed ? 'tolgee' : 'subliminal',
          alphabet: token.alphabet,
          key,
          namespace,
          locale,
          fallback: fallback === true,
          ...(code !== undefined && { code }),
          text: stripMarkers(text.slice(textRange.start, textRange.end)),
          textRange,
          payloadRange: token.range,
          startMarkerRange: opened,
        });
    }
    previousEnd = token.range.end;
  }
  return hits;
}
