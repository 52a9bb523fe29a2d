/**
 * The scores are computed exactly as sacrebleu of this version computes them, so the signatures
 * name it: a score from here and one from sacrebleu with the same signature are the same number.
 */
export const SACREBLEU_VERSION = '2.6.0';
