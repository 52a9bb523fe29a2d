import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { APERTIUM_MODES } from '../server/engines/apertium';
import { CHROMIUM } from './chromium';
import { FIREFOX } from './firefox';

/**
 * What the tests need from the machine, as Debian packages, and how to get it: installed with
 * apt-get when running as root, otherwise a one-line instruction. `npm test`, `.ci/run` and the
 * e2e global setup all go through `prepareTests`.
 */
export interface TestPackage {
  /** The Debian package name. */
  name: string;
  /** A file whose presence is enough (e.g. a binary set by an env var); else dpkg decides. */
  file?: string;
}

/**
 * One entry per package: the e2e tests drive Chromium (CHROMIUM_PATH overrides its location)
 * and Firefox ESR (FIREFOX_PATH);
 * machine translation runs on Apertium's English–Spanish and French–Spanish pairs; OCR reads
 * text drawn in common fonts.
 */
export const TEST_PACKAGES: readonly TestPackage[] = [
  { name: 'chromium', file: CHROMIUM },
  { name: 'firefox-esr', file: FIREFOX },
  { name: 'apertium', file: '/usr/bin/apertium' },
  { name: 'apertium-eng-spa', file: `${APERTIUM_MODES}/eng-spa.mode` },
  { name: 'apertium-fr-es', file: `${APERTIUM_MODES}/fr-es.mode` },
  // OCR tests draw text in Liberation fonts (DejaVu ships with the machine).
  {
    name: 'fonts-liberation',
    file: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  },
  // The service suite runs again on a throwaway PostgreSQL cluster made from the server's binaries.
  { name: 'postgresql', file: '/usr/lib/postgresql/15/bin/initdb' },
  // Japanese drawn into translated images needs a CJK font.
  { name: 'fonts-ipafont-gothic', file: '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf' },
];

/** `TEST_EXTRA_PACKAGES=a,b` adds packages, e.g. to try the missing-package path. */
export function packagesFromEnv(env: NodeJS.ProcessEnv = process.env): TestPackage[] {
  const extra = (env.TEST_EXTRA_PACKAGES ?? '').split(',').filter((n) => n.trim() !== '');
  return [...TEST_PACKAGES, ...extra.map((name) => ({ name: name.trim() }))];
}

/** The machine, injected so the decisions can be tested without root or apt. */
export interface System {
  isRoot: boolean;
  hasAptGet: boolean;
  isInstalled(pkg: TestPackage): boolean;
  /** Runs a command quietly; `output` is its combined stdout and stderr. */
  run(command: string, args: readonly string[]): { ok: boolean; output: string };
  log(line: string): void;
}

export type Plan =
  { kind: 'ready' } | { kind: 'install'; packages: string[] } | { kind: 'stop'; message: string };

export const installCommand = (names: readonly string[], sudo: boolean) => {
  const s = sudo ? 'sudo ' : '';
  return `${s}apt-get update && ${s}apt-get install -y ${names.join(' ')}`;
};

/** The decision table: nothing missing → ready; root with apt → install; otherwise stop. */
export function planPreparation(
  missing: readonly string[],
  system: Pick<System, 'isRoot' | 'hasAptGet'>,
): Plan {
  if (missing.length === 0) return { kind: 'ready' };
  if (system.isRoot && system.hasAptGet) return { kind: 'install', packages: [...missing] };
  const what = missing.join(', ');
  if (!system.hasAptGet)
    return {
      kind: 'stop',
      message: `The tests need ${what} (Debian package names); install them with your package manager, then run the tests again.`,
    };
  return {
    kind: 'stop',
    message: `The tests need ${what}: run \`${installCommand(missing, true)}\`, then run the tests again.`,
  };
}

export class PreparationError extends Error {
  override name = 'PreparationError';
}

/** Checks the packages and installs the missing ones when it can; throws a one-line reason if not. */
export function prepareTests(packages: readonly TestPackage[], system: System): void {
  const missing = packages.filter((p) => !system.isInstalled(p)).map((p) => p.name);
  const plan = planPreparation(missing, system);
  if (plan.kind === 'ready') return;
  if (plan.kind === 'stop') throw new PreparationError(plan.message);
  system.log(`Installing ${plan.packages.join(', ')} from Debian for the tests (apt-get)`);
  for (const [command, args] of [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...plan.packages]],
  ] as const) {
    const result = system.run(command, args);
    if (!result.ok) {
      system.log(result.output.split('\n').slice(-20).join('\n'));
      throw new PreparationError(
        `\`${command} ${args.join(' ')}\` failed; run \`${installCommand(plan.packages, false)}\` and look at its output.`,
      );
    }
  }
  const still = packages.filter((p) => !system.isInstalled(p)).map((p) => p.name);
  if (still.length)
    throw new PreparationError(`apt-get did not install ${still.join(', ')}; install it by hand.`);
}

/** This machine, through apt-get and dpkg-query. */
export const realSystem: System = {
  get isRoot() {
    return process.getuid?.() === 0;
  },
  get hasAptGet() {
    return spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  },
  isInstalled(pkg) {
    if (pkg.file && existsSync(pkg.file)) return true;
    try {
      const status = execFileSync('dpkg-query', ['-W', '-f=${Status}', pkg.name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return status.trim() === 'install ok installed';
    } catch {
      return false;
    }
  },
  run(command, args) {
    const r = spawnSync(command, args, {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
  },
  log: (line) => console.log(line),
};

// `tsx scripts/prepare-tests.ts`: exit 1 with the one line when the machine is not ready.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    prepareTests(packagesFromEnv(), realSystem);
  } catch (err) {
    if (!(err instanceof PreparationError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
