import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildExtension } from '../../scripts/build-extension';
import { packagesFromEnv, prepareTests, realSystem } from '../../scripts/prepare-tests';
import { FIREFOX_EXTENSION_DIR } from '../../scripts/firefox';

/**
 * The Firefox tests need firefox-esr (installed or named by one line, as `npm test` does) and the
 * extension built for Firefox: build it once per run (skip with E2E_SKIP_BUILD=1).
 */
export default function setup(): void {
  prepareTests(packagesFromEnv(), realSystem);
  if (
    process.env.E2E_SKIP_BUILD === '1' &&
    existsSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json'))
  )
    return;
  buildExtension('firefox');
}
