import { resolve } from 'node:path';

/** Firefox and the extension built for it, as the tests and `npm start` use them. */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export const FIREFOX_EXTENSION_DIR = resolve('.output/firefox-mv3');

/** The add-on id Firefox needs for MV3 (`browser_specific_settings.gecko.id`). */
export const GECKO_ID = 'locale-lens@locale-lens.dev';

/**
 * Firefox gives each installed add-on a random internal UUID, the host of its
 * `moz-extension://` pages; the tests fix it through this pref so they know where the pages are.
 */
export const TEST_EXTENSION_UUID = '3f0c1c4e-6a52-4d0b-9e6f-10ca1e1e0535';

export const FIREFOX_PREFS: Readonly<Record<string, unknown>> = {
  'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: TEST_EXTENSION_UUID }),
  // No network but loopback here: nothing to update, report or fetch from Mozilla.
  'app.update.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'extensions.getAddons.cache.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
};
