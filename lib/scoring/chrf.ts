import { ngramMatches, UnitIds } from './ngram-matches';
import { isPythonWhitespace, splitWhitespace } from './python-text';
import { SACREBLEU_VERSION } from './signature';

/**
 * Sentence-level chrF (and chrF++ with `wordOrder: 2`) exactly as sacrebleu 2.6.0's
 * `sentence_chrf` computes it: character n-grams 1..6 over the text without whitespace, F-beta
 * with beta 2 over the averaged precision and recall of the orders both sides have.
 */
export interface ChrfOptions {
  charOrder?: number;
  wordOrder?: number;
  beta?: number;
  lowercase?: boolean;
}

export interface ChrfResult {
  score: number;
  /** `[hyp, ref, match]` per order: character orders first, then word orders. */
  stats: number[];
  signature: string;
}

/**
 * The code points of both texts without their whitespace, numbered so that equal code points get
 * equal ids. Code points of the basic plane are numbered through a reused table (emptied by a
 * stamp); the rest through a map.
 */
const bmpIds = new Int32Array(0x10000);
const bmpStamps = new Int32Array(0x10000);
let bmpStamp = 0;

function characterIds(
  hyp: string,
  ref: string,
): { hyp: Int32Array; ref: Int32Array; alphabet: number } {
  if (++bmpStamp === 0x7fffffff) {
    bmpStamps.fill(0);
    bmpStamp = 1;
  }
  const astral = new Map<number, number>();
  let alphabet = 0;
  const number = (s: string): Int32Array => {
    const ids = new Int32Array(s.length);
    let length = 0;
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      if (isPythonWhitespace(c)) continue;
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
        c = s.codePointAt(i)!;
        i++;
        let id = astral.get(c);
        if (id === undefined) astral.set(c, (id = alphabet++));
        ids[length++] = id;
      } else {
        if (bmpStamps[c] !== bmpStamp) {
          bmpStamps[c] = bmpStamp;
          bmpIds[c] = alphabet++;
        }
        ids[length++] = bmpIds[c]!;
      }
    }
    return ids.subarray(0, length);
  };
  const hypIds = number(hyp);
  const refIds = number(ref);
  return { hyp: hypIds, ref: refIds, alphabet };
}

const PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

/** chrF++'s word tokens: one ASCII punctuation character split off the end, else the start. */
function words(text: string): string[] {
  const out: string[] = [];
  for (const w of splitWhitespace(text)) {
    // One code point (an astral one is two UTF-16 units) is never split.
    const single = w.length === 1 || (w.length === 2 && w.codePointAt(0)! > 0xffff);
    // The punctuation is ASCII, so comparing single UTF-16 units is enough.
    const last = w[w.length - 1]!;
    if (single) out.push(w);
    else if (PUNCTUATION.has(last)) out.push(w.slice(0, -1), last);
    else if (PUNCTUATION.has(w[0]!)) out.push(w[0]!, w.slice(1));
    else out.push(w);
  }
  return out;
}

function fScore(stats: readonly number[], beta: number): number {
  const factor = beta ** 2;
  let avgPrec = 0;
  let avgRec = 0;
  let effectiveOrder = 0;
  for (let i = 0; i < stats.length; i += 3) {
    const [hyp, ref, match] = [stats[i]!, stats[i + 1]!, stats[i + 2]!];
    if (hyp > 0 && ref > 0) {
      avgPrec += match / hyp;
      avgRec += match / ref;
      effectiveOrder++;
    }
  }
  if (effectiveOrder === 0) return 0;
  avgPrec /= effectiveOrder;
  avgRec /= effectiveOrder;
  if (avgPrec + avgRec === 0) return 0;
  // In sacrebleu's order of operations, so the last bit agrees too.
  let score = (1 + factor) * avgPrec * avgRec;
  score /= factor * avgPrec + avgRec;
  return 100 * score;
}

export function sentenceChrf(hyp: string, ref: string, options: ChrfOptions = {}): ChrfResult {
  const charOrder = options.charOrder ?? 6;
  const wordOrder = options.wordOrder ?? 0;
  const beta = options.beta ?? 2;
  const lowercase = options.lowercase ?? false;
  const hypText = lowercase ? hyp.toLowerCase() : hyp;
  const refText = lowercase ? ref.toLowerCase() : ref;
  const stats: number[] = [];
  const chars = characterIds(hypText, refText);
  ngramMatches(chars.hyp, chars.ref, chars.alphabet, charOrder, stats);
  if (wordOrder > 0) {
    const tokens = new UnitIds<string>();
    const hypWords = tokens.of(words(hypText));
    const refWords = tokens.of(words(refText));
    ngramMatches(hypWords, refWords, tokens.size, wordOrder, stats);
  }
  // A hypothesis n-gram does not count when the reference has none of that order.
  for (let i = 0; i < stats.length; i += 3) if (stats[i + 1] === 0) stats[i] = 0;

  return {
    score: fScore(stats, beta),
    stats,
    signature: `nrefs:1|case:${lowercase ? 'lc' : 'mixed'}|eff:yes|nc:${charOrder}|nw:${wordOrder}|space:no|version:${SACREBLEU_VERSION}`,
  };
}
