import { uiPrefsItem, type UiPrefs } from '../background/ui-prefs';

/**
 * Puts the preferences on an extension page's root element: `data-theme` pins the stylesheets'
 * colour scheme (absent, they follow the system's). The page's own CSS does the rest.
 */
export function applyUiPrefs(doc: Document, prefs: UiPrefs): void {
  const root = doc.documentElement;
  if (prefs.theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = prefs.theme;
}

/** Applies the stored preferences now and whenever they change; returns the teardown. */
export function followUiPrefs(doc: Document): () => void {
  void uiPrefsItem.getValue().then((prefs) => applyUiPrefs(doc, prefs));
  return uiPrefsItem.watch((prefs) => applyUiPrefs(doc, prefs));
}
