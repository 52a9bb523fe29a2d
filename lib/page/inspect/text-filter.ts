/**
 * Which visible texts with no key are worth a developer's time: not numbers, prices, dates,
 * times, codes (SKUs, coupon codes, e-mail addresses, URLs), single characters or the page's own
 * brand words — those read the same in every language.
 */
const LETTER = /\p{L}/gu;
const NUMBERISH = /^[\p{Sc}\p{N}\s.,:;%+\-–—/()'’×x#~≈]*$/u;
const CURRENCY_CODE = /^(?:[A-Z]{3}\s*)?[\p{Sc}]?\s*[\d\s.,]+\s*[\p{Sc}]?(?:\s*[A-Z]{3})?$/u;
const MONTHS =
  'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|januar|februar|märz|mai|juni|juli|okt|dez|janv|févr|avr|juil|août|déc|ene|abr|ago|dic';
const DATE_WORDS = new RegExp(
  `^(?:\\d{1,2}\\.?\\s+(?:${MONTHS})\\w*\\.?(?:\\s+\\d{2,4})?|(?:${MONTHS})\\w*\\.?\\s+\\d{1,2},?(?:\\s+\\d{2,4})?)$`,
  'iu',
);
const CODE = /^(?=[^\s]*\d)[A-Z0-9][A-Z0-9_\-./#:]*[A-Z0-9]$/;
const EMAIL_OR_URL = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|https?:\/\/\S+|www\.\S+)$/i;

export interface TextFilterOptions {
  /** Words that are the same in every language (product and company names). */
  brandWords?: readonly string[];
}

const letters = (text: string) => text.match(LETTER)?.length ?? 0;

function onlyBrandWords(text: string, brandWords: readonly string[]): boolean {
  if (brandWords.length === 0) return false;
  let rest = text.toLowerCase();
  for (const word of [...brandWords].sort((a, b) => b.length - a.length)) {
    const w = word.trim().toLowerCase();
    if (w) rest = rest.split(w).join(' ');
  }
  return letters(rest) === 0;
}

/** Why a text is not reported, or null when it is: a text a person wrote for people to read. */
export function skipReason(
  text: string,
  { brandWords = [] }: TextFilterOptions = {},
): 'single' | 'number' | 'price' | 'date' | 'code' | 'brand' | null {
  const t = text.trim();
  if (letters(t) < 2 && [...t].length <= 1) return 'single';
  if (CURRENCY_CODE.test(t) && /[\p{Sc}A-Z]/u.test(t)) return 'price';
  if (letters(t) === 0) return NUMBERISH.test(t) ? 'number' : 'single';
  if (DATE_WORDS.test(t)) return 'date';
  if (CODE.test(t) || EMAIL_OR_URL.test(t)) return 'code';
  if (letters(t) < 2) return 'single';
  if (onlyBrandWords(t, brandWords)) return 'brand';
  return null;
}
