import { join, resolve } from 'node:path';

/** The browser and the built extension, as the tests, the benchmarks and the scripts use them. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags Chromium needs in a container with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const EXTENSION_DIR = resolve('.output/chrome-mv3');

/**
 * Every page a user opens loads the content script, so it has a size budget (bytes): 40 KiB held
 * the scan, the lens and the overlay; matching interpolated texts against templates, plural form
 * keys and the memory of markers a library strips (what real i18n libraries render) took it to
 * 49 KiB. What runs only on demand stays out of it, as the page inspector does.
 */
export const CONTENT_SCRIPT = join(EXTENSION_DIR, 'content-scripts/content.js');
export const CONTENT_SCRIPT_BUDGET = 50 * 1024;
