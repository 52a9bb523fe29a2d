/**
 * A translation with placeholders as a template of the texts it renders: literal chunks and
 * holes, where a hole stands for whatever the app put there (`{name}`, `{{name}}`, `%s`, `%1$s`,
 * `%d`, ICU `#` and `{n, number}`). An ICU plural or select renders one of its options, so a
 * message gives one template per option (per combination, when it has several). Inline tags
 * (`<b>…</b>`, `<0>…</0>`, `<br/>`) render as elements: their content is text of the template,
 * the tags themselves add nothing to it.
 *
 * A template must hold enough literal text to name a key: `{name}` or `{count} ×` would match
 * the text of any element. See `specificity`.
 */
import { segment, type Segment } from './segments';

/** `number`: a hole only digits fill (`#`, `%d`, `{count}`…); `any`: a non-empty text. */
export type HoleKind = 'any' | 'number';
export type Part = string | HoleKind;

export interface Template {
  /** Literal chunks (strings) and holes, alternating; whitespace runs are one space. */
  parts: readonly Part[];
  /** Letters of literal text, a Han, kana or Hangul character counting two. */
  specificity: number;
}

/** Fewest literal letters a template needs to be matched (`Hi {name}` has 2: too few). */
export const MIN_SPECIFICITY = 4;
/** Alternatives of one message at most: nested plurals multiply. */
const MAX_ALTERNATIVES = 32;
/** Longest text a hole takes: a page's paragraph is not one interpolated name. */
export const MAX_FILL = 200;

const NUMBER_NAMES = /^(count|n|num|number|qty|quantity|total_items)$/i;
const PRINTF_NUMBER = /^%(?:\d+\$)?[dfiu]$/;
const ICU_NUMBER = /^\{\s*[\w.-]+\s*,\s*number\b/;
const NUMBERED_TAG = /<\/?\d+\s*\/?>/g;
const LETTER = /\p{L}/gu;
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

function holeKind(raw: string): HoleKind {
  if (raw === '#' || PRINTF_NUMBER.test(raw) || ICU_NUMBER.test(raw)) return 'number';
  const name = raw.replace(/^\{+|\}+$/g, '').trim();
  return NUMBER_NAMES.test(name) ? 'number' : 'any';
}

type Alternative = Part[];

/** Each way the segments can render, as parts not yet merged. */
function expand(segments: readonly Segment[], icuQuotes: boolean): Alternative[] {
  let alts: Alternative[] = [[]];
  for (const s of segments) {
    if (s.kind === 'text') {
      // `<0>…</0>` (react-i18next's Trans) is not a tag to the segmenter: taken out here.
      let text = s.text.replaceAll('%%', '%').replace(NUMBERED_TAG, '');
      if (icuQuotes) text = text.replaceAll("''", "'");
      for (const alt of alts) alt.push(text);
    } else if (s.kind === 'placeholder') {
      const kind = holeKind(s.raw);
      for (const alt of alts) alt.push(kind);
    } else if (s.kind === 'icu') {
      const options = s.options.flatMap((o) => expand(o.message, icuQuotes));
      const next: Alternative[] = [];
      for (const alt of alts)
        for (const option of options)
          if (next.length < MAX_ALTERNATIVES) next.push([...alt, ...option]);
      alts = next;
    }
    // A tag renders as an element: nothing of its own in the text.
  }
  return alts;
}

/** Adjacent literals joined, adjacent holes one hole, whitespace as the text match reads it. */
function merge(alt: Alternative): Part[] {
  const out: Part[] = [];
  for (const part of alt) {
    const last = out.length - 1;
    const isText = part !== 'any' && part !== 'number';
    const lastIsText = last >= 0 && out[last] !== 'any' && out[last] !== 'number';
    if (isText && part === '') continue;
    if (isText && lastIsText) out[last] = (out[last] as string) + part;
    else if (!isText && last >= 0 && !lastIsText) out[last] = out[last] === part ? part : 'any';
    else out.push(part);
  }
  for (let i = 0; i < out.length; i++) {
    const p = out[i]!;
    if (p === 'any' || p === 'number') continue;
    let t = p.replace(/\s+/g, ' ');
    if (i === 0) t = t.trimStart();
    if (i === out.length - 1) t = t.trimEnd();
    out[i] = t;
  }
  return out.filter((p) => p !== '');
}

export function specificityOf(parts: readonly Part[]): number {
  let n = 0;
  for (const p of parts) {
    if (p === 'any' || p === 'number') continue;
    n += (p.match(LETTER)?.length ?? 0) + (p.match(WIDE)?.length ?? 0);
  }
  return n;
}

/**
 * The templates of a message, de-duplicated, without those that hold too little literal text.
 * An option with no hole (`=0 {Keine Artikel}`) is a template of literal text only. A message
 * without placeholders has none: the exact match has it.
 */
export function templatesOf(message: string): Template[] {
  const segments = segment(message);
  if (!segments.some((s) => s.kind === 'placeholder' || s.kind === 'icu')) return [];
  const icuQuotes = segments.some(
    (s) => s.kind === 'icu' || (s.kind === 'placeholder' && /^\{[^{]/.test(s.raw)),
  );
  const seen = new Set<string>();
  const out: Template[] = [];
  for (const alt of expand(segments, icuQuotes)) {
    const parts = merge(alt);
    const id = parts.join('\u0000');
    if (parts.length === 0 || seen.has(id)) continue;
    seen.add(id);
    const specificity = specificityOf(parts);
    if (specificity >= MIN_SPECIFICITY) out.push({ parts, specificity });
  }
  return out;
}

const DIGIT = /\d/;
const NO_LETTER = /^[^\p{L}]*$/u;
const fits = (kind: HoleKind, fill: string) =>
  fill.length > 0 &&
  fill.length <= MAX_FILL &&
  fill.trim() !== '' &&
  (kind === 'any' || (DIGIT.test(fill) && NO_LETTER.test(fill)));

/** Whether a normalised text is what `parts` renders, its holes filled with something. */
export function matchesTemplate(parts: readonly Part[], text: string): boolean {
  return matchFrom(parts, 0, text, 0, 0);
}

function matchFrom(
  parts: readonly Part[],
  i: number,
  text: string,
  at: number,
  steps: number,
): boolean {
  if (steps > 64) return false; // backtracking bound: texts and templates are short
  if (i === parts.length) return at === text.length;
  const part = parts[i]!;
  if (part !== 'any' && part !== 'number')
    return text.startsWith(part, at) && matchFrom(parts, i + 1, text, at + part.length, steps + 1);
  const next = parts[i + 1];
  if (next === undefined) return fits(part, text.slice(at));
  // The hole ends where a place of the next literal starts; try each, nearest first.
  for (
    let end = text.indexOf(next as string, at + 1);
    end >= 0;
    end = text.indexOf(next as string, end + 1)
  ) {
    if (end - at > MAX_FILL) return false;
    if (fits(part, text.slice(at, end)) && matchFrom(parts, i + 1, text, end, steps + 1))
      return true;
  }
  return false;
}
