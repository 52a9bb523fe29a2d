import { storage } from 'wxt/utils/storage';
import type { UiLanguage } from '../ui-text/languages';

/** How the extension's own pages look: the system's scheme, or one the user pinned. */
export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/**
 * The extension's own look and language, chosen in the options page. Not a secret and not the
 * service's, so extension pages read and write it directly (local storage is closed to pages and
 * content scripts); the background reads it too, for what it shows in Chrome's own UI. Here,
 * beside the protocol, because both sides import it and the panel imports nothing of the
 * background.
 */
export interface UiPrefs {
  theme: Theme;
  /** The language Locale Lens speaks; absent or null: the browser's. */
  language?: UiLanguage | null;
  /** The panel's welcome was read and put away (absent: first run). */
  welcomed?: boolean;
}

export const DEFAULT_UI_PREFS: UiPrefs = { theme: 'system' };

export const uiPrefsItem = storage.defineItem<UiPrefs>('local:uiPrefs', {
  fallback: DEFAULT_UI_PREFS,
  version: 1,
});
