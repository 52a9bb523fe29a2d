/**
 * Text helpers that behave like Python's `str` methods, because sacrebleu's scores depend on them:
 * Python's whitespace set differs from JavaScript's `\s` (it includes U+001C–U+001F and U+0085,
 * and excludes U+FEFF), and scoring works on code points, not UTF-16 units.
 */
const WS =
  '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const WS_RUN = new RegExp(`[${WS}]+`, 'g');
const WS_START = new RegExp(`^[${WS}]+`);
const WS_END = new RegExp(`[${WS}]+$`);

/** Whether one UTF-16 unit is in Python's whitespace set (all of it lies in the basic plane). */
export function isPythonWhitespace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f);
  if (c < 0x85) return false;
  return (
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

const HAS_SURROGATE = /[\ud800-\udfff]/;

/** `str.split()` with no argument: split on runs of whitespace, dropping empty ends. */
export function splitWhitespace(s: string): string[] {
  const parts = s.split(WS_RUN);
  const from = parts[0] === '' ? 1 : 0;
  const to =
    parts.length > from && parts[parts.length - 1] === '' ? parts.length - 1 : parts.length;
  return from === 0 && to === parts.length ? parts : parts.slice(from, to);
}

/** `str.rstrip()`. */
export const rstrip = (s: string): string =>
  s.length > 0 && isPythonWhitespace(s.charCodeAt(s.length - 1)) ? s.replace(WS_END, '') : s;

/** `str.strip()`. */
export const strip = (s: string): string => s.replace(WS_START, '').replace(WS_END, '');

/**
 * UTF-16 offsets of each code point of `s`, plus `s.length` at the end, so that code points
 * `i..i+n` are `s.slice(at[i], at[i + n])`. Null when every code point is one unit (the common
 * case), where the offsets are the indices themselves.
 */
export function codePointOffsets(s: string): number[] | null {
  if (!HAS_SURROGATE.test(s)) return null;
  const at: number[] = [];
  for (let i = 0; i < s.length;) {
    at.push(i);
    const c = s.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < s.length ? 2 : 1;
  }
  at.push(s.length);
  return at;
}

/** The number of code points in `s` (Python's `len`). */
export const codePointLength = (s: string): number => {
  const at = codePointOffsets(s);
  return at ? at.length - 1 : s.length;
};
