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

/** Every page a user opens loads the content script, so it has a size budget (bytes). */
export const CONTENT_SCRIPT = join(EXTENSION_DIR, 'content-scripts/content.js');
export const CONTENT_SCRIPT_BUDGET = 40 * 1024;
