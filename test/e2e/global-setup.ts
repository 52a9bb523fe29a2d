import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The e2e tests load the built extension: build it once per run (skip with E2E_SKIP_BUILD=1). */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync('.output/chrome-mv3/manifest.json')) return;
  execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
}
