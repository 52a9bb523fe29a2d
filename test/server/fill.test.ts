import { describe, expect, it } from 'vitest';
import { syncJob } from '../../lib/contract/sync';
import {
  entriesOf,
  expectError,
  expectValidation,
  MASTER,
  PUBLISHABLE,
  statusOf,
  translations,
  waitForJob,
  useDemoService,
  useDemoSessions,
} from './helpers';
import { seedRows, type RowKind, type SeedRow } from './seed-rows';

const h = useDemoService();
const sessions = useDemoSessions(h);

const fill = (key: string, body: unknown) =>
  h.call('POST', '/api/integrations/targets/fill', { key, body });

describe('POST /api/integrations/targets/fill (copy_source)', () => {
  const rowsOf = (locale: 'es' | 'fr', kinds: RowKind[], namespace?: string) =>
    kinds.flatMap((k) => seedRows(locale, k, namespace));
  const id = (r: SeedRow) => `${r.namespace}:${r.key}`;

  it('fills only empty and missing rows of the namespace as machine_translated copies, and never overwrites', async () => {
    const holes = rowsOf('es', ['empty', 'missing'], 'common');
    const kept = rowsOf(
      'es',
      ['mt', 'draft', 'review', 'delivered', 'locked', 'not_translatable'],
      'common',
    );
    const elsewhere = rowsOf('es', ['empty', 'missing'], 'checkout');
    expect(holes.length).toBeGreaterThan(1);
    expect(elsewhere.length).toBeGreaterThan(0);
    const before = await entriesOf(h, MASTER, 'es', [...kept, ...elsewhere]);

    const res = await fill(MASTER, { locale: 'es', mode: 'copy_source', namespace: 'common' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ job_id: expect.any(String), status: 'pending' });

    const job = syncJob.parse(await waitForJob(h, res.body.job_id));
    const missing = seedRows('es', 'missing', 'common').length;
    expect(job).toMatchObject({
      job_id: res.body.job_id,
      kind: 'fill',
      status: 'completed',
      total_keys: holes.length,
      processed_keys: holes.length,
      created: missing,
      updated: holes.length - missing,
      rejected: [],
      error: null,
    });
    expect(job.finished_at).toBeGreaterThanOrEqual(job.created_at);

    const after = await entriesOf(h, MASTER, 'es', [...holes, ...kept, ...elsewhere]);
    for (const r of holes) {
      expect(after[id(r)]).toMatchObject({
        text: r.source,
        rowState: 'machine_translated',
        stageIndex: 0,
        isReady: false,
        isDelivered: false,
        confirmedBy: null,
      });
    }
    // Rows with text, and other namespaces, are left exactly as they were.
    for (const r of [...kept, ...elsewhere])
      expect({ row: id(r), entry: after[id(r)] }).toEqual({ row: id(r), entry: before[id(r)] });
    // Nothing filled is delivered.
    const served = (await translations(h, 'es', 'common')).body.translations;
    for (const r of holes) expect(served[r.key]).toBeUndefined();
  });

  it('without a namespace fills every namespace; a second run finds nothing to do', async () => {
    const holes = rowsOf('es', ['empty', 'missing'], 'checkout');
    const res = await fill(sessions.pm, { locale: 'es', mode: 'copy_source' });
    expect(res.status).toBe(202);
    // Polling a job needs the master key, even for the session that started it.
    expectError(
      await h.call('GET', `/api/integrations/sync/jobs/${res.body.job_id}`, { key: sessions.pm }),
      403,
      'FORBIDDEN',
    );
    const job = await waitForJob(h, res.body.job_id);
    expect(job).toMatchObject({
      kind: 'fill',
      status: 'completed',
      total_keys: holes.length,
      created: seedRows('es', 'missing', 'checkout').length,
    });
    const after = await entriesOf(h, MASTER, 'es', holes);
    for (const r of holes)
      expect(after[id(r)]).toMatchObject({ text: r.source, rowState: 'machine_translated' });

    const again = await fill(MASTER, { locale: 'es', mode: 'copy_source' });
    expect(await waitForJob(h, again.body.job_id)).toMatchObject({
      status: 'completed',
      total_keys: 0,
      created: 0,
      updated: 0,
    });
  });

  it('keeps the locale busy while pending: a second fill answers 423 TARGET_BUSY with Retry-After', async () => {
    const hole = seedRows('fr', 'empty')[0]!;
    await h.svc.worker.pause();
    let jobId = '';
    try {
      const first = await fill(MASTER, { locale: 'fr', mode: 'copy_source' });
      expect(first.status).toBe(202);
      jobId = first.body.job_id;
      expect(
        (await h.call('GET', `/api/integrations/sync/jobs/${jobId}`, { key: MASTER })).body.status,
      ).toBe('pending');
      expect(
        (await statusOf(h, sessions.translator, 'fr', [hole.key], hole.namespace)).body.busy,
      ).toBe(true);
      const second = await fill(sessions.pm, {
        locale: 'fr',
        mode: 'copy_source',
        namespace: 'checkout',
      });
      expectError(second, 423, 'TARGET_BUSY', 'locked');
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another locale can be filled meanwhile.
      expect((await fill(MASTER, { locale: 'ja', mode: 'copy_source' })).status).toBe(202);
    } finally {
      await h.svc.worker.resume();
    }
    expect((await waitForJob(h, jobId)).status).toBe('completed');
    await h.svc.worker.idle();
    expect(
      (await statusOf(h, sessions.translator, 'fr', [hole.key], hole.namespace)).body,
    ).toMatchObject({
      busy: false,
      translations: { [hole.key]: { text: hole.source, rowState: 'machine_translated' } },
    });
  });

  it('machine_translation into a language no engine reaches answers 422 saying what would', async () => {
    const detail = expectValidation(
      await fill(MASTER, { locale: 'de', mode: 'machine_translation' }),
    );
    expect(detail[0]).toMatchObject({ loc: ['body', 'mode'], type: 'engine_unavailable' });
    expect(detail[0]!.msg).toMatch(
      /^No machine translation engine translates en → de here; Debian has no Apertium pair for en→de: configure a remote engine/,
    );
    expect((await statusOf(h, MASTER, 'de', ['nav.home'])).body.busy).toBe(false);
  });

  it('is for project managers: translator and reviewer sessions get 403, a publishable key READ_ONLY_KEY', async () => {
    expectError(
      await fill(sessions.translator, { locale: 'de', mode: 'copy_source' }),
      403,
      'FORBIDDEN',
      'permission_error',
    );
    expectError(
      await fill(sessions.reviewer, { locale: 'de', mode: 'copy_source' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await fill(PUBLISHABLE, { locale: 'de', mode: 'copy_source' }),
      403,
      'READ_ONLY_KEY',
    );
    const hole = seedRows('de', 'empty')[0]!;
    expect((await statusOf(h, MASTER, 'de', [hole.key], hole.namespace)).body).toMatchObject({
      busy: false,
      translations: { [hole.key]: { text: '' } },
    });
  });

  it('refuses an archived locale (403 ARCHIVED), an unknown one (404), bad bodies (422) and no key (401)', async () => {
    expectError(await fill(MASTER, { locale: 'it', mode: 'copy_source' }), 403, 'ARCHIVED');
    expectError(await fill(sessions.pm, { locale: 'it', mode: 'copy_source' }), 403, 'ARCHIVED');
    expectError(await fill(MASTER, { locale: 'xx', mode: 'copy_source' }), 404, 'LOCALE_NOT_FOUND');
    expect(expectValidation(await fill(MASTER, { locale: 'de', mode: 'guess' }))[0]!.loc).toEqual([
      'body',
      'mode',
    ]);
    expect(expectValidation(await fill(MASTER, { mode: 'copy_source' }))[0]!.loc).toEqual([
      'body',
      'locale',
    ]);
    expectError(
      await h.call('POST', '/api/integrations/targets/fill', {
        body: { locale: 'de', mode: 'copy_source' },
      }),
      401,
      'MISSING_API_KEY',
    );
  });
});
