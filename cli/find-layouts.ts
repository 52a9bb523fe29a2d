import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** A layout of locale files `init` proposes: a `files[]` entry of locale-lens.json. */
export interface Layout {
  path: string;
  /** The source language's file, where it sits at a path without the language. */
  source?: string;
  locales: string[];
}

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

/** A name ending in a language after `_`, `-` or `.` (`app_de`, `messages.de`). */
const suffixed = (name: string) => /^(.*[_.-])([a-z]{2,3}(?:[-_][A-Z]{2})?)$/.exec(name);

/**
 * The layouts one file may be of, with the language it is of there. Every folder named like a
 * language is a candidate (`web/` and `po/` are names too): layouts with one language drop out.
 */
function layoutsOf(file: string): { pattern: string; locale: string }[] {
  const parts = file.split('/');
  const ext = extname(file);
  const name = parts.at(-1)!.slice(0, -ext.length);
  const folders = parts.slice(0, -1);
  const out = folders.flatMap((locale, dir) => {
    if (!LOCALE.test(locale)) return [];
    // `locales/de/common.json`, or `i18n/de/messages.de.xlf` that names the language twice.
    const again = suffixed(name);
    const file = again?.[2] === locale ? `${again[1]}{locale}${ext}` : `{namespace}${ext}`;
    return [{ pattern: [...folders.with(dir, '{locale}'), file].join('/'), locale }];
  });
  const suffix = suffixed(name);
  if (LOCALE.test(name))
    out.push({ pattern: [...folders, `{locale}${ext}`].join('/'), locale: name });
  else if (suffix && (ext === '.arb' || suffix[1]!.endsWith('.')))
    out.push({ pattern: [...folders, `${suffix[1]}{locale}${ext}`].join('/'), locale: suffix[2]! });
  // Android's `res/values-de/strings.xml`: the file's folder is a name, `-` and a language.
  const folder = /^([a-z]+-)(.+)$/.exec(folders.at(-1) ?? '');
  if (folder && LOCALE.test(folder[2]!))
    out.push({
      pattern: [...folders.slice(0, -1), `${folder[1]}{locale}`, parts.at(-1)].join('/'),
      locale: folder[2]!,
    });
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source language's file of a layout, where it sits without the language: the path with the
 * language taken out (`values-{locale}/` → `values/`, `{locale}/messages.{locale}.xlf` →
 * `messages.xlf`) when such a file exists, or the one `.pot` beside a folder of `.po` files.
 */
function sourceOf(pattern: string, files: readonly string[]): string | undefined {
  const bare = pattern.replace(/[_.-]\{locale\}/g, '').replace(/\{locale\}\//g, '');
  if (bare !== pattern && !bare.includes('{locale}')) {
    const re = new RegExp(`^${escape(bare).replace('\\{namespace\\}', '[^/]+')}$`);
    if (files.some((f) => re.test(f))) return bare;
  }
  if (!pattern.endsWith('/{locale}.po') && pattern !== '{locale}.po') return undefined;
  const folder = pattern.slice(0, -'{locale}.po'.length);
  const templates = files.filter(
    (f) => f.startsWith(folder) && f.endsWith('.pot') && !f.slice(folder.length).includes('/'),
  );
  return templates.length === 1 ? templates[0] : undefined;
}

/**
 * Locale file layouts found under `root`, most languages first: a folder named for a language
 * (`locales/de/common.json` → `locales/{locale}/{namespace}.json`, `res/values-de/strings.xml`)
 * or a file named for one (`messages/de.json`, `app_de.arb`, `messages.de.xlf`), each with its
 * source file where that has no language in its path.
 */
export function findLayouts(root: string): Layout[] {
  const files: string[] = [];
  walk(root, root, files);
  const layouts = new Map<string, Set<string>>();
  for (const file of files) {
    for (const found of layoutsOf(file))
      layouts.set(found.pattern, (layouts.get(found.pattern) ?? new Set()).add(found.locale));
  }
  return [...layouts]
    .map(([path, locales]) => {
      const source = sourceOf(path, files);
      return { path, ...(source ? { source } : {}), locales: [...locales].sort() };
    })
    .filter((l) => l.locales.length >= 2)
    .sort((a, b) => b.locales.length - a.locales.length || a.path.localeCompare(b.path));
}
