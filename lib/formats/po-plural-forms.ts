import pluralForms from '@tannin/plural-forms';
import {
  isPluralCategory,
  PLURAL_CATEGORIES,
  pluralRules,
  type PluralCategory,
} from './plural-categories';

/**
 * gettext numbers plural forms (`msgstr[0]`, `msgstr[1]`…) by the file's Plural-Forms formula;
 * the service names them by CLDR category. Each index takes the category of the smallest number
 * the formula sends to it, so `nplurals=2; plural=(n > 1)` in French reads as one/other. The
 * formula is evaluated by @tannin/plural-forms, which parses it instead of running it as code.
 */
const SAMPLES = [...Array.from({ length: 1001 }, (_, n) => n), 1e6, 2e6, 1e7];

export function parsePluralFormsHeader(
  header: string | undefined,
): { nplurals: number; expr: string } | null {
  const m = /nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+)/.exec(header ?? '');
  return m ? { nplurals: Number(m[1]), expr: m[2]!.trim() } : null;
}

export function indexCategories(header: string | undefined, locale: string): PluralCategory[] {
  const parsed =
    parsePluralFormsHeader(header) ?? parsePluralFormsHeader(defaultPluralForms(locale));
  if (!parsed) return ['one', 'other'];
  const index = pluralForms(parsed.expr) as (n: number) => number;
  const rules = pluralRules(locale);
  const out: (PluralCategory | undefined)[] = Array.from(
    { length: parsed.nplurals },
    () => undefined,
  );
  for (const n of SAMPLES) {
    const i = Number(index(n));
    const category = rules.select(n);
    if (
      i < out.length &&
      out[i] === undefined &&
      isPluralCategory(category) &&
      !out.includes(category)
    )
      out[i] = category;
  }
  // An index no whole number reaches (Polish `other`, for fractions) or a formula finer than the
  // locale's rules: spare indexes take the locale's unused categories, then any unused name.
  const own = rules.resolvedOptions().pluralCategories as string[];
  const spare = [
    ...PLURAL_CATEGORIES.filter((c) => own.includes(c) && !out.includes(c)),
    ...PLURAL_CATEGORIES.filter((c) => !own.includes(c) && !out.includes(c)),
  ];
  return out.map((c) => c ?? spare.shift() ?? 'other');
}

/**
 * Plural-Forms for a new file, with a form for every CLDR category of the language (where one
 * is only for fractions, as Polish `other`, no whole number selects it, but the text is kept). A language not
 * listed gets a formula only when its rules are one/other like English's or have no plural at
 * all; otherwise the file needs a header of its own (as `msginit` writes).
 */
const TABLE: Record<string, string> = {
  ja: 'nplurals=1; plural=0;',
  zh: 'nplurals=1; plural=0;',
  ko: 'nplurals=1; plural=0;',
  vi: 'nplurals=1; plural=0;',
  th: 'nplurals=1; plural=0;',
  id: 'nplurals=1; plural=0;',
  ms: 'nplurals=1; plural=0;',
  fr: 'nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;',
  pt: 'nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;',
  es: 'nplurals=3; plural=n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;',
  it: 'nplurals=3; plural=n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;',
  ca: 'nplurals=3; plural=n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;',
  ru: 'nplurals=4; plural=(n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);',
  uk: 'nplurals=4; plural=(n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);',
  pl: 'nplurals=4; plural=(n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);',
  cs: 'nplurals=4; plural=(n == 1) ? 0 : (n >= 2 && n <= 4) ? 1 : 3;',
  sk: 'nplurals=4; plural=(n == 1) ? 0 : (n >= 2 && n <= 4) ? 1 : 3;',
  ar: 'nplurals=6; plural=n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5;',
};

export function defaultPluralForms(locale: string): string | undefined {
  const language = locale.split(/[-_@]/)[0]!.toLowerCase();
  if (TABLE[language]) return TABLE[language];
  const rules = pluralRules(locale);
  const categories = rules.resolvedOptions().pluralCategories;
  if (categories.length === 1) return 'nplurals=1; plural=0;';
  const englishLike = SAMPLES.every((n) => rules.select(n) === (n === 1 ? 'one' : 'other'));
  return englishLike ? 'nplurals=2; plural=(n != 1);' : undefined;
}

export const PLURAL_FORMS_LOCALES = Object.keys(TABLE);
