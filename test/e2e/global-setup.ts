import { existsSync } from 'node:fs';
import { buildExtension } from '../../scripts/build-extension';
import { packagesFromEnv, prepareTests, realSystem } from '../../scripts/prepare-tests';

/**
 * The e2e tests need Chromium (installed or named by one line, as `npm test` does) and the built
 * extension: build it once per run (skip with E2E_SKIP_BUILD=1).
 */
export default function setup(): void {
  prepareTests(packagesFromEnv(), realSystem);
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync('.output/chrome-mv3/manifest.json')) return;
  buildExtension();
}
