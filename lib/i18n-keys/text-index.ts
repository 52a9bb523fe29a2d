/**
 * Text match: find the keys whose translation (as GET /translations serves it for the page's
 * locale) equals a visible text. Both sides are normalised the same way: markers stripped,
 * whitespace runs (NBSP and other Unicode spaces included) collapsed to one space, trimmed.
 * Matching is otherwise exact: case and punctuation must agree. A text that no translation equals
 * is then matched against the templates of the translations with placeholders (`Hello {name}`
 * shown as `Hello Ann`, an ICU plural shown as `3 Artikel`), when the index is given them: see `lib/placeholders/template-index.ts`.
 *
 * What is indexed: texts with at least one letter. A single character is indexed only when it is
 * a word on its own (Han, kana, Hangul: `次`, `はい`); a lone Latin `x` or a `|`, `—`, `1` would
 * "match" every close button, separator and counter on the page. A translation with markup
 * (`<b>Hi</b> there`) is indexed both as written and without its tags, as it renders.
 */
import type { KeyRef } from './i18n-attributes';
import { textOf } from './own-text';
import { stripMarkers } from './invisible-markers';
import { pluralBaseKey } from './plural-keys';
import { drain, STEP_ITEMS, type Steps } from './steps';

export type TranslationsByNamespace = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface TextIndex {
  /**
   * Keys whose text equals `text` after normalisation, or else whose template it renders: none,
   * one, or several (ambiguous).
   */
  lookup(text: string, exactOnly?: boolean): readonly KeyRef[];
  /**
   * The key the project holds for a key the page names: itself, or, for a plural form's key
   * (`items_other`) the project does not hold, the key holding the plural (`items`).
   */
  projectKey(namespace: string, key: string): string;
  /** Number of distinct normalised texts. */
  readonly size: number;
  /** Number of templates (texts with placeholders, one per plural or select option). */
  readonly templates: number;
  /** Longest normalised text, so callers can skip obviously longer texts. */
  readonly maxLength: number;
}

const NONE: readonly KeyRef[] = Object.freeze([]);
const SPACES = /\s+/g;
const LETTER = /\p{L}/u;
const WORD_CHARACTER = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;
const TAG = /<\/?[A-Za-z][^<>]*>/g;

// Anything normalisation would change: edge whitespace, a whitespace run, a whitespace other than
// a plain space, or a marker. Most texts have none, and one test is cheaper than a copy.
const NEEDS_NORMALIZING = /^\s|\s$|\s\s|[^\S ]|[\u200B-\u200D]{9}/;

export function normalizeText(text: string): string {
  if (!NEEDS_NORMALIZING.test(text)) return text;
  return stripMarkers(text).replace(SPACES, ' ').trim();
}

/** Whether a normalised text is specific enough to identify a key. */
export function isIndexable(normalized: string): boolean {
  if (!LETTER.test(normalized)) return false;
  // Count code points, not code units: one astral ideograph is two units.
  const single = normalized.length <= 2 && [...normalized].length === 1;
  return !single || WORD_CHARACTER.test(normalized);
}

// Most texts on a page match nothing. An indexed text has the same length and the same first and
// last character as the text it matches: one bit per such triple rules most of them out before
// they are hashed.
const FILTER_BITS = 1 << 18;
function signature(text: string): number {
  let h =
    Math.imul(text.length, 0x9e3779b1) ^
    Math.imul(text.charCodeAt(0), 0x85ebca6b) ^
    Math.imul(text.charCodeAt(text.length - 1), 0xc2b2ae35);
  h ^= h >>> 15;
  return h & (FILTER_BITS - 1);
}

/** What the exact match falls back to: the keys whose template a normalised text renders. */
export interface TemplateLookup {
  lookup(normalized: string): readonly KeyRef[];
  readonly size: number;
}

export interface TextIndexOptions {
  /** Templates to match a text no translation equals; none: the exact match alone. */
  templates?: TemplateLookup;
}

export const buildTextIndex = (translations: TranslationsByNamespace, options?: TextIndexOptions) =>
  drain(textIndexSteps(translations, options));

/** `buildTextIndex` in steps (see `steps.ts`). */
export function* textIndexSteps(
  translations: TranslationsByNamespace,
  { templates }: TextIndexOptions = {},
): Steps<TextIndex> {
  const byText = new Map<string, KeyRef[]>();
  const filter = new Uint32Array(FILTER_BITS / 32);
  let maxLength = 0;
  const add = (text: string, ref: KeyRef) => {
    const normalized = normalizeText(text);
    if (!isIndexable(normalized)) return;
    const refs = byText.get(normalized);
    const bit = signature(normalized);
    filter[bit >>> 5]! |= 1 << (bit & 31);
    if (!refs) byText.set(normalized, [ref]);
    else if (!refs.some((r) => r.namespace === ref.namespace && r.key === ref.key)) refs.push(ref);
    maxLength = Math.max(maxLength, normalized.length);
  };
  let added = 0;
  for (const [namespace, texts] of Object.entries(translations)) {
    for (const [key, text] of Object.entries(texts)) {
      const ref = { namespace, key };
      add(text, ref);
      if (text.includes('<')) add(text.replace(TAG, ''), ref);
      if (++added % STEP_ITEMS === 0) yield;
    }
  }
  const byTemplate: TemplateLookup = templates ?? { lookup: () => NONE, size: 0 };
  const exact = (normalized: string) => {
    if (normalized.length > maxLength) return NONE;
    const bit = signature(normalized);
    if ((filter[bit >>> 5]! & (1 << (bit & 31))) === 0) return NONE;
    return byText.get(normalized) ?? NONE;
  };
  const holds = (namespace: string, key: string) =>
    textOf(translations, { namespace, key }) !== null;
  return {
    lookup(text, exactOnly = false) {
      if (byText.size === 0 && byTemplate.size === 0) return NONE;
      const normalized = normalizeText(text);
      const found = exact(normalized);
      if (found.length > 0 || exactOnly || byTemplate.size === 0) return found;
      return byTemplate.lookup(normalized);
    },
    projectKey: (namespace, key) => pluralBaseKey(key, (k) => holds(namespace, k)),
    size: byText.size,
    templates: byTemplate.size,
    maxLength,
  };
}
