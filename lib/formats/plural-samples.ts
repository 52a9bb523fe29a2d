import { PLURAL_CATEGORIES, pluralRules, type PluralCategory } from './plural-categories';

// Whole numbers first, then the large and fractional ones some categories need only (French
// `many` is a million, Polish `other` only fractions).
const CANDIDATES = [
  ...Array.from({ length: 1001 }, (_, n) => n),
  1_000_000,
  2_000_000,
  10_000_000,
  0.5,
  1.5,
  2.5,
  0.1,
  1.1,
];

/**
 * Numbers that pick each plural category in `locale` (cardinal or ordinal), at most `max` each, in
 * `PLURAL_CATEGORIES` order: what a translator reads beside each form's field.
 */
export function pluralSamples(
  locale: string,
  type: Intl.PluralRuleType = 'cardinal',
  max = 3,
): [PluralCategory, number[]][] {
  const rules = pluralRules(locale, type);
  const found = new Map<string, number[]>();
  for (const n of CANDIDATES) {
    const category = rules.select(n);
    const list = found.get(category) ?? [];
    if (list.length < max) found.set(category, [...list, n]);
  }
  return PLURAL_CATEGORIES.filter((c) => found.has(c)).map((c) => [c, found.get(c)!]);
}
