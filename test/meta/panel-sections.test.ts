import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The shape of the extension's pages (docs/architecture.md): the side panel is one folder per
 * section under components/panel/, each with its views and hooks; only the shell wires sections
 * together; what several sections share is in lib/panel/ or components/panel/common/; the options
 * page's views are in components/options/; what both pages show is in components/common/.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const rel = (path: string) => relative(ROOT, path).split(sep).join('/');

const SECTIONS = [
  'shell',
  'account',
  'key-list',
  'editor',
  'review',
  'suggestions',
  'row-context',
  'offers',
  'readiness',
  'page-inspect',
  'images',
];
/** Used by the side panel's entry point alone: how the panel reaches the browser. */
const ENTRY_ONLY = new Set(['lib/panel/runtime-transport.ts', 'lib/panel/tab-binding.ts']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [rel(path)] : [];
  });
}

/** The repository files a source file imports (relative imports only), without extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:from|import) '(\.[^']+)'/g)].map((m) =>
    rel(resolve(ROOT, dirname(file), m[1]!)),
  );
}

/** Where a file lives: `panel/<section>`, `panel/common`, `options`, `common`, `lib/panel`. */
function placeOf(path: string): string | null {
  const [top, second, third] = path.split('/');
  if (top === 'components' && second === 'panel') return third ? `panel/${third}` : 'panel';
  if (top === 'components') return second === 'options' || second === 'common' ? second : null;
  if (top === 'lib' && second === 'panel') return 'lib/panel';
  if (top === 'entrypoints') return `entrypoints/${second}`;
  return null;
}

const sources = [...files(join(ROOT, 'components')), ...files(join(ROOT, 'entrypoints'))];
const edges = sources.flatMap((file) =>
  importsOf(file).map((to) => ({ file, from: placeOf(file), to: placeOf(to), target: to })),
);
const wrong = (allowed: (from: string, to: string) => boolean) =>
  edges
    .filter((e) => e.from && e.to && e.from !== e.to && !allowed(e.from, e.to))
    .map((e) => `${e.file} imports ${e.target}`);

describe('the side panel by section', () => {
  it('keeps every panel file in a known section folder', () => {
    const known = new Set([...SECTIONS.map((s) => `panel/${s}`), 'panel/common']);
    const loose = files(join(ROOT, 'components/panel')).filter((f) => !known.has(placeOf(f) ?? ''));
    expect(loose).toEqual([]);
  });

  it('lets no section but the shell import another section', () => {
    const other = (from: string, to: string) =>
      from.startsWith('panel/') && to.startsWith('panel/') && to !== 'panel/common';
    expect(wrong((from, to) => !other(from, to) || from === 'panel/shell')).toEqual([]);
  });

  it('keeps the views several sections share free of every section', () => {
    expect(wrong((from, to) => from !== 'panel/common' || !to.startsWith('panel/'))).toEqual([]);
  });

  it('keeps the options page and the side panel apart', () => {
    const page = (place: string) => place.split('/')[0];
    const apart = (from: string, to: string) =>
      !(page(from) === 'options' && page(to) === 'panel') &&
      !(page(from) === 'panel' && to === 'options') &&
      !(from === 'common' && (page(to) === 'panel' || to === 'options'));
    expect(wrong(apart)).toEqual([]);
  });

  it('keeps in lib/panel only what several sections or both pages use', () => {
    const users = new Map<string, Set<string>>();
    const libFiles = files(join(ROOT, 'lib/panel'));
    const libEdges = libFiles.flatMap((file) => importsOf(file).map((to) => ({ file, to })));
    for (const e of edges)
      if (e.to === 'lib/panel' && e.from) {
        const key = e.target.replace(/\.tsx?$/, '');
        users.set(key, (users.get(key) ?? new Set()).add(e.from));
      }
    // A module a shared module imports is used by all of that module's users; repeat to a fixpoint.
    for (let changed = true; changed;) {
      changed = false;
      for (const { file, to } of libEdges) {
        const from = users.get(file.replace(/\.tsx?$/, '')) ?? new Set<string>();
        const into = users.get(to) ?? new Set<string>();
        const size = into.size;
        for (const u of from) into.add(u);
        users.set(to, into);
        if (into.size !== size) changed = true;
      }
    }
    const single = libFiles
      .filter((f) => !ENTRY_ONLY.has(f))
      .map((f) => [f, [...(users.get(f.replace(/\.tsx?$/, '')) ?? [])]] as const)
      .filter(([, by]) => by.length < 2)
      .map(([f, by]) => `${f}: used by ${by.join(', ') || 'nothing'}`);
    expect(single).toEqual([]);
  });
});
