import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Commit subjects on the main line read `area: change`, the area one of a fixed list, so that
 * `git log --oneline` sorts itself by the part of the product a change touched. The rule holds
 * from the commit that added this file; older subjects keep their free form.
 */
export const COMMIT_AREAS = [
  'lens', // the content script: detection, overlay, page inspection
  'panel', // the side panel (Chrome) and sidebar (Firefox)
  'background', // the extension's service worker: messages, credentials, outbox
  'options', // the options page: account, team, files, integrations
  'service', // server/: routes, store, jobs, engines
  'cli', // the command line
  'readiness', // the site crawler and its reports
  'house', // structure, conventions, build, dependencies
  'tests', // test harnesses and tests alone
  'bench', // benchmarks
  'docs', // README, CONTRIBUTING, docs/
] as const;

const SUBJECT = new RegExp(`^(${COMMIT_AREAS.join('|')}): \\S`);

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The main line's subjects since this file was added, the adding commit included. */
function subjectsSinceRule(): string[] {
  if (!existsSync(join(ROOT, '.git'))) return [];
  const since = git(
    'log',
    '--diff-filter=A',
    '--format=%H',
    '--',
    'test/meta/commit-subjects.test.ts',
  )
    .split('\n')
    .pop();
  if (!since) return [];
  return git('log', '--first-parent', '--format=%s', `${since}^..HEAD`).split('\n');
}

describe('commit subjects', () => {
  it.each([
    ['panel: an open row stays open when the service drops', true],
    ['service: no SQL outside store/', true],
    ['Panel: capitalised area', false],
    ['ui: an area not in the list', false],
    ['panel:no space after the colon', false],
    ['An open row stays open when the service drops', false],
  ])('%s reads as area: change → %s', (subject, ok) => {
    expect(SUBJECT.test(subject)).toBe(ok);
  });

  it('read `area: change` on the main line since the rule began', () => {
    expect(subjectsSinceRule().filter((s) => !SUBJECT.test(s))).toEqual([]);
  });
});
