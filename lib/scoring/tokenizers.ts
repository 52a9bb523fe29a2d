import { splitWhitespace, strip } from './python-text';

/**
 * The word tokenizers of sacrebleu 2.6.0, reproduced exactly so that BLEU scores are comparable
 * with everyone else's. Each returns the tokens whose n-grams BLEU counts.
 */
export type TokenizerName = '13a' | 'zh' | 'intl' | 'char';

// mteval's punctuation: ASCII symbols and punctuation except ' - . and , (those have their own
// rules below). Written as code-unit ranges: `{-~`, `[-\``, `!-&`, `(-+`, `:-@` and `/`. mteval's
// class also holds the space, but spacing out a space changes nothing once whitespace collapses,
// and skipping it spares a replacement per word.
const MTEVAL_PUNCTUATION = /([\x7b-\x7e\x5b-\x60\x21-\x26\x28-\x2b\x3a-\x40\x2f])/g;
// Periods and commas are split off unless they sit between digits.
const PERIOD_AFTER = /([^0-9])([.,])/gu;
const PERIOD_BEFORE = /([.,])([^0-9])/gu;
// A dash after a digit is split off.
const DASH_AFTER_DIGIT = /([0-9])(-)/g;

/** mteval's rules, each skipped when the line has nothing it could change. */
function mteval(line: string): string[] {
  line = line.replace(MTEVAL_PUNCTUATION, ' $1 ');
  if (line.includes('.') || line.includes(',')) {
    line = line.replace(PERIOD_AFTER, '$1 $2 ').replace(PERIOD_BEFORE, ' $1 $2');
  }
  if (line.includes('-')) line = line.replace(DASH_AFTER_DIGIT, '$1 $2 ');
  return splitWhitespace(line);
}

function tokenize13a(line: string): string[] {
  if (line.includes('<skipped>')) line = line.replaceAll('<skipped>', '');
  if (line.includes('\n')) line = line.replaceAll('-\n', '').replaceAll('\n', ' ');
  if (line.includes('&')) {
    // In this order, as mteval does: `&amp;lt;` ends as `<`.
    line = line
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>');
  }
  return mteval(` ${line} `);
}

// The code points the zh tokenizer treats as Chinese. Two of sacrebleu's bounds are written as
// five-digit `\u` escapes, which Python reads as two characters; compared as strings they become
// U+2001–U+2A6D and U+2F81–U+2FA1, and that is what sacrebleu actually splits.
const CHINESE = new RegExp(
  '([' +
    [
      '\\u3400-\\u4db5',
      '\\u4e00-\\u9fa5',
      '\\u9fa6-\\u9fbb',
      '\\uf900-\\ufa2d',
      '\\ufa30-\\ufa6a',
      '\\ufa70-\\ufad9',
      '\\u2001-\\u2a6d',
      '\\u2f81-\\u2fa1',
      '\\uff00-\\uffef',
      '\\u2e80-\\u2eff',
      '\\u3000-\\u303f',
      '\\u31c0-\\u31ef',
      '\\u2f00-\\u2fdf',
      '\\u2ff0-\\u2fff',
      '\\u3100-\\u312f',
      '\\u31a0-\\u31bf',
      '\\ufe10-\\ufe1f',
      '\\ufe30-\\ufe4f',
      '\\u2600-\\u26ff',
      '\\u2700-\\u27bf',
      '\\u3200-\\u32ff',
      '\\u3300-\\u33ff',
    ].join('') +
    '])',
  'gu',
);

function tokenizeZh(line: string): string[] {
  return mteval(strip(line).replace(CHINESE, ' $1 '));
}

const INTL_RULES: readonly [RegExp, string][] = [
  [/(\P{N})(\p{P})/gu, '$1 $2 '],
  [/(\p{P})(\P{N})/gu, ' $1 $2'],
  [/(\p{S})/gu, ' $1 '],
];

function tokenizeIntl(line: string): string[] {
  for (const [re, replacement] of INTL_RULES) line = line.replace(re, replacement);
  return splitWhitespace(line);
}

function tokenizeChar(line: string): string[] {
  return splitWhitespace([...line].join(' '));
}

export const TOKENIZERS: Readonly<Record<TokenizerName, (line: string) => string[]>> = {
  '13a': tokenize13a,
  zh: tokenizeZh,
  intl: tokenizeIntl,
  char: tokenizeChar,
};
