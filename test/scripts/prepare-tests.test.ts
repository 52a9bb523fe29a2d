import { describe, expect, it } from 'vitest';
import {
  packagesFromEnv,
  planPreparation,
  prepareTests,
  PreparationError,
  TEST_PACKAGES,
  type System,
  type TestPackage,
} from '../../scripts/prepare-tests';

/** A machine where `installed` are present and apt-get installs what it is asked for. */
function fakeSystem(o: { root: boolean; apt?: boolean; installed: string[]; aptFails?: boolean }) {
  const installed = new Set(o.installed);
  const runs: string[] = [];
  const logs: string[] = [];
  const system: System = {
    isRoot: o.root,
    hasAptGet: o.apt ?? true,
    isInstalled: (p: TestPackage) => installed.has(p.name),
    run(command, args) {
      runs.push([command, ...args].join(' '));
      if (o.aptFails) return { ok: false, output: 'E: Unable to locate package' };
      if (args[0] === 'install')
        args.filter((a) => !a.startsWith('-')).forEach((a) => installed.add(a));
      return { ok: true, output: '' };
    },
    log: (line) => logs.push(line),
  };
  return { system, runs, logs };
}

const pkgs = (...names: string[]) => names.map((name) => ({ name }));

describe('test preparation', () => {
  it('does nothing when every package is present', () => {
    const { system, runs, logs } = fakeSystem({ root: true, installed: ['chromium'] });
    prepareTests(pkgs('chromium'), system);
    expect({ runs, logs }).toEqual({ runs: [], logs: [] });
  });

  it('as root with apt: updates, then installs only what is missing, and says so', () => {
    const { system, runs, logs } = fakeSystem({ root: true, installed: ['chromium'] });
    prepareTests(pkgs('chromium', 'apertium-eng-spa', 'postgresql'), system);
    expect(runs).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends apertium-eng-spa postgresql',
    ]);
    expect(logs).toEqual([
      'Installing apertium-eng-spa, postgresql from Debian for the tests (apt-get)',
    ]);
  });

  it('not root: stops at once with one line naming the command, running nothing', () => {
    const { system, runs } = fakeSystem({ root: false, installed: [] });
    const run = () => prepareTests(pkgs('chromium', 'no-such-package'), system);
    expect(run).toThrow(PreparationError);
    expect(run).toThrow(
      'The tests need chromium, no-such-package: run `sudo apt-get update && sudo apt-get install -y chromium no-such-package`, then run the tests again.',
    );
    expect(runs).toEqual([]);
  });

  it('the decision table, one message line in every stop', () => {
    const cases = [
      { missing: [], root: true, apt: true, kind: 'ready' },
      { missing: [], root: false, apt: false, kind: 'ready' },
      { missing: ['chromium'], root: true, apt: true, kind: 'install' },
      { missing: ['chromium'], root: false, apt: true, kind: 'stop' },
      { missing: ['chromium'], root: true, apt: false, kind: 'stop' },
      { missing: ['chromium'], root: false, apt: false, kind: 'stop' },
    ];
    for (const c of cases) {
      const plan = planPreparation(c.missing, { isRoot: c.root, hasAptGet: c.apt });
      expect(plan.kind, JSON.stringify(c)).toBe(c.kind);
      if (plan.kind === 'stop') expect(plan.message).not.toContain('\n');
    }
  });

  it('a failing apt-get stops with one line naming the command to run by hand', () => {
    const { system } = fakeSystem({ root: true, installed: [], aptFails: true });
    expect(() => prepareTests(pkgs('no-such-package'), system)).toThrow(
      '`apt-get update -qq` failed; run `apt-get update && apt-get install -y no-such-package` and look at its output.',
    );
  });

  it('TEST_EXTRA_PACKAGES adds packages to the list, one entry each', () => {
    const names = packagesFromEnv({ TEST_EXTRA_PACKAGES: 'no-such-package, postgresql' }).map(
      (p) => p.name,
    );
    expect(names).toEqual([...TEST_PACKAGES.map((p) => p.name), 'no-such-package', 'postgresql']);
  });
});
