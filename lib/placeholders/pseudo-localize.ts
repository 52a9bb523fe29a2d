import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { PSEUDO_EXPANSION } from './pseudo-expansion';
import { join, segment, type Segment } from './segments';

export { PSEUDO_EXPANSION } from './pseudo-expansion';

/**
 * Pseudo-localization: a text that reads as a translation, to test a layout before anything is
 * translated. `ltr` accents every letter (`Save` → `[Şåʋȅ one]`); `rtl` is Android's and
 * Chromium's `ar-XB`: each word wrapped in RLM RLO … PDF RLM, so the text runs right to left,
 * mirrored, in any page or font. Both lengthen each message by a share of its letters, with words
 * that wrap as a translation's would, and bracket it, so a cut-off end shows. Placeholders, tags,
 * entities, ICU arguments, keywords, `#` and quoted text come through byte for byte.
 */
export type PseudoDirection = 'ltr' | 'rtl';

export interface PseudoOptions {
  direction?: PseudoDirection;
  /** How much longer, as a share of the letters (0.4: 40 % longer). */
  expansion?: number;
}

const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ACCENTED = 'ÅƁÇĐȄƑƓĦĪĴĶĿⱮÑØƤǪŔŞŦŨƲŴẊŶƵåƀçđȅƒɠħīĵķŀɱñøƥǫŕşŧũʋŵẋŷƶ';
const ACCENT = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]!]));
// Unaccented, as Android pads: the padding reads as not the text's own.
const PADDING = 'one two three four five six seven eight nine ten eleven twelve';
const [RLM, RLO, PDF] = ['\u200f', '\u202e', '\u202c'];
/** Text a translator does not translate either: ICU quoted text, `''`, and HTML entities. */
const KEPT_IN_TEXT = /'\{[^']*'|''|&(?:[a-zA-Z]\w*|#\d+|#x[\da-fA-F]+);/g;

/** A message level as pieces: `atom` pieces are kept whole and never split or accented. */
type Piece = { atom: boolean; text: string };

const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand']);

/**
 * The direction a pseudo-locale's texts take: right to left when its language is written so
 * (`ar-XB`, the usual name, or `he-XB`), else left to right (`en-XA`).
 */
export function pseudoDirection(locale: string): PseudoDirection {
  // A tag Intl cannot read (Android's `ar-rXB`) goes by its language.
  for (const tag of [locale, locale.split(/[-_]/)[0]!])
    try {
      return RTL_SCRIPTS.has(new Intl.Locale(tag).maximize().script ?? '') ? 'rtl' : 'ltr';
    } catch {
      continue;
    }
  return 'ltr';
}

/** `text` pseudo-localized; an empty text stays empty. */
export function pseudoLocalize(text: string, options: PseudoOptions = {}): string {
  if (text === '') return '';
  const o = { direction: options.direction ?? 'ltr', expansion: share(options.expansion) };
  const out = level(segment(text), o, true);
  // The maintained ICU parser has the last word: a message it reads must keep its structure.
  return sameStructure(text, out) ? out : text;
}

const share = (e: number | undefined) =>
  Math.min(PSEUDO_EXPANSION.max, Math.max(PSEUDO_EXPANSION.min, e ?? PSEUDO_EXPANSION.default));

/**
 * One message, or an option's. `bracket`: this is what a reader sees whole, so it is bracketed;
 * a message that is one plural or select passes that to its options, so that it stays one (the
 * file formats write such a message as their own plural forms).
 */
function level(segments: readonly Segment[], o: Required<PseudoOptions>, bracket: boolean): string {
  const lone = segments.length === 1 && segments[0]!.kind === 'icu';
  if (lone) return icu(segments[0] as Extract<Segment, { kind: 'icu' }>, o, bracket);
  const pieces: Piece[] = [];
  let letters = 0;
  for (const s of segments) {
    if (s.kind === 'text') {
      let at = 0;
      for (const m of s.text.matchAll(KEPT_IN_TEXT)) {
        letters += plainText(s.text.slice(at, m.index), o, pieces);
        pieces.push({ atom: true, text: m[0] });
        at = m.index + m[0].length;
      }
      letters += plainText(s.text.slice(at), o, pieces);
    } else if (s.kind === 'icu') pieces.push({ atom: true, text: icu(s, o) });
    else pieces.push({ atom: true, text: s.raw });
  }
  // Less a hair, so that 10 × 0.3 asks for 3 characters, not 4.
  const pad = Math.ceil(letters * o.expansion - 1e-9);
  if (pad > 0) pieces.push({ atom: false, text: padding(pad) });
  const out = o.direction === 'rtl' ? mirrored(pieces) : pieces.map((p) => p.text).join('');
  return bracket ? `[${out}]` : out;
}

/** Adds `text` (accented when left to right) and answers how many letters it has. */
function plainText(text: string, o: Required<PseudoOptions>, into: Piece[]): number {
  if (text === '') return 0;
  into.push({
    atom: false,
    text: o.direction === 'ltr' ? text.replace(/[A-Za-z]/g, (c) => ACCENT.get(c)!) : text,
  });
  return (text.match(/\p{L}/gu) ?? []).length;
}

/** A space, then `n` characters of padding words: they wrap as a translation's words do. */
function padding(n: number): string {
  let out = PADDING;
  while (out.length < n) out += ` ${PADDING}`;
  // Never a trailing space: every character of the padding shows.
  return ` ${out.slice(0, n).replace(/ $/, '~')}`;
}

/** The ICU construct again, each option's message pseudo-localized, every other byte kept. */
function icu(s: Extract<Segment, { kind: 'icu' }>, o: Required<PseudoOptions>, bracket = false) {
  let out = '';
  let at = 0;
  for (const option of s.options) {
    // The head, the key and its spacing hold no `{`: the next one opens the option's message.
    const open = s.raw.indexOf('{', at === 0 ? 1 : at);
    const end = open + 1 + join(option.message).length;
    out += s.raw.slice(at, open + 1) + level(option.message, o, bracket);
    at = end;
  }
  return out + s.raw.slice(at);
}

/** Each word (a run without white space, placeholders and tags in it too) in RLM RLO … PDF RLM. */
function mirrored(pieces: readonly Piece[]): string {
  let out = '';
  let inWord = false;
  const add = (c: string, space: boolean) => {
    if (!space && !inWord) out += RLM + RLO;
    if (space && inWord) out += PDF + RLM;
    inWord = !space;
    out += c;
  };
  for (const p of pieces) {
    if (p.atom) add(p.text, false);
    else for (const c of p.text) add(c, /\s/.test(c));
  }
  if (inWord) out += PDF + RLM;
  return out;
}

/** True unless both read as ICU messages with different arguments, options or tags. */
function sameStructure(source: string, pseudo: string): boolean {
  const a = skeleton(source);
  return a === null || a === skeleton(pseudo);
}

function skeleton(text: string): string | null {
  let ast: MessageFormatElement[];
  try {
    ast = parse(text, { ignoreTag: true, requiresOtherClause: false });
  } catch {
    return null;
  }
  return JSON.stringify(shape(ast));
}

/** The message without its literal text and locations. */
function shape(nodes: readonly MessageFormatElement[]): unknown[] {
  return nodes
    .filter((n) => n.type !== TYPE.literal)
    .map((n) => {
      if (n.type === TYPE.plural || n.type === TYPE.select)
        return [
          n.type,
          n.value,
          Object.entries(n.options).map(([k, v]) => [k, shape(v.value)]),
          'offset' in n ? n.offset : 0,
        ];
      if (n.type === TYPE.tag) return [n.type, n.value, shape(n.children)];
      return [n.type, 'value' in n ? n.value : '', 'style' in n ? JSON.stringify(n.style) : ''];
    });
}
