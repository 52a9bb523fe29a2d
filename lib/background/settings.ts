import { storage } from 'wxt/utils/storage';
import type { UserProfile } from '../contract/account';
import type { PublicSettings, ReadOnlyStyle, SelectModifier } from '../messaging/types';

/** Non-secret settings, kept across browser restarts. */
export interface Settings {
  /** Where the service lives; the local service by default. */
  baseUrl: string;
  /** A locale the user pinned for pages, instead of `<html lang>`. */
  pinnedLocale: string | null;
  /** How the page marks read-only keys; absent in settings stored before it existed: a hatch. */
  readOnlyStyle?: ReadOnlyStyle;
  /** The key held to select a key on the page by clicking it; absent in older settings: Alt. */
  selectModifier?: SelectModifier;
  /** The e-mail last signed in with, so signing in again is one field. */
  lastEmail: string | null;
  /**
   * The service at `baseUrl` serves the local demo: only there is the demo's publishable key
   * sent. Absent in settings stored before it existed (then only the default URL is the demo).
   */
  demo?: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  baseUrl: 'http://127.0.0.1:8787',
  pinnedLocale: null,
  lastEmail: null,
  demo: true,
};

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 1,
});

/** The local demo's read-only key: the extension works before anyone signs in. */
export const DEMO_PUBLISHABLE_KEY = 'lr_demo_publishable';

/**
 * Credentials live in session storage, which content scripts cannot read (trusted contexts only),
 * and only the background touches them. A browser restart asks for the password again; drafts
 * and the outbox are kept in local storage and wait for it.
 */
export interface Credentials {
  mode: 'demo' | 'signed_in' | 'key';
  /** Editor session key or integration key sent as x-api-key; null in demo mode. */
  apiKey: string | null;
  accessToken: string | null;
  accessExpiresAt: number | null;
  user: UserProfile | null;
  projectId: string | null;
  /**
   * The chosen project's name, kept to name it once the service no longer lists it for the user
   * (a manager removed them) even in a worker that has not listed the projects since it started.
   */
  projectName?: string | null;
  sessionExpiresAt: number | null;
  /** Why the credentials stopped working, for the panel to say. */
  problem: string | null;
  /** The origin that issued them: they are sent there and nowhere else. */
  origin: string | null;
}

export const NO_CREDENTIALS: Credentials = {
  mode: 'demo',
  apiKey: null,
  accessToken: null,
  accessExpiresAt: null,
  user: null,
  projectId: null,
  sessionExpiresAt: null,
  problem: null,
  origin: null,
};

export const credentialsItem = storage.defineItem<Credentials>('session:credentials', {
  fallback: NO_CREDENTIALS,
});

/** What extension pages may see of the settings: never a secret. */
export const publicSettings = (s: Settings, c: Credentials): PublicSettings => ({
  baseUrl: s.baseUrl,
  pinnedLocale: s.pinnedLocale,
  readOnlyStyle: s.readOnlyStyle ?? 'hatch',
  selectModifier: s.selectModifier ?? 'alt',
  mode: c.mode,
});
