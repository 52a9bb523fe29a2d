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

const GROUPS: Record<string, string> = {
  '{locale}': '(?<locale>[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)',
  '{namespace}': '(?<namespace>[^/]+?)',
};

/** A path's pattern; a placeholder named twice (`{locale}/messages.{locale}.xlf`) is one value. */
function patternOf(path: string): RegExp {
  const seen = new Set<string>();
  const source = path
    .split(/(\{locale\}|\{namespace\})/)
    .map((p) => {
      if (!GROUPS[p]) return escape(p);
      if (seen.has(p)) return `\\k<${p.slice(1, -1)}>`;
      seen.add(p);
      return GROUPS[p];
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The namespace of an entry's files that have no `{namespace}` in their path. */
export function fixedNamespace(entry: FileEntry): string {
  if (entry.namespace) return entry.namespace;
  const name = basename(entry.path, extname(entry.path));
  return name.includes('{') ? 'common' : name;
}

/** The path pattern of an entry's files of a locale: its `source` for the source language. */
const patternFor = (entry: FileEntry, locale: string, sourceLocale: string) =>
  entry.source && locale === sourceLocale ? entry.source : entry.path;

/** A file's path for a locale and namespace. */
export const pathFor = (
  entry: FileEntry,
  locale: string,
  namespace: string,
  sourceLocale: string,
) =>
  patternFor(entry, locale, sourceLocale)
    .replaceAll('{locale}', locale)
    .replaceAll('{namespace}', namespace);

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
const startOf = (path: string) =>
  (path.includes('{') ? path.slice(0, path.indexOf('{')) : path).replace(/[^/]*$/, '');

/** The files on disk that match a path pattern, with the locale and namespace they are of. */
function matching(root: string, path: string) {
  const found: string[] = [];
  walk(root, join(root, startOf(path)), found);
  const pattern = patternOf(path);
  return found.sort().flatMap((file) => {
    const m = pattern.exec(file);
    return m ? [{ path: file, locale: m.groups?.locale, namespace: m.groups?.namespace }] : [];
  });
}

/**
 * The files on disk that the config's entries name, in a stable order. An entry with a `source`
 * takes the source language's file from there only.
 */
export function localeFiles(
  root: string,
  entries: readonly FileEntry[],
  sourceLocale: string,
): LocaleFile[] {
  const out: LocaleFile[] = [];
  for (const entry of entries) {
    const of = (f: { path: string; namespace?: string }, locale: string) =>
      out.push({ entry, locale, namespace: f.namespace ?? fixedNamespace(entry), path: f.path });
    if (entry.source) for (const f of matching(root, entry.source)) of(f, sourceLocale);
    for (const f of matching(root, entry.path))
      if (f.locale && !(entry.source && f.locale === sourceLocale)) of(f, f.locale);
  }
  return out;
}
