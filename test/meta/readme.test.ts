import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
);

/** Markdown links and images that point inside the repository (no scheme, no bare anchor). */
function localLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)|<img src="([^"]+)"/g)]
    .map((m) => (m[1] ?? m[2] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('the front door and the manual', () => {
  it('keeps the README to one screen of what, how and where (under 150 lines)', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThan(150);
  });

  it.each(DOCS)('%s links only to files that exist', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const missing = localLinks(text).filter(
      (target) => !existsSync(join(ROOT, dirname(doc), target)),
    );
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s names only npm scripts that exist', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const named = [...text.matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1] ?? '');
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('lists every npm script in docs/scripts.md', () => {
    const text = readFileSync(join(ROOT, 'docs', 'scripts.md'), 'utf8');
    const unlisted = scripts.filter((name) => !text.includes(`npm run ${name}`));
    expect(unlisted, relative(ROOT, join(ROOT, 'docs', 'scripts.md'))).toEqual([]);
  });
});
