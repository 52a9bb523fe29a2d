/** The languages Locale Lens itself speaks; English is the source every other is checked against. */
export const UI_LANGUAGES = ['en', 'de', 'es', 'fr', 'ja'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Each language by its own name, as a language menu lists them (the same in every language). */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
};

export const isUiLanguage = (tag: string): tag is UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(tag);

/**
 * The language to speak: the one the user chose, else the first of the browser's languages
 * (`de-AT` counts as `de`) that Locale Lens has, else English.
 */
export function pickLanguage(chosen: string | null, browser: readonly string[]): UiLanguage {
  if (chosen && isUiLanguage(chosen)) return chosen;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split(/[-_]/)[0]!;
    if (isUiLanguage(primary)) return primary;
  }
  return 'en';
}
