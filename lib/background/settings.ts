import { storage } from 'wxt/utils/storage';

export interface Settings {
  /** Where the service lives; the local service by default. */
  baseUrl: string;
  /** Integration key or editor session key; the demo's publishable key until someone signs in. */
  apiKey: string;
  /** A locale the user pinned for pages, instead of `<html lang>`. */
  pinnedLocale: string | null;
}

export const DEFAULT_SETTINGS: Settings = {
  baseUrl: 'http://127.0.0.1:8787',
  apiKey: 'lr_demo_publishable',
  pinnedLocale: null,
};

/** Read and written by the background only: it alone holds credentials. */
export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 1,
});

/** What extension pages may see of the settings: the key only as a prefix. */
export const publicSettings = (s: Settings) => ({
  baseUrl: s.baseUrl,
  apiKeyPrefix: s.apiKey.slice(0, 10),
  pinnedLocale: s.pinnedLocale,
});
