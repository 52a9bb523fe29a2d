import { ngramMatches, UnitIds } from './ngram-matches';
import { rstrip } from './python-text';
import { SACREBLEU_VERSION } from './signature';
import { TOKENIZERS, type TokenizerName } from './tokenizers';

/**
 * Sentence-level BLEU exactly as sacrebleu 2.6.0's `sentence_bleu` computes it by default: one
 * reference, n-grams up to 4, exponential smoothing, effective order.
 */
export interface BleuOptions {
  tokenize?: TokenizerName;
  lowercase?: boolean;
}

export interface BleuResult {
  score: number;
  /** Clipped n-gram matches for n = 1..4. */
  counts: number[];
  /** Hypothesis n-grams for n = 1..4. */
  totals: number[];
  /** Percentages after smoothing; 0 for orders that were not used. */
  precisions: number[];
  bp: number;
  sys_len: number;
  ref_len: number;
  ratio: number;
  signature: string;
  hyp_tokens: string[];
  ref_tokens: string[];
}

const MAX_ORDER = 4;

// sacrebleu's stand-in for log(0).
const safeLog = (x: number): number => (x === 0 ? -9999999999 : Math.log(x));

export function sentenceBleu(hyp: string, ref: string, options: BleuOptions = {}): BleuResult {
  const tokenize = options.tokenize ?? '13a';
  const lowercase = options.lowercase ?? false;
  const prepare = (s: string) => TOKENIZERS[tokenize](rstrip(lowercase ? s.toLowerCase() : s));
  const hypTokens = prepare(hyp);
  const refTokens = prepare(ref);

  const ids = new UnitIds<string>();
  const hypIds = ids.of(hypTokens);
  const refIds = ids.of(refTokens);
  const stats: number[] = [];
  ngramMatches(hypIds, refIds, ids.size, MAX_ORDER, stats);
  const totals = [0, 3, 6, 9].map((i) => stats[i]!);
  const counts = [2, 5, 8, 11].map((i) => stats[i]!);

  const sysLen = hypTokens.length;
  const refLen = refTokens.length;
  let bp = 1.0;
  if (sysLen < refLen) bp = sysLen > 0 ? Math.exp(1 - refLen / sysLen) : 0.0;

  const precisions = [0, 0, 0, 0];
  let score = 0.0;
  if (counts.some((c) => c > 0)) {
    let smooth = 1;
    let effectiveOrder = MAX_ORDER;
    for (let n = 1; n <= MAX_ORDER; n++) {
      if (totals[n - 1] === 0) break;
      effectiveOrder = n;
      if (counts[n - 1] === 0) {
        smooth *= 2;
        precisions[n - 1] = 100 / (smooth * totals[n - 1]!);
      } else {
        precisions[n - 1] = (100 * counts[n - 1]!) / totals[n - 1]!;
      }
    }
    // Summed left to right from 0, as Python's sum() does.
    let logSum = 0;
    for (let n = 0; n < effectiveOrder; n++) logSum += safeLog(precisions[n]!);
    score = bp * Math.exp(logSum / effectiveOrder);
  }

  return {
    score,
    counts,
    totals,
    precisions,
    bp,
    sys_len: sysLen,
    ref_len: refLen,
    ratio: refLen > 0 ? sysLen / refLen : 0,
    signature: `nrefs:1|case:${lowercase ? 'lc' : 'mixed'}|eff:yes|tok:${tokenize}|smooth:exp|version:${SACREBLEU_VERSION}`,
    hyp_tokens: hypTokens,
    ref_tokens: refTokens,
  };
}
