export { sentenceBleu, type BleuOptions, type BleuResult } from './bleu';
export { sentenceChrf, type ChrfOptions, type ChrfResult } from './chrf';
export { TOKENIZERS, type TokenizerName } from './tokenizers';
