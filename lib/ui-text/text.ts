import type { UiLanguage } from './languages';

/** One language's messages: flat keys, `{name}` placeholders, plural forms as `key_one`, `key_other`. */
export type Catalogue = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A catalogue key without its plural suffix: what code asks for. */
export type BaseKey<K extends string> = K extends `${infer B}_${PluralForm}` ? B : K;

export const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
export const isPluralForm = (key: string) => baseKey(key) !== key;

/** Messages of one language, with its number, date and plural rules. */
export interface Text<K extends string = string> {
  (key: K, params?: Params): string;
  readonly lang: UiLanguage;
  /** Whether the catalogue (or its fallback) has the message: for names that come as data. */
  has(key: string): boolean;
  number(n: number): string;
  date(ms: number): string;
  dateTime(ms: number): string;
}

/**
 * `t(key, params)`: the message in `lang` (or in `fallback`, or the key itself when neither has
 * it), its `{name}` placeholders filled, numbers formatted for the language. With a numeric
 * `count`, the plural form the language's rules pick (`_one`, `_few`, …), else `_other`.
 */
export function createText<K extends string>(
  lang: UiLanguage,
  catalogue: Catalogue,
  fallback: Catalogue = {},
): Text<K> {
  const plural = new Intl.PluralRules(lang);
  const numbers = new Intl.NumberFormat(lang);
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const dateTimes = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const lookup = (key: string) => catalogue[key] ?? fallback[key];
  const pick = (key: string, count: unknown): string | undefined => {
    if (typeof count !== 'number') return lookup(key);
    const form = count === 0 ? (lookup(`${key}_zero`) ?? undefined) : undefined;
    return (
      form ?? lookup(`${key}_${plural.select(count)}`) ?? lookup(`${key}_other`) ?? lookup(key)
    );
  };
  const t = (key: K, params: Params = {}) => {
    const message = pick(key, params.count) ?? key;
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
  return Object.assign(t, {
    lang,
    has: (key: string) => lookup(key) !== undefined,
    number: (n: number) => numbers.format(n),
    date: (ms: number) => dates.format(ms),
    dateTime: (ms: number) => dateTimes.format(ms),
  });
}
