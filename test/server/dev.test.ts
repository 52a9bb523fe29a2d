import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../server/demo/seed';
import { startHarness, type Harness } from './harness';
import {
  entryOf,
  expectError,
  FREELANCER,
  MASTER,
  PM,
  save,
  statusOf,
  translations,
} from './helpers';
import { seedRows } from './seed-rows';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('dev controls (demo mode)', () => {
  it('pause keeps a fill pending and its locale busy; resume lets it run', async () => {
    expect(await h.call('POST', '/dev/jobs/pause', { key: MASTER })).toMatchObject({
      status: 200,
      body: { paused: true },
    });
    const fill = await h.call('POST', '/api/integrations/targets/fill', {
      key: MASTER,
      body: { locale: 'fr', mode: 'copy_source' },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(
      (await h.call('GET', `/api/integrations/sync/jobs/${fill.body.job_id}`, { key: MASTER })).body
        .status,
    ).toBe('pending');
    expect((await statusOf(h, MASTER, 'fr', ['x'])).body.busy).toBe(true);
    expect(await h.call('POST', '/dev/jobs/resume', { key: MASTER })).toMatchObject({
      status: 200,
      body: { paused: false },
    });
    await h.svc.worker.idle();
    expect(
      (await h.call('GET', `/api/integrations/sync/jobs/${fill.body.job_id}`, { key: MASTER })).body
        .status,
    ).toBe('completed');
  });

  it('reset brings the demo data back to its seed, ends sessions and clears pending jobs', async () => {
    const row = seedRows('es', 'delivered', 'common')[0]!;
    const session = await h.session(PM);
    const bearer = await h.login(PM);
    expect(
      (await save(h, MASTER, 'es', [{ key: row.key, text: 'Cambiado' }])).body.results[row.key].ok,
    ).toBe(true);
    const created = await h.call('POST', '/api/integration-keys', {
      bearer,
      body: { project_id: DEMO_PROJECT_ID, kind: 'master', name: 'temp' },
    });
    await h.call('POST', '/dev/jobs/pause', { key: MASTER });
    await h.call('POST', '/api/integrations/targets/fill', {
      key: MASTER,
      body: { locale: 'ja', mode: 'copy_source' },
    });

    expect(await h.call('POST', '/dev/reset', { key: MASTER })).toMatchObject({
      status: 200,
      body: { reset: true },
    });

    expect(await entryOf(h, 'es', row.key)).toMatchObject({ text: row.text, isReady: true });
    expect((await translations(h, 'es', 'common')).body.translations[row.key]).toBe(row.text);
    expect((await statusOf(h, MASTER, 'ja', ['x'])).body.busy).toBe(false);
    expect(await entryOf(h, 'ja', seedRows('ja', 'missing', 'common')[0]!.key)).toBeNull();
    expectError(await statusOf(h, session, 'es', [row.key]), 401, 'INVALID_API_KEY');
    expectError(await h.call('GET', '/auth/profile', { bearer }), 401, 'INVALID_TOKEN');
    expectError(await statusOf(h, created.body.secret, 'es', [row.key]), 401, 'INVALID_API_KEY');
    // The worker runs again and the demo users sign in as before.
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: [{ key: 'en:dev:a', value: 'A' }] },
    });
    expect(sync.status).toBe(202);
    await h.svc.worker.idle();
    expect(
      (await h.call('GET', `/api/integrations/sync/jobs/${sync.body.job_id}`, { key: MASTER })).body
        .status,
    ).toBe('completed');
    expect((await h.call('GET', '/auth/profile', { bearer: await h.login(PM) })).status).toBe(200);
  });
});

describe("another project's master key", () => {
  it('opens no dev control: only the demo project manages the demo', async () => {
    // Anyone signed in can make a project of their own and mint its master key.
    const free = await h.login(FREELANCER);
    const project = await h.call('POST', '/api/continuous/projects', {
      bearer: free,
      body: { name: 'Mine' },
    });
    const key = await h.call('POST', '/api/integration-keys', {
      bearer: free,
      body: { project_id: project.body.project_id, kind: 'master', name: 'mine' },
    });
    expect(key.status).toBe(201);
    for (const [method, path] of [
      ['GET', '/dev/mail'],
      ['POST', '/dev/jobs/pause'],
      ['POST', '/dev/reset'],
    ] as const)
      expectError(await h.call(method, path, { key: key.body.secret }), 403, 'FORBIDDEN');
    expect((await h.call('GET', '/dev/mail', { key: MASTER })).status).toBe(200);
  });
});

describe('without demo mode', () => {
  it('serves no dev controls, no demo site and no demo data', async () => {
    const plain = await startHarness({ demo: false });
    try {
      for (const path of ['/dev/jobs/pause', '/dev/jobs/resume', '/dev/reset']) {
        expectError(await plain.call('POST', path), 404, 'NOT_FOUND');
      }
      expect((await plain.call('GET', '/demo/')).status).toBe(404);
      expectError(
        await plain.call('POST', '/auth/login', {
          body: { email: PM, password: 'locale-lens-demo' },
        }),
        401,
        'INVALID_CREDENTIALS',
      );
      expectError(await statusOf(plain, MASTER, 'es', ['x']), 401, 'INVALID_API_KEY');
      expect((await plain.call('GET', '/openapi.json')).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
