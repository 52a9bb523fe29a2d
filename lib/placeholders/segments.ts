/**
 * A message split into what a translator (or an engine) translates and what must come through
 * unchanged: placeholders (`{x}`, `{{x}}`, `%s`, `%d`, `%1$s`, and `#` inside an ICU plural),
 * inline tags (`<b>`, `</b>`, `<br/>`), and ICU `plural`/`select`/`selectordinal` constructs, whose
 * option messages are messages of their own.
 */
export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'placeholder'; raw: string }
  | { kind: 'tag'; raw: string; name: string; role: 'open' | 'close' | 'void' }
  | { kind: 'icu'; raw: string; head: string; options: IcuOption[] };

export interface IcuOption {
  /** `one`, `other`, `=0`, a select value…, with any `offset:` before it kept in `head`. */
  key: string;
  message: Segment[];
}

// One alternation tried at each position, so `{{x}}` is never read as `{x}` inside braces.
const TOKEN_AT =
  /\{\{[^{}]*\}\}|\{[^{}]*\}|%%|%(?:\d+\$)?[sdifu@]|<\/?[a-zA-Z][\w-]*(?:\s[^<>]*?)?\s*\/?>/y;
const ICU_HEAD_AT = /\{\s*([\w.-]+)\s*,\s*(plural|selectordinal|select)\s*,/y;
const ICU_KEY_AT = /\s*(offset:\s*\d+\s+)?(=\d+|[\w-]+)\s*\{/y;
const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr', 'input']);

/** Splits `text`; `inPlural` makes `#` a placeholder (the number of an ICU plural). */
export function segment(text: string, inPlural = false): Segment[] {
  const out: Segment[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    // ICU quoting: '{name}' is the text "{name}", not a placeholder ('{{x}}' is i18next's).
    if (c === "'" && text[i + 1] === '{' && text[i + 2] !== '{') {
      const close = text.indexOf("'", i + 2);
      if (close > 0) {
        plain += text.slice(i, close + 1);
        i = close + 1;
        continue;
      }
    }
    if (c === '{') {
      const icu = parseIcu(text, i);
      if (icu) {
        flush();
        out.push(icu.segment);
        i = icu.end;
        continue;
      }
    }
    if (c === '#' && inPlural) {
      flush();
      out.push({ kind: 'placeholder', raw: '#' });
      i++;
      continue;
    }
    if (c === '{' || c === '%' || c === '<') {
      TOKEN_AT.lastIndex = i;
      const m = TOKEN_AT.exec(text);
      if (m && m[0] !== '%%') {
        flush();
        out.push(c === '<' ? tagSegment(m[0]) : { kind: 'placeholder', raw: m[0] });
        i += m[0].length;
        continue;
      }
      if (m) {
        plain += m[0];
        i += m[0].length;
        continue;
      }
    }
    plain += c;
    i++;
  }
  flush();
  return out;
}

function tagSegment(raw: string): Segment {
  const name = /^<\/?([a-zA-Z][\w-]*)/.exec(raw)![1]!.toLowerCase();
  const role = raw.startsWith('</')
    ? 'close'
    : raw.endsWith('/>') || VOID_TAGS.has(name)
      ? 'void'
      : 'open';
  return { kind: 'tag', raw, name, role };
}

/** The ICU construct starting at `start`, or null when there is none (then `{` is plain). */
function parseIcu(text: string, start: number): { segment: Segment; end: number } | null {
  ICU_HEAD_AT.lastIndex = start;
  const head = ICU_HEAD_AT.exec(text);
  if (!head) return null;
  const plural = head[2] !== 'select';
  const options: IcuOption[] = [];
  let i = ICU_HEAD_AT.lastIndex;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text[i] === '}') break;
    ICU_KEY_AT.lastIndex = i;
    const key = ICU_KEY_AT.exec(text);
    if (!key) return null;
    const open = ICU_KEY_AT.lastIndex - 1;
    const close = matchingBrace(text, open);
    if (close < 0) return null;
    options.push({
      key: (key[1] ?? '') + key[2]!,
      message: segment(text.slice(open + 1, close), plural),
    });
    i = close + 1;
  }
  if (options.length === 0) return null;
  return {
    segment: {
      kind: 'icu',
      raw: text.slice(start, i + 1),
      head: `{${head[1]}, ${head[2]}}`,
      options,
    },
    end: i + 1,
  };
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The message again, from its segments: `segment` and `join` round-trip exactly. */
export function join(segments: readonly Segment[]): string {
  return segments.map((s) => (s.kind === 'text' ? s.text : s.raw)).join('');
}
