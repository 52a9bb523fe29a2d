import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Builds the extension as it ships, for Chrome or Firefox. WXT builds in the mode `NODE_ENV`
 * names when it is set: under Vitest (`test`) that was React's development build, whose side
 * panel took a second or more over a change of a big page, so the build always says production.
 */
export function buildExtension(
  browser: 'chrome' | 'firefox' = 'chrome',
  { quiet = false }: { quiet?: boolean } = {},
): void {
  execFileSync('npx', ['wxt', 'build', ...(browser === 'firefox' ? ['-b', 'firefox'] : [])], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}
