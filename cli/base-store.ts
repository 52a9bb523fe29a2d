import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliError } from './errors';

/**
 * The base: per locale and namespace, the service's texts when the files were last pulled or
 * pushed, kept beside the config in `.locale-lens/base/<locale>/<namespace>.json`. A push compares
 * the service's texts with it, so a conflict is a text someone really changed in the service.
 * Commit it with the locale files, so everyone on the team pushes from the same base.
 */
export const BASE_DIR = '.locale-lens/base';

const fileOf = (root: string, locale: string, namespace: string) =>
  join(root, BASE_DIR, encodeURIComponent(locale), `${encodeURIComponent(namespace)}.json`);

/** The base of a locale and namespace, or null when it was never pulled or pushed. */
export function readBase(
  root: string,
  locale: string,
  namespace: string,
): Map<string, string> | null {
  const path = fileOf(root, locale, namespace);
  if (!existsSync(path)) return null;
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    return new Map(
      Object.entries(json).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    throw new CliError(`${path}: not valid JSON; delete it to start this file's base afresh`);
  }
}

export function writeBase(
  root: string,
  locale: string,
  namespace: string,
  base: ReadonlyMap<string, string>,
): void {
  const path = fileOf(root, locale, namespace);
  mkdirSync(dirname(path), { recursive: true });
  const sorted = Object.create(null) as Record<string, string>;
  for (const key of [...base.keys()].sort()) sorted[key] = base.get(key)!;
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
