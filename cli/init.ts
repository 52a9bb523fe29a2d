import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMAT_IDS, type FormatId } from '../lib/formats';
import { CONFIG_FILE, configSchema, type Config } from './config';
import { CliError, EXIT } from './errors';
import { findLayouts, type Layout } from './find-layouts';
import type { Output } from './output';
import { clientFor } from './service';

export interface InitFlags {
  service?: string;
  project?: string;
  sourceLocale?: string;
  path?: string;
  source?: string;
  format?: string;
  namespace?: string;
  force: boolean;
}

export type Ask = (question: string, suggested: string | undefined) => Promise<string>;

/**
 * The layouts proposed together: the first found, and those beside it in the same language's
 * folder (`locales/{locale}/views/{namespace}.json`, `res/values-{locale}/arrays.xml`).
 */
function suggested(layouts: readonly Layout[]): string | undefined {
  const folderOf = (path: string) => path.slice(0, path.indexOf('{locale}') + '{locale}'.length);
  const first = layouts[0];
  if (!first) return undefined;
  return layouts
    .filter((l) => folderOf(l.path) === folderOf(first.path))
    .map((l) => l.path)
    .join(', ');
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
  if (flags.source && !flags.path) throw new CliError('--source goes with --path');
  const layouts = flags.path ? [] : findLayouts(cwd);
  for (const l of layouts)
    out.progress(
      `Found ${l.path} (${l.locales.join(', ')})${l.source ? `, source ${l.source}` : ''}`,
    );
  const paths = flags.path
    ? [flags.path]
    : (await ask('Locale files (with {locale}; several joined by ", ")', suggested(layouts)))
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
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
    files: paths.map((path) => {
      const source = flags.source ?? layouts.find((l) => l.path === path)?.source;
      return {
        path,
        ...(source ? { source } : {}),
        ...(flags.format ? { format: flags.format as FormatId } : {}),
        ...(flags.namespace ? { namespace: flags.namespace } : {}),
      };
    }),
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
