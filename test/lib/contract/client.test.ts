import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocaleLensClient } from '../../../lib/contract/client';
import { ApiError } from '../../../lib/contract/errors';
import { DEMO_KEYS, DEMO_PASSWORD, startHarness, type Harness } from '../../server/harness';

/** The typed client against the real local service, over HTTP. */
let h: Harness;
let client: LocaleLensClient;
beforeAll(async () => {
  h = await startHarness();
  client = new LocaleLensClient({ baseUrl: h.url });
});
afterAll(() => h.close());

describe('LocaleLensClient', () => {
  it('signs in, lists projects, mints a session and reads status as that user', async () => {
    const login = await client.login({ email: 'translator@demo.test', password: DEMO_PASSWORD });
    const user = client.with({ bearer: login.access_token });
    expect((await user.profile()).email).toBe('translator@demo.test');
    const { projects } = await user.projects();
    expect(projects[0]).toMatchObject({ name: 'Acme Store', role: 'member', source_locale: 'en' });
    const session = await user.createEditorSession(projects[0]!.project_id);
    const editor = client.with({ apiKey: session.session_key });
    const workflow = await editor.editorWorkflow({ locale: 'fr' });
    expect(workflow).toMatchObject({
      user_assigned_stages: [0],
      is_pm_admin: false,
      caller_kind: 'session',
    });
    const status = await editor.targetStatus({
      locale: 'fr',
      namespace: 'common',
      keys: ['nav.home', 'no.such.key'],
    });
    expect(status.translations['no.such.key']).toBeNull();
    expect(status.translations['nav.home']).toMatchObject({ text: expect.any(String) });
  });

  it('turns refusals into typed errors with code and Retry-After', async () => {
    const bad = client.with({ apiKey: 'nope' });
    const err = await bad.targetStatus({ locale: 'de', keys: ['x'] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 401,
      type: 'authentication_error',
      code: 'INVALID_API_KEY',
    });

    const master = client.with({ apiKey: DEMO_KEYS.master });
    await h.svc.worker.pause();
    try {
      await master.fill({ locale: 'es', mode: 'copy_source' });
      const busy = await master
        .transition({ locale: 'es', namespace: 'common', key: 'nav.home', action: 'lock' })
        .catch((e: unknown) => e);
      expect(busy).toMatchObject({ status: 423, code: 'TARGET_BUSY' });
      expect((busy as ApiError).retryAfterMs).toBeGreaterThan(0);
    } finally {
      await h.svc.worker.resume();
      await h.svc.worker.idle();
    }
  });

  it('reports validation detail', async () => {
    const master = client.with({ apiKey: DEMO_KEYS.master });
    const err = await master
      .save({ locale: 'de', namespace: 'common', rows: [] })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 422, type: 'validation_error' });
    expect((err as ApiError).detail[0]?.loc).toEqual(['body', 'rows']);
  });

  it('runs a sync batch and waits for its job', async () => {
    const master = client.with({ apiKey: DEMO_KEYS.master });
    const accepted = await master.syncBatch({
      translations: [
        { key: 'en:common:client.test', value: 'Hello from the client' },
        { key: 'de:common:client.test', value: 'Hallo vom Client' },
      ],
      auto_translate: false,
    });
    const job = await master.waitForJob(accepted.job_id, { initialDelayMs: 20 });
    expect(job).toMatchObject({ status: 'completed', created: 2, rejected: [] });
  });

  it('uses ETags: the second read of unchanged translations is null (304)', async () => {
    const reader = client.with({ apiKey: DEMO_KEYS.publishable });
    const first = await reader.translations({ locale: 'de', namespace: 'checkout' });
    expect(first?.etag).toBeTruthy();
    expect(
      await reader.translations({ locale: 'de', namespace: 'checkout' }, first!.etag),
    ).toBeNull();
    const all = await reader.allTranslations({ locale: 'en' });
    expect(Object.keys(all!.body.namespaces).sort()).toEqual(['checkout', 'common']);
  });
});
