/** CLDR plural categories, in the order every format writes them. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

export function isPluralCategory(word: string): word is PluralCategory {
  return (PLURAL_CATEGORIES as readonly string[]).includes(word);
}

/** The categories the locale's cardinal plural rules use, in `PLURAL_CATEGORIES` order. */
export function localeCategories(locale: string): PluralCategory[] {
  const used = new Set(pluralRules(locale).resolvedOptions().pluralCategories);
  return PLURAL_CATEGORIES.filter((c) => used.has(c));
}

export function pluralRules(
  locale: string,
  type: Intl.PluralRuleType = 'cardinal',
): Intl.PluralRules {
  try {
    return new Intl.PluralRules(locale.replace(/_/g, '-'), { type });
  } catch {
    // A tag Intl cannot read (e.g. `sr@latin`): its language alone still has the right rules.
    return new Intl.PluralRules(locale.split(/[-_@]/)[0], { type });
  }
}

/**
 * The forms to write for a plural: every category the locale has (a missing one takes `other`'s
 * text, so an app never falls back to a key that is not there), then any extra ones the message
 * holds (`zero` in English, which i18next and Rails use for a count of 0), in CLDR order.
 */
export function formsToWrite(
  forms: Partial<Record<string, string>>,
  locale: string,
): [PluralCategory, string][] {
  const wanted = new Set<PluralCategory>(localeCategories(locale));
  for (const c of PLURAL_CATEGORIES) if (forms[c] !== undefined) wanted.add(c);
  const fallback = forms.other ?? Object.values(forms)[0] ?? '';
  return PLURAL_CATEGORIES.filter((c) => wanted.has(c)).map((c) => [c, forms[c] ?? fallback]);
}
