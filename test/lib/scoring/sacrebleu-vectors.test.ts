import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  sentenceBleu,
  sentenceChrf,
  type BleuResult,
  type TokenizerName,
} from '../../../lib/scoring';
import { codePointLength } from '../../../lib/scoring/python-text';

/** Every pair of the reference vectors, scored by sacrebleu 2.6.0 (see the fixture's README). */
interface BleuVector extends Omit<BleuResult, 'signature'> {
  tokenize: TokenizerName;
  lowercase: boolean;
  signature: string;
}
interface ChrfVector {
  score: number;
  stats: number[];
  signature: string;
}
interface Vector {
  id: string;
  category: string;
  hyp: string;
  ref: string;
  hyp_codepoints: number;
  ref_codepoints: number;
  bleu: BleuVector;
  bleu_tok: Record<'zh' | 'intl' | 'char', BleuVector>;
  bleu_extra?: BleuVector[];
  chrf: ChrfVector;
  chrfpp: ChrfVector;
}

const vectors: Vector[] = readFileSync(
  new URL('../../fixtures/scoring/sacrebleu-vectors.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Vector);

// Math.exp and Math.log may differ from C's by one unit in the last place.
const CLOSE = 1e-9;

function expectBleu(actual: BleuResult, expected: BleuVector): void {
  expect(actual.hyp_tokens).toEqual(expected.hyp_tokens);
  expect(actual.ref_tokens).toEqual(expected.ref_tokens);
  expect(actual.counts).toEqual(expected.counts);
  expect(actual.totals).toEqual(expected.totals);
  expect([actual.sys_len, actual.ref_len]).toEqual([expected.sys_len, expected.ref_len]);
  expect(actual.signature).toBe(expected.signature);
  expect(Math.abs(actual.score - expected.score)).toBeLessThanOrEqual(CLOSE);
  expect(Math.abs(actual.bp - expected.bp)).toBeLessThanOrEqual(CLOSE);
  expect(Math.abs(actual.ratio - expected.ratio)).toBeLessThanOrEqual(CLOSE);
  actual.precisions.forEach((p, i) =>
    expect(Math.abs(p - expected.precisions[i]!)).toBeLessThanOrEqual(CLOSE),
  );
}

describe('scores equal to sacrebleu 2.6.0 on every reference vector', () => {
  it('loads every pair intact (code points as Python counts them)', () => {
    expect(vectors.length).toBe(419);
    for (const v of vectors) {
      expect(codePointLength(v.hyp)).toBe(v.hyp_codepoints);
      expect(codePointLength(v.ref)).toBe(v.ref_codepoints);
    }
  });

  it.each(vectors.map((v) => [v.id, v.category, v] as const))('%s (%s)', (_id, _category, v) => {
    expectBleu(sentenceBleu(v.hyp, v.ref), v.bleu);
    for (const tokenize of ['zh', 'intl', 'char'] as const)
      expectBleu(sentenceBleu(v.hyp, v.ref, { tokenize }), v.bleu_tok[tokenize]);
    for (const extra of v.bleu_extra ?? [])
      expectBleu(
        sentenceBleu(v.hyp, v.ref, { tokenize: extra.tokenize, lowercase: extra.lowercase }),
        extra,
      );

    for (const [actual, expected] of [
      [sentenceChrf(v.hyp, v.ref), v.chrf],
      [sentenceChrf(v.hyp, v.ref, { wordOrder: 2 }), v.chrfpp],
    ] as const) {
      expect(actual.stats).toEqual(expected.stats);
      expect(actual.signature).toBe(expected.signature);
      expect(Math.abs(actual.score - expected.score)).toBeLessThanOrEqual(CLOSE);
    }
  });
});
