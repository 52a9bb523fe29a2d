/**
 * A language tag someone types (the pinned page language, the languages of a profile): well-formed
 * BCP 47, canonical case, and a language the ICU data can name — so "klingon" or "germn" is
 * refused instead of silently matching nothing. The panel and the service judge with this one rule.
 */
export type TagCheck =
  | { ok: true; tag: string; name: string }
  /** `fault`: not a tag at all (`syntax`), or one no language of the browser's data (`unknown`). */
  | { ok: false; problem: string; fault: 'syntax' | 'unknown' };

export function checkLanguageTag(input: string): TagCheck {
  const raw = input.trim();
  let tag: string;
  try {
    [tag = ''] = Intl.getCanonicalLocales(raw);
  } catch {
    return {
      ok: false,
      problem: `“${raw}” is not a language tag: use a code like de, ja or pt-BR`,
      fault: 'syntax',
    };
  }
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const name = names.of(tag.split('-')[0]!);
  if (!tag || !name)
    return {
      ok: false,
      problem: `“${raw}” is not a known language: use a code like de, ja or pt-BR`,
      fault: 'unknown',
    };
  return { ok: true, tag, name: names.of(tag) ?? name };
}
