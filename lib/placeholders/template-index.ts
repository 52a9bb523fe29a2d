/**
 * Text match for interpolated texts: which templates (see `template.ts`) a visible text is a
 * rendering of. No text is tried against every template: each template is filed under an anchor,
 * and a text is tried only against the few templates its own anchors name.
 *
 * - A template that starts with a literal of at least `ANCHOR` characters is filed under those
 *   first characters (`Bewertung von {name}` under `Bewe`), one that ends with one under its last
 *   characters (`{count} Artikel` under `ikel`), whichever literal is longer.
 * - Any other (`{a} und {b} mehr`, or a short literal at each end) is filed under the longest word
 *   of its literal text, and a text is split into words only when such templates exist.
 *
 * A bit filter on the anchor's first two characters rules most texts out before any string is
 * made. When several templates match, those with the most literal text win: `Bewertung von
 * {name}` explains "Bewertung von Anna" better than `{a} von {b}`.
 */
import type { KeyRef } from '../i18n-keys/i18n-attributes';
import { drain, STEP_ITEMS, type Steps } from '../i18n-keys/steps';
import {
  textIndexSteps,
  type TextIndex,
  type TranslationsByNamespace,
} from '../i18n-keys/text-index';
import { MAX_FILL, matchesTemplate, templatesOf, type Part } from './template';

interface Entry {
  parts: readonly Part[];
  specificity: number;
  ref: KeyRef;
}

export interface TemplateIndex {
  /** Keys whose templates the normalised `text` renders. */
  lookup(text: string): readonly KeyRef[];
  /** Number of templates filed. */
  readonly size: number;
}

const ANCHOR = 4;
const FILTER_BITS = 1 << 16;
const WORD = /[\p{L}\p{N}]+/gu;
const NONE: readonly KeyRef[] = Object.freeze([]);

const isHole = (p: Part | undefined) => p === 'any' || p === 'number';
const pairBit = (a: number, b: number) => (Math.imul(a, 0x9e3779b1) ^ b) & (FILTER_BITS - 1);

class Anchored {
  readonly byAnchor = new Map<string, Entry[]>();
  readonly filter = new Uint32Array(FILTER_BITS / 32);
  add(anchor: string, entry: Entry, bit: number): void {
    const list = this.byAnchor.get(anchor);
    if (list) list.push(entry);
    else this.byAnchor.set(anchor, [entry]);
    this.filter[bit >>> 5]! |= 1 << (bit & 31);
  }
  has(bit: number): boolean {
    return (this.filter[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  }
}

function longestWord(parts: readonly Part[]): string {
  let best = '';
  for (const p of parts) {
    if (isHole(p)) continue;
    for (const w of (p as string).match(WORD) ?? []) if (w.length > best.length) best = w;
  }
  return best;
}

/** The templates of `messages`, filed by anchor, in steps (see `steps.ts`). */
function* templateIndexSteps(messages: Iterable<readonly [KeyRef, string]>): Steps<TemplateIndex> {
  const prefix = new Anchored();
  const suffix = new Anchored();
  const byWord = new Map<string, Entry[]>();
  let size = 0;
  let longestLiteral = 0;
  let read = 0;
  for (const [ref, message] of messages) {
    if (++read % STEP_ITEMS === 0) yield;
    for (const { parts, specificity } of templatesOf(message)) {
      const entry: Entry = { parts, specificity, ref };
      size++;
      const first = isHole(parts[0]) ? '' : (parts[0] as string);
      const last = isHole(parts[parts.length - 1]) ? '' : (parts[parts.length - 1] as string);
      longestLiteral = Math.max(longestLiteral, parts.join('').length);
      if (first.length >= ANCHOR && first.length >= last.length) {
        prefix.add(
          first.slice(0, ANCHOR),
          entry,
          pairBit(first.charCodeAt(0), first.charCodeAt(1)),
        );
      } else if (last.length >= ANCHOR) {
        const n = last.length;
        suffix.add(
          last.slice(-ANCHOR),
          entry,
          pairBit(last.charCodeAt(n - 1), last.charCodeAt(n - 2)),
        );
      } else {
        const word = longestWord(parts);
        const list = byWord.get(word);
        if (list) list.push(entry);
        else byWord.set(word, [entry]);
      }
    }
  }
  const maxLength = longestLiteral + 4 * MAX_FILL;

  return {
    size,
    lookup(text) {
      const n = text.length;
      if (size === 0 || n < 2 || n > maxLength) return NONE;
      let found: Entry[] | undefined;
      const tryAll = (entries: readonly Entry[] | undefined) => {
        if (!entries) return;
        for (const e of entries) if (matchesTemplate(e.parts, text)) (found ??= []).push(e);
      };
      if (n >= ANCHOR && prefix.has(pairBit(text.charCodeAt(0), text.charCodeAt(1))))
        tryAll(prefix.byAnchor.get(text.slice(0, ANCHOR)));
      if (n >= ANCHOR && suffix.has(pairBit(text.charCodeAt(n - 1), text.charCodeAt(n - 2))))
        tryAll(suffix.byAnchor.get(text.slice(-ANCHOR)));
      if (byWord.size > 0) {
        const words = new Set(text.match(WORD));
        for (const w of words) tryAll(byWord.get(w));
      }
      return found ? best(found) : NONE;
    },
  };
}

/** The refs of the most specific matches, each once. */
function best(found: readonly Entry[]): KeyRef[] {
  const top = Math.max(...found.map((e) => e.specificity));
  const out: KeyRef[] = [];
  for (const { ref, specificity } of found) {
    if (specificity !== top) continue;
    if (!out.some((r) => r.namespace === ref.namespace && r.key === ref.key)) out.push(ref);
  }
  return out;
}

const HOLE_START = /[{%]/;

/**
 * The page's text index: the exact match, then the templates of the translations that have
 * placeholders. `templates: false` leaves them out (the exact match alone, as the bench compares).
 */
export const buildPageTextIndex = (
  translations: TranslationsByNamespace,
  options?: PageIndexOptions,
) => drain(pageTextIndexSteps(translations, options));

interface PageIndexOptions {
  templates?: boolean;
}

/** `buildPageTextIndex` in steps (see `steps.ts`): a big project's catalogue takes 100 ms. */
export function* pageTextIndexSteps(
  translations: TranslationsByNamespace,
  { templates = true }: PageIndexOptions = {},
): Steps<TextIndex> {
  if (!templates) return yield* textIndexSteps(translations);
  const withHoles: [KeyRef, string][] = [];
  for (const [namespace, texts] of Object.entries(translations))
    for (const [key, text] of Object.entries(texts))
      if (HOLE_START.test(text)) withHoles.push([{ namespace, key }, text]);
  const byTemplate = yield* templateIndexSteps(withHoles);
  return yield* textIndexSteps(translations, { templates: byTemplate });
}
