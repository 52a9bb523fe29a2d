import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS } from '../../lib/contract/routes';
import { SERVED_ROUTE_IDS } from '../../server/areas';

/**
 * The repository's conventions, checked so they do not drift: imports between lib/ folders run
 * one way, every served route is in the route table, files stay small, comments point only at
 * documents inside the repository, and commit subjects stay short. (That every message type has
 * its handler, and no handler lacks a type, is checked beside each handler map: the router's and
 * the content script's tests.)
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', '.git', '.output', '.wxt', '.data', 'fixtures']);

function files(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path, pattern));
    else if (pattern.test(name)) out.push(path);
  }
  return out;
}
const rel = (path: string) => relative(ROOT, path).split(sep).join('/');
const SOURCE = /\.(ts|tsx|js|mjs|html|css)$/;
const sources = ['lib', 'server', 'cli', 'components', 'entrypoints', 'bench', 'scripts', 'test']
  .filter((d) => existsSync(join(ROOT, d)))
  .flatMap((d) => files(join(ROOT, d), SOURCE));

/**
 * lib/ folders from the outermost to the innermost: a folder may import only folders after it.
 * The content script's path runs page → key-state → workflow → contract; nothing inner knows the
 * extension's pages, the background or the browser.
 */
const LIB_LAYERS = [
  'panel',
  'readiness',
  'background',
  'page',
  'messaging',
  'key-state',
  'workflow',
  'quality',
  'placeholders',
  'scoring',
  'i18n-keys',
  'formats',
  'contract',
  'ui-text',
  'ui-style',
];

/**
 * server/ from the outermost to the innermost: a folder (or top file) may import only those after
 * it, type imports too. The top files start (main), wire (service) and route (app) the service;
 * areas answer the interface, with the demo's seed beside them; http authenticates and validates;
 * service-deps is the bag of dependencies every handler receives; jobs run work the areas queue,
 * webhooks and mail reach out, the sandbox and model jobs run engines on users' input; live
 * streams row changes; security guards sign-ins and secrets; store holds every query (the demo's
 * seed and db's migrations apart); errors are the contract's refusals, which every layer may throw.
 */
const SERVER_LAYERS = [
  'main.ts',
  'service.ts',
  'app.ts',
  'areas',
  'demo',
  'http',
  'service-deps.ts',
  'jobs',
  'webhooks',
  'mail',
  'sandbox',
  'model-jobs',
  'engines',
  'live',
  'security',
  'store',
  'db',
  'errors.ts',
];

/** Every import between server/ layers, `import type` and `export … from` included. */
function serverImports(): { from: string; to: string; file: string }[] {
  const edges: { from: string; to: string; file: string }[] = [];
  for (const file of files(join(ROOT, 'server'), /\.(ts|tsx)$/)) {
    const from = rel(file).split('/')[1]!;
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import\(?)\s*'(\.[^']+)'/g)) {
      const target = rel(resolve(dirname(file), m[1]!)).split('/');
      const top = target.length === 2 && !existsSync(join(ROOT, 'server', target[1]!));
      const to = top ? `${target[1]}.ts` : target[1]!;
      if (target[0] === 'server' && to !== from) edges.push({ from, to, file: rel(file) });
    }
  }
  return edges;
}

function libImports(): { from: string; to: string; file: string }[] {
  const edges: { from: string; to: string; file: string }[] = [];
  for (const file of files(join(ROOT, 'lib'), /\.(ts|tsx)$/)) {
    const from = rel(file).split('/')[1]!;
    for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = rel(resolve(dirname(file), m[1]!)).split('/');
      if (target[0] === 'lib' && target[1] !== from)
        edges.push({ from, to: target[1]!, file: rel(file) });
    }
  }
  return edges;
}

describe('conventions', () => {
  it('every lib/ folder has a place in the layer order', () => {
    const folders = readdirSync(join(ROOT, 'lib')).filter((n) =>
      statSync(join(ROOT, 'lib', n)).isDirectory(),
    );
    expect(folders.filter((f) => !LIB_LAYERS.includes(f))).toEqual([]);
  });

  it('lib/ folders import only inner folders (no cycles between folders)', () => {
    const wrong = libImports()
      .filter((e) => LIB_LAYERS.indexOf(e.to) <= LIB_LAYERS.indexOf(e.from))
      .map((e) => `${e.file} imports lib/${e.to}`);
    expect(wrong).toEqual([]);
  });

  it('lib/panel imports nothing of lib/background (what both use lives in lib/messaging)', () => {
    const wrong = libImports()
      .filter((e) => e.from === 'panel' && e.to === 'background')
      .map((e) => e.file);
    expect(wrong).toEqual([]);
  });

  it('every server/ folder and top file has a place in the layer order', () => {
    const names = readdirSync(join(ROOT, 'server')).filter((n) => !n.endsWith('.md'));
    expect(names.filter((n) => !SERVER_LAYERS.includes(n))).toEqual([]);
  });

  it('server/ layers import only inner layers (no cycles between layers)', () => {
    const wrong = serverImports()
      .filter((e) => SERVER_LAYERS.indexOf(e.to) <= SERVER_LAYERS.indexOf(e.from))
      .map((e) => `${e.file} imports server/${e.to}`);
    expect(wrong).toEqual([]);
  });

  it('writes SQL only in server/store (db/ for migrations, demo/ for the seed)', () => {
    const sql = /\b(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM)\b/;
    const outside = files(join(ROOT, 'server'), /\.ts$/)
      .map(rel)
      .filter((f) => !/^server\/(store|db|demo)\//.test(f))
      .filter((f) => sql.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(outside).toEqual([]);
  });

  it('no source file passes 300 lines', () => {
    // Long by nature, not logic: the demo's seed content and the demo shop's stylesheet.
    const allowed = new Set(['server/demo/seed-data.ts', 'server/demo/site/shop.css']);
    const long = sources
      .filter((f) => !allowed.has(rel(f)))
      .map((f) => [rel(f), readFileSync(f, 'utf8').trimEnd().split('\n').length] as const)
      .filter(([, lines]) => lines > 300)
      .map(([f, lines]) => `${f}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('no comment or document cites material outside the repository', () => {
    const cite =
      /(?:contract\s*§|§\s*\d|\bissue \d+\b|\.\.\/shared\/|shared\/spec|contract\.md|conventions\.md|house-review)/i;
    const docs = [
      join(ROOT, 'README.md'),
      join(ROOT, 'CONTRIBUTING.md'),
      ...files(join(ROOT, 'docs'), /\.md$/),
    ];
    const found = [...sources.filter((f) => !f.endsWith('conventions.test.ts')), ...docs].flatMap(
      (f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (cite.test(line) ? [`${rel(f)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('serves no route outside the table (every other route of the table answers 501)', () => {
    expect([...SERVED_ROUTE_IDS].filter((id) => !ROUTE_IDS.includes(id))).toEqual([]);
  });

  it('keeps commit subjects under 72 characters on the main line since this check began', () => {
    if (!existsSync(join(ROOT, '.git'))) return;
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    const since = git(
      'log',
      '--diff-filter=A',
      '--format=%H',
      '--',
      'test/meta/conventions.test.ts',
    )
      .split('\n')
      .pop();
    if (!since) return;
    const long = git('log', '--first-parent', '--format=%s', `${since}^..HEAD`)
      .split('\n')
      .filter((subject) => subject.length >= 72);
    expect(long).toEqual([]);
  });
});
