import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../lib/ui-text/catalogues';
import { UI_LANGUAGES } from '../../lib/ui-text/languages';
import { MANIFEST_MESSAGES, type ManifestMessage } from '../../lib/ui-text/manifest-messages';
import { EXTENSION_DIR, launchWithExtension, type ExtensionBrowser } from './browser';

/**
 * The built manifest names its words (`__MSG_…__`), and each of the five languages has every one
 * of them, taken from the extension's catalogues; Chrome running in German shows them in German.
 */
const read = (path: string) => JSON.parse(readFileSync(join(EXTENSION_DIR, path), 'utf8'));
const manifest = read('manifest.json') as Record<string, unknown>;
const named = [...JSON.stringify(manifest).matchAll(/__MSG_(\w+)__/g)].map((m) => m[1]!);

describe('the built manifest in every language', () => {
  it('names its name, description, button title and command description as messages', () => {
    expect(manifest.default_locale).toBe('en');
    expect(new Set(named)).toEqual(new Set(Object.keys(MANIFEST_MESSAGES)));
  });

  it.each(UI_LANGUAGES)('has each of those messages in %s, as the catalogue says it', (lang) => {
    const messages = read(`_locales/${lang}/messages.json`) as Record<string, { message: string }>;
    for (const name of named) {
      const key = MANIFEST_MESSAGES[name as ManifestMessage];
      expect(messages[name]?.message, name).toBe(CATALOGUES[lang][key]);
    }
  });
});

describe('Chrome running in German', () => {
  let browser: ExtensionBrowser | undefined;
  afterAll(() => browser?.close());

  it('describes the command and the extension in German', async () => {
    browser = await launchWithExtension(['--lang=de']);
    const shown = await browser.extensionPage.evaluate(async () => ({
      command: (await chrome.commands.getAll()).find((c) => c.name === 'toggle-lens')?.description,
      description: chrome.runtime.getManifest().description,
    }));
    expect(shown).toEqual({
      command: CATALOGUES.de['manifest.toggleLens'],
      description: CATALOGUES.de['manifest.description'],
    });
  });
});
