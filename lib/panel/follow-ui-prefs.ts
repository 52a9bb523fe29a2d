import { uiPrefsItem, type UiPrefs } from '../messaging/ui-prefs';
import { textFor, type UiText } from '../ui-text/catalogues';
import { pickLanguage } from '../ui-text/languages';

/**
 * Puts the preferences on an extension page's root element: `data-theme` pins the stylesheets'
 * colour scheme (absent, they follow the system's), and `lang` is the language it speaks, picked
 * from the user's choice or the browser's languages. Returns that language's messages.
 */
export function applyUiPrefs(
  doc: Document,
  prefs: UiPrefs,
  browserLanguages: readonly string[],
): UiText {
  const root = doc.documentElement;
  if (prefs.theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = prefs.theme;
  const lang = pickLanguage(prefs.language ?? null, browserLanguages);
  root.lang = lang;
  return textFor(lang);
}

/** Applies the stored preferences now and whenever they change; returns the teardown. */
export function followUiPrefs(
  doc: Document,
  browserLanguages: readonly string[],
  onText: (t: UiText) => void = () => undefined,
): () => void {
  let lang: string | null = null;
  const apply = (prefs: UiPrefs) => {
    const t = applyUiPrefs(doc, prefs, browserLanguages);
    if (t.lang !== lang) onText(t);
    lang = t.lang;
  };
  void uiPrefsItem.getValue().then(apply);
  return uiPrefsItem.watch(apply);
}
