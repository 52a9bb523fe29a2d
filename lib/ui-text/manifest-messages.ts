import type { Catalogue } from './text';

/**
 * The manifest's words in Chrome's own message format (`_locales/<lang>/messages.json`, read as
 * `__MSG_name__`), made from the extension's catalogues so each string lives once. Chrome's
 * message names allow letters, digits, `_` and `@` only, hence a name per catalogue key.
 */
export const MANIFEST_MESSAGES = {
  extName: 'manifest.name',
  extDescription: 'manifest.description',
  // The toolbar button's title before the background sets the page's count in it.
  actionTitle: 'badge.title',
  toggleLens: 'manifest.toggleLens',
  captureScreenshots: 'manifest.captureScreenshots',
} as const;
export type ManifestMessage = keyof typeof MANIFEST_MESSAGES;

/** Chrome's limits on the manifest's name and description (longer ones fail to load). */
export const MANIFEST_LIMITS: Partial<Record<ManifestMessage, number>> = {
  extName: 75,
  extDescription: 132,
};

/** `__MSG_extName__`: what the manifest says where a message goes. */
export const msg = (name: ManifestMessage) => `__MSG_${name}__`;

export interface ChromeMessages {
  [name: string]: { message: string; description?: string };
}

/**
 * One language's `messages.json`: each manifest message from `catalogue`, or from `fallback`
 * (English) when the language lacks it. Throws on a message neither has, or one over Chrome's
 * limit, so a build never ships a manifest that shows a raw `__MSG_…__` or fails to load.
 */
export function chromeMessages(catalogue: Catalogue, fallback: Catalogue): ChromeMessages {
  const out: ChromeMessages = {};
  for (const [name, key] of Object.entries(MANIFEST_MESSAGES) as [ManifestMessage, string][]) {
    const message = catalogue[key] ?? fallback[key];
    if (!message) throw new Error(`No text for the manifest's ${name} (${key})`);
    const limit = MANIFEST_LIMITS[name];
    if (limit !== undefined && [...message].length > limit)
      throw new Error(`The manifest's ${name} is longer than ${limit} characters: ${message}`);
    out[name] = { message };
  }
  return out;
}
