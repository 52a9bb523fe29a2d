import { useState } from 'react';
import { THEMES, type Theme, type UiPrefs } from '../../lib/messaging/ui-prefs';
import { useText } from '../../lib/panel/use-text';
import {
  LANGUAGE_NAMES,
  pickLanguage,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../lib/ui-text/languages';

export interface AppearanceFormProps {
  prefs: UiPrefs;
  /** The browser's languages, first preferred: what "the browser's" language resolves to. */
  browserLanguages: readonly string[];
  onChange(prefs: UiPrefs): Promise<void>;
}

/** How the side panel and this page look and which language they speak; applied on the spot. */
export function AppearanceForm({ prefs, browserLanguages, onChange }: AppearanceFormProps) {
  const t = useText();
  const [current, setCurrent] = useState(prefs);
  const [saved, setSaved] = useState(false);
  const browserLanguage = LANGUAGE_NAMES[pickLanguage(null, browserLanguages)];

  async function change(next: UiPrefs) {
    setCurrent(next);
    await onChange(next);
    setSaved(true);
  }

  return (
    <section aria-labelledby="appearance-title">
      <h2 id="appearance-title">{t('appearance.title')}</h2>
      <label>
        {t('appearance.theme')}
        <select
          value={current.theme}
          onChange={(e) => void change({ ...current, theme: e.target.value as Theme })}
        >
          {THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {t(`appearance.theme.${theme}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('appearance.language')}
        <select
          value={current.language ?? ''}
          onChange={(e) =>
            void change({ ...current, language: (e.target.value || null) as UiLanguage | null })
          }
        >
          <option value="">
            {t('appearance.language.browser', { language: browserLanguage })}
          </option>
          {UI_LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </select>
      </label>
      <p role="status">{saved ? t('appearance.saved') : ''}</p>
    </section>
  );
}
