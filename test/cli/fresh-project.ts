import { cpSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startHarness, type Harness } from '../server/harness';

/** A password the service's policy accepts. */
const PASSWORD = 'Tangerine-Harbor-Violet-93';
const OWNER = 'owner@app.test';

export interface EmptyService {
  h: Harness;
  owner: string;
}

/** A service without the demo, its owner signed in, for the tests of one file. */
export function useEmptyService(): EmptyService {
  const s = {} as EmptyService;
  beforeAll(async () => {
    s.h = await startHarness({
      demo: false,
      service: { owner: { email: OWNER, password: PASSWORD, name: 'Owner' } },
    });
    s.owner = await s.h.login(OWNER, PASSWORD);
  });
  afterAll(() => s.h?.close());
  return s;
}

/** A new project translating en into `targets`, and a master key of it. */
export async function freshProject(s: EmptyService, name: string, targets: string[]) {
  const created = await s.h.call('POST', '/api/continuous/projects', {
    bearer: s.owner,
    body: { name, target_locales: targets },
  });
  expect(created.status).toBe(201);
  const project = created.body.project_id as string;
  const key = await s.h.call('POST', '/api/integration-keys', {
    bearer: s.owner,
    body: { project_id: project, kind: 'master', name: 'cli' },
  });
  expect(key.status).toBe(201);
  return { project, key: key.body.secret as string };
}

/** Every file under `dir`, relative to it with `/`, sorted. */
export function filesUnder(dir: string, from = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, from, out);
    else out.push(relative(from, path).split(sep).join('/'));
  }
  return out.sort();
}

/** A new temporary folder (a copy of `from`, if given) with a `locale-lens.json` written in it. */
export function copyWithConfig(from: string | null, config: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'locale-lens-real-'));
  if (from) cpSync(from, dir, { recursive: true });
  writeFileSync(join(dir, 'locale-lens.json'), `${JSON.stringify(config, null, 2)}\n`);
  return dir;
}
