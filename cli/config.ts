import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { FORMAT_IDS } from '../lib/formats';
import { CliError } from './errors';

/**
 * `locale-lens.json`: where the service is, which project, the source language, and where the
 * locale files are. The key is never here: it comes from LOCALE_LENS_KEY.
 */
export const CONFIG_FILE = 'locale-lens.json';

const fileEntry = z
  .object({
    path: z
      .string()
      .min(1)
      .refine((p) => p.includes('{locale}'), 'path must hold {locale}'),
    /**
     * The source language's file where its path has no language in it (Android's
     * `values/strings.xml`, Angular's `messages.xlf`, a `.pot`): read and written for the source
     * language instead of `path`.
     */
    source: z
      .string()
      .min(1)
      .refine((p) => !p.includes('{locale}'), "source is the source language's file: no {locale}")
      .optional(),
    format: z.enum(FORMAT_IDS).optional(),
    namespace: z.string().min(1).optional(),
  })
  .refine((e) => !e.source?.includes('{namespace}') || e.path.includes('{namespace}'), {
    message: 'source holds {namespace}, so path must too',
    path: ['source'],
  });
export type FileEntry = z.infer<typeof fileEntry>;

export const configSchema = z.object({
  service: z.url(),
  project: z.string().min(1),
  sourceLocale: z.string().min(1),
  files: z.array(fileEntry).min(1, 'files must name at least one locale file'),
});
export type Config = z.infer<typeof configSchema>;

export interface LoadedConfig extends Config {
  /** The folder locale-lens.json is in: file paths and the base are relative to it. */
  root: string;
}

/** The nearest locale-lens.json from `cwd` upwards. */
export function findConfig(cwd: string): string {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const path = join(dir, CONFIG_FILE);
    if (existsSync(path)) return path;
    if (dirname(dir) === dir)
      throw new CliError(`no ${CONFIG_FILE} here or above; run "locale-lens init" first`);
  }
}

export function loadConfig(cwd: string): LoadedConfig {
  const path = findConfig(cwd);
  const text = readFileSync(path, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    const line = at ? `:${text.slice(0, Number(at[1])).split('\n').length}` : '';
    throw new CliError(`${path}${line}: not valid JSON`);
  }
  const parsed = configSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CliError(`${path}: ${issue.path.join('.') || 'config'}: ${issue.message}`);
  }
  return { ...parsed.data, service: parsed.data.service.replace(/\/+$/, ''), root: dirname(path) };
}
