import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { syncBatchAccepted, syncJob } from '../../lib/contract/sync';
import { startHarness } from './harness';
import {
  entriesOf,
  entryOf,
  expectBatchValidation,
  expectError,
  MASTER,
  PM,
  PUBLISHABLE,
  translations,
  waitForJob,
  useDemoService,
} from './helpers';
import { seedRows } from './seed-rows';

const h = useDemoService();

const batch = (body: unknown, key: string = MASTER) =>
  h.call('POST', '/api/integrations/sync/batch', { key, body });
const items = (pairs: Record<string, string>) => ({
  translations: Object.entries(pairs).map(([key, value]) => ({ key, value })),
});

describe('POST /api/integrations/sync/batch', () => {
  it('queues a job (202) whose poll reports created, updated, unchanged and rejected', async () => {
    const [draft, same] = seedRows('es', 'draft', 'common');
    const [src, srcSame] = seedRows('es', 'delivered', 'common');
    const body = items({
      // Source values first in meaning, not in order: the new keys' targets come in the same batch.
      'es:marketing:hero.title': 'Rebajas de primavera',
      'en:marketing:hero.title': 'Spring sale',
      'en:checkout:errors.card:expired': 'Your card has expired.',
      'fr:checkout:errors.card:expired': 'Votre carte a expiré.',
      [`en:common:${src!.key}`]: `${src!.source} (new)`,
      [`en:common:${srcSame!.key}`]: srcSame!.source,
      [`es:common:${draft!.key}`]: 'Texto sincronizado',
      [`es:common:${same!.key}`]: same!.text!,
      'it:common:nav.home': 'Casa',
      'pt:common:nav.home': 'Início',
      'es:common:no.source.yet': 'Nada',
    });
    const res = await batch(body);
    expect(res.status).toBe(202);
    expect(syncBatchAccepted.parse(res.body)).toMatchObject({
      status: 'pending',
      total_keys: 11,
      message: expect.any(String),
    });

    const job = syncJob.parse(await waitForJob(h, res.body.job_id));
    expect(job).toMatchObject({
      kind: 'sync',
      status: 'completed',
      total_keys: 11,
      processed_keys: 11,
      created: 4,
      updated: 2,
      unchanged: 2,
      error: null,
    });
    expect(job.finished_at).toEqual(expect.any(Number));
    expect(job.rejected.map((r) => [r.key, r.code])).toEqual(
      expect.arrayContaining([
        ['it:common:nav.home', 'ARCHIVED'],
        ['pt:common:nav.home', 'LOCALE_NOT_FOUND'],
        ['es:common:no.source.yet', 'KEY_NOT_FOUND'],
      ]),
    );
    expect(job.rejected).toHaveLength(3);

    // Source values create and update source keys (served for the source locale).
    expect((await translations(h, 'en', 'marketing')).body.translations).toEqual({
      'hero.title': 'Spring sale',
    });
    expect((await translations(h, 'en', 'common')).body.translations[src!.key]).toBe(
      `${src!.source} (new)`,
    );
    // Target values create or update target rows: edited, unconfirmed, not approved.
    expect(await entryOf(h, 'es', 'hero.title', 'marketing')).toMatchObject({
      text: 'Rebajas de primavera',
      rowState: 'edited',
      stageIndex: 0,
    });
    expect(await entryOf(h, 'fr', 'errors.card:expired', 'checkout')).toMatchObject({
      text: 'Votre carte a expiré.',
    });
    expect(await entryOf(h, 'es', draft!.key)).toMatchObject({
      text: 'Texto sincronizado',
      rowState: 'edited',
      confirmedBy: null,
      isReady: false,
    });
  });

  it('answers 400 validation_error with detail for a bad composite key, naming the item', async () => {
    for (const bad of [
      'no-colons-at-all',
      'es:common:',
      'e$:common:k',
      'es::k',
      'es:common: padded ',
    ]) {
      const err = expectBatchValidation(
        await batch(items({ 'es:common:nav.home': 'ok', [bad]: 'x' })),
      );
      expect(err.detail[0]).toMatchObject({ loc: ['body', 'translations', 1, 'key'], input: bad });
      expect(err.message).toMatch(/composite key/i);
    }
    const dup = expectBatchValidation(
      await batch({
        translations: [
          { key: 'es:common:a', value: '1' },
          { key: 'es:common:a', value: '2' },
        ],
      }),
    );
    expect(dup.detail[0]!.loc).toEqual(['body', 'translations', 1, 'key']);
  });

  it('answers 400 for bad batch data: no items, over 10,000 items, a value over 64 KiB', async () => {
    expectBatchValidation(await batch({}));
    expect(expectBatchValidation(await batch({ translations: [] })).message).toMatch(
      /at least one/,
    );
    const many = Array.from({ length: 10_001 }, (_, i) => ({ key: `en:bulk:k${i}`, value: 'v' }));
    const over = expectBatchValidation(await batch({ translations: many }));
    expect(over.message).toContain('10000');
    expect(
      expectBatchValidation(await batch(items({ 'en:big:value': 'x'.repeat(64 * 1024 + 1) })))
        .message,
    ).toContain('65536');
    // The limit is in bytes: 21,846 three-byte characters are over it.
    expectBatchValidation(await batch(items({ 'en:big:value': '€'.repeat(21_846) })));
    expectBatchValidation(await batch({ translations: [{ key: 'en:common:a', value: 42 }] }));
    expectBatchValidation(await batch('{"translations": ['));
  });

  it('accepts exactly 64 KiB and exactly 10,000 items, and processes the batch', async () => {
    const big = await batch(items({ 'en:big:value': 'x'.repeat(64 * 1024) }));
    expect(big.status).toBe(202);
    await waitForJob(h, big.body.job_id);
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      key: `en:bulk:k${i}`,
      value: `value ${i}`,
    }));
    const res = await batch({ translations: many });
    expect(res.status).toBe(202);
    expect(res.body.total_keys).toBe(10_000);
    expect(await waitForJob(h, res.body.job_id)).toMatchObject({
      status: 'completed',
      processed_keys: 10_000,
      created: 10_000,
    });
    expect(Object.keys((await translations(h, 'en', 'bulk')).body.translations)).toHaveLength(
      10_000,
    );
    // Without fresh statistics PostgreSQL plans lookups in the new rows as scans, and status
    // reads took seconds each until autovacuum came by.
    if (h.svc.db.engine === 'postgres')
      expect(
        await h.svc.db
          .prepare("SELECT last_analyze FROM pg_stat_user_tables WHERE relname = 'source_keys'")
          .get(),
      ).toMatchObject({ last_analyze: expect.any(Date) });
  });

  it('answers 401 for a missing or unknown key, 403 for a publishable key or an editor session', async () => {
    const body = items({ 'en:common:nav.home': 'Home' });
    expectError(
      await h.call('POST', '/api/integrations/sync/batch', { body }),
      401,
      'MISSING_API_KEY',
      'authentication_error',
    );
    expectError(await batch(body, 'lr_wrong'), 401, 'INVALID_API_KEY', 'authentication_error');
    expectError(await batch(body, PUBLISHABLE), 403, 'READ_ONLY_KEY', 'permission_error');
    expectError(await batch(body, await h.session(PM)), 403, 'FORBIDDEN', 'permission_error');
  });

  it('answers 404 JOB_IN_PROGRESS while a job of the project is pending, and accepts again once it ends', async () => {
    await h.svc.worker.pause();
    let first = '';
    try {
      const res = await batch(items({ 'en:queue:one': 'One' }));
      expect(res.status).toBe(202);
      first = res.body.job_id;
      expectError(
        await batch(items({ 'en:queue:two': 'Two' })),
        404,
        'JOB_IN_PROGRESS',
        'not_found',
      );
      expect(
        (await h.call('GET', `/api/integrations/sync/jobs/${first}`, { key: MASTER })).body,
      ).toMatchObject({ status: 'pending', processed_keys: 0 });
    } finally {
      await h.svc.worker.resume();
    }
    expect((await waitForJob(h, first)).status).toBe('completed');
    const again = await batch(items({ 'en:queue:two': 'Two' }));
    expect(again.status).toBe(202);
    await waitForJob(h, again.body.job_id);

    // A pending fill is a job of the project too.
    await h.svc.worker.pause();
    try {
      expect(
        (
          await h.call('POST', '/api/integrations/targets/fill', {
            key: MASTER,
            body: { locale: 'fr', mode: 'copy_source' },
          })
        ).status,
      ).toBe(202);
      expectError(await batch(items({ 'en:queue:three': 'Three' })), 404, 'JOB_IN_PROGRESS');
    } finally {
      await h.svc.worker.resume();
    }
    await h.svc.worker.idle();
  });
});

describe('GET /api/integrations/sync/jobs/{job_id}', () => {
  it('answers 404 for an unknown job, 403 for a publishable key and 401 without a key', async () => {
    expectError(
      await h.call('GET', '/api/integrations/sync/jobs/0196a1b2-0000-7000-8000-000000000000', {
        key: MASTER,
      }),
      404,
      'NOT_FOUND',
    );
    const res = await batch(items({ 'en:poll:one': 'One' }));
    expectError(
      await h.call('GET', `/api/integrations/sync/jobs/${res.body.job_id}`, { key: PUBLISHABLE }),
      403,
      'READ_ONLY_KEY',
    );
    expectError(
      await h.call('GET', `/api/integrations/sync/jobs/${res.body.job_id}`),
      401,
      'MISSING_API_KEY',
    );
    await waitForJob(h, res.body.job_id);
  });
});

describe('durable queue', () => {
  it('a job queued while jobs are paused survives a restart, stays paused, and completes on resume', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-durable-'));
    try {
      const first = await startHarness({ dataDir });
      await first.svc.worker.pause();
      const target = seedRows('es', 'draft')[0]!;
      const res = await first.call('POST', '/api/integrations/sync/batch', {
        key: MASTER,
        body: items({
          'en:durable:greeting': 'Hello',
          'es:durable:greeting': 'Hola',
          [`es:${target.namespace}:${target.key}`]: 'Tras reiniciar',
        }),
      });
      expect(res.status).toBe(202);
      await first.close();

      const second = await startHarness({ dataDir });
      try {
        // The pause is kept in the database: it holds for every instance until someone resumes.
        expect(await second.svc.worker.isPaused()).toBe(true);
        await second.svc.worker.resume();
        expect(await waitForJob(second, res.body.job_id)).toMatchObject({
          status: 'completed',
          created: 2,
          updated: 1,
        });
        const e = await entriesOf(second, MASTER, 'es', [
          { namespace: 'durable', key: 'greeting' },
          target,
        ]);
        expect(e['durable:greeting']).toMatchObject({ text: 'Hola' });
        expect(e[`${target.namespace}:${target.key}`]).toMatchObject({ text: 'Tras reiniciar' });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
