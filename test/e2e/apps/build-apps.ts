/**
 * Builds the small apps with esbuild at test time. A build is kept under the system's temporary
 * directory by the hash of the apps' sources and the libraries' versions: a run with nothing
 * changed reuses it (a build of the four takes seconds, a cached one nothing).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const APP_ENTRIES = ['i18next-app', 'tolgee-app', 'intl-app', 'vue-app'] as const;
export type AppEntry = (typeof APP_ENTRIES)[number];

const SOURCES = fileURLToPath(new URL('./src/', import.meta.url));
const LIBRARIES = [
  'i18next',
  'react-i18next',
  'i18next-http-backend',
  'i18next-subliminal',
  '@tolgee/react',
  '@tolgee/web',
  'react-intl',
  'vue',
  'vue-i18n',
  'react',
  'esbuild',
];

function versionOf(name: string): string {
  const file = fileURLToPath(
    new URL(`../../../node_modules/${name}/package.json`, import.meta.url),
  );
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function contentHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(SOURCES).sort())
    hash.update(file).update(readFileSync(join(SOURCES, file)));
  for (const name of LIBRARIES) hash.update(`${name}@${versionOf(name)}`);
  return hash.digest('hex').slice(0, 16);
}

/** The directory holding `<entry>.js` for every app, built now unless a build of these sources is kept. */
export async function buildApps(): Promise<{ dir: string; cached: boolean; ms: number }> {
  const started = Date.now();
  const dir = join(tmpdir(), 'locale-lens-apps', contentHash());
  if (existsSync(join(dir, 'done'))) return { dir, cached: true, ms: Date.now() - started };
  const staging = `${dir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  await build({
    entryPoints: APP_ENTRIES.map((entry) =>
      join(SOURCES, `${entry}.${entry === 'vue-app' ? 'ts' : 'tsx'}`),
    ),
    outdir: staging,
    bundle: true,
    format: 'esm',
    target: 'chrome120',
    jsx: 'automatic',
    minify: true,
    logLevel: 'warning',
    conditions: ['production'],
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'false',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      __VUE_I18N_FULL_INSTALL__: 'false',
      __VUE_I18N_LEGACY_API__: 'false',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
      __INTLIFY_DROP_MESSAGE_COMPILER__: 'false',
    },
  });
  mkdirSync(join(staging, 'done'));
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return { dir, cached: false, ms: Date.now() - started };
}
