import { readdirSync, statSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import type { FileEntry } from './config';

/**
 * The locale files a config entry names: its `path` with `{locale}` (and `{namespace}`) filled
 * in. A path without `{namespace}` is of the entry's namespace, else of the file's base name.
 */
export interface LocaleFile {
  entry: FileEntry;
  locale: string;
  namespace: string;
  /** Relative to the config's folder, with `/`. */
  path: string;
}

const SKIP = new Set(['node_modules', '.git', '.locale-lens', 'dist', 'build', '.output']);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(path: string): RegExp {
  const parts = path.split(/(\{locale\}|\{namespace\})/);
  const source = parts
    .map((p) =>
      p === '{locale}'
        ? '(?<locale>[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)'
        : p === '{namespace}'
          ? '(?<namespace>[^/]+?)'
          : escape(p),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The namespace of an entry's files that have no `{namespace}` in their path. */
export function fixedNamespace(entry: FileEntry): string {
  if (entry.namespace) return entry.namespace;
  const name = basename(entry.path, extname(entry.path));
  return name.includes('{') ? 'common' : name;
}

/** A file's path for a locale and namespace. */
export const pathFor = (entry: FileEntry, locale: string, namespace: string) =>
  entry.path.replaceAll('{locale}', locale).replaceAll('{namespace}', namespace);

function walk(root: string, dir: string, out: string[]): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(root, path, out);
    else out.push(relative(root, path).split(sep).join('/'));
  }
}

/** The fixed folder a pattern starts in (before its first placeholder). */
const startOf = (path: string) => path.slice(0, path.indexOf('{')).replace(/[^/]*$/, '');

/** The files on disk that the config's entries name, in a stable order. */
export function localeFiles(root: string, entries: readonly FileEntry[]): LocaleFile[] {
  const out: LocaleFile[] = [];
  for (const entry of entries) {
    const found: string[] = [];
    walk(root, join(root, startOf(entry.path)), found);
    const pattern = patternOf(entry.path);
    for (const path of found.sort()) {
      const m = pattern.exec(path);
      if (!m?.groups?.locale) continue;
      const namespace = m.groups.namespace ?? fixedNamespace(entry);
      out.push({ entry, locale: m.groups.locale, namespace, path });
    }
  }
  return out;
}
