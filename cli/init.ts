import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { FORMAT_IDS, type FormatId } from '../lib/formats';
import { CONFIG_FILE, configSchema, type Config } from './config';
import { CliError, EXIT } from './errors';
import type { Output } from './output';
import { clientFor } from './service';

export interface InitFlags {
  service?: string;
  project?: string;
  sourceLocale?: string;
  path?: string;
  format?: string;
  namespace?: string;
  force: boolean;
}

export type Ask = (question: string, suggested: string | undefined) => Promise<string>;

const LOCALE = /^[a-z]{2,3}(?:[-_](?:[A-Z]{2}|[A-Z][a-z]{3}|\d{3}))*$/;
const EXTENSIONS = /\.(json|po|pot|xliff|xlf|xml|strings|arb|ya?ml)$/;
const SKIP = new Set([
  'node_modules',
  '.git',
  '.locale-lens',
  'dist',
  'build',
  '.output',
  'coverage',
]);

function walk(root: string, dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(root, path, out);
    else if (EXTENSIONS.test(name)) out.push(relative(root, path).split(sep).join('/'));
  }
}

/**
 * Locale file layouts found under `root`, most languages first: a folder named for a language
 * (`locales/de/common.json` → `locales/{locale}/{namespace}.json`) or a file named for one
 * (`messages/de.json`, `app_de.arb`).
 */
export function findLayouts(root: string): { path: string; locales: string[] }[] {
  const files: string[] = [];
  walk(root, root, files);
  const layouts = new Map<string, Set<string>>();
  const add = (pattern: string, locale: string) =>
    layouts.set(pattern, (layouts.get(pattern) ?? new Set()).add(locale));
  for (const file of files) {
    const parts = file.split('/');
    const ext = extname(file);
    const name = parts.at(-1)!.slice(0, -ext.length);
    const dir = parts.findIndex((p, i) => i < parts.length - 1 && LOCALE.test(p));
    if (dir >= 0) {
      const pattern = parts.map((p, i) => (i === dir ? '{locale}' : p));
      pattern[pattern.length - 1] = `{namespace}${ext}`;
      add(pattern.join('/'), parts[dir]!);
      continue;
    }
    const suffix = /^(.*[_-])([a-z]{2,3}(?:[-_][A-Z]{2})?)$/.exec(name);
    if (LOCALE.test(name)) add([...parts.slice(0, -1), `{locale}${ext}`].join('/'), name);
    else if (suffix && ext === '.arb')
      add([...parts.slice(0, -1), `${suffix[1]}{locale}${ext}`].join('/'), suffix[2]!);
  }
  return [...layouts]
    .map(([path, locales]) => ({ path, locales: [...locales].sort() }))
    .filter((l) => l.locales.length >= 2)
    .sort((a, b) => b.locales.length - a.locales.length || a.path.localeCompare(b.path));
}

/** `locale-lens init`: finds the locale files, asks what the flags left open, writes the config. */
export async function init(
  cwd: string,
  env: NodeJS.ProcessEnv,
  out: Output,
  flags: InitFlags,
  ask: Ask,
): Promise<number> {
  const target = join(cwd, CONFIG_FILE);
  if (existsSync(target) && !flags.force)
    throw new CliError(`${target} exists; --force writes it again`);
  if (flags.format && !(FORMAT_IDS as readonly string[]).includes(flags.format))
    throw new CliError(`--format ${flags.format}: not one of ${FORMAT_IDS.join(', ')}`);
  const layouts = flags.path ? [] : findLayouts(cwd);
  for (const l of layouts) out.progress(`Found ${l.path} (${l.locales.join(', ')})`);
  const path = flags.path ?? (await ask('Locale files (with {locale})', layouts[0]?.path));
  const service = flags.service ?? (await ask('Service URL', 'http://127.0.0.1:8787'));
  let project = flags.project;
  let sourceLocale = flags.sourceLocale;
  if ((!project || !sourceLocale) && env.LOCALE_LENS_KEY) {
    const texts = await clientFor(service, env).call('exportTexts', { query: {} });
    project ??= texts.project_id;
    sourceLocale ??= texts.source_locale;
  }
  project ??= await ask('Project id', undefined);
  sourceLocale ??= await ask('Source language', 'en');
  const config: Config = {
    service,
    project,
    sourceLocale,
    files: [
      {
        path,
        ...(flags.format ? { format: flags.format as FormatId } : {}),
        ...(flags.namespace ? { namespace: flags.namespace } : {}),
      },
    ],
  };
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CliError(`${issue.path.join('.')}: ${issue.message}`);
  }
  writeFileSync(target, `${JSON.stringify(parsed.data, null, 2)}\n`);
  out.line(
    `Wrote ${CONFIG_FILE}. Next: export LOCALE_LENS_KEY=<master key>; locale-lens push --dry-run`,
  );
  return EXIT.done;
}
