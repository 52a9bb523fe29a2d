import type { BleuRequest, ChrfRequest, ScoreResult } from '../../lib/contract/model-jobs';
import { sentenceBleu, sentenceChrf } from '../../lib/scoring';

/** A scoring task as queued: the request with its metric. */
export type ScorePayload = ({ metric: 'bleu' } & BleuRequest) | ({ metric: 'chrf' } & ChrfRequest);

/** Scores one pair exactly as sacrebleu's sentence-level functions do. */
export function score(payload: ScorePayload): ScoreResult {
  if (payload.metric === 'bleu') {
    const r = sentenceBleu(payload.hypothesis, payload.reference, {
      tokenize: payload.tokenize,
      lowercase: payload.lowercase,
    });
    return {
      metric: 'bleu',
      score: r.score,
      signature: r.signature,
      details: {
        counts: r.counts,
        totals: r.totals,
        precisions: r.precisions,
        bp: r.bp,
        sys_len: r.sys_len,
        ref_len: r.ref_len,
      },
    };
  }
  const r = sentenceChrf(payload.hypothesis, payload.reference, {
    wordOrder: payload.word_order,
    lowercase: payload.lowercase,
  });
  return {
    metric: 'chrf',
    score: r.score,
    signature: r.signature,
    details: { char_order: 6, word_order: payload.word_order, beta: 2 },
  };
}
