import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesIn, openChanges, rowsOf } from './change-stream';
import { spawnService } from './child-service';
import { startHarness, type Harness } from './harness';
import { entryOf, MASTER, save, TRANSLATOR, waitForJob } from './helpers';
import { seedRows } from './seed-rows';
import { databaseFor, dropDatabase, onPostgres } from './test-database';

/** Several instances of the service on one PostgreSQL database, as behind a load balancer. */
describe.runIf(onPostgres())('three instances sharing one database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-instances-'));
  let instances: Harness[] = [];
  beforeAll(async () => {
    // One after another: the first migrates and seeds, the others find it done.
    for (let i = 0; i < 3; i++) instances.push(await startHarness({ dataDir }));
  });
  afterAll(async () => {
    const url = readFileSync(join(dataDir, 'database-url'), 'utf8');
    await Promise.all(instances.map((h) => h.close()));
    instances = [];
    await dropDatabase(url ?? null);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads on one instance what was saved on another', async () => {
    const [a, b] = instances as [Harness, Harness];
    const row = seedRows('es', 'draft')[0]!;
    const res = await save(
      a,
      MASTER,
      'es',
      [{ key: row.key, text: 'Guardado en A' }],
      row.namespace,
    );
    expect(res.body.results[row.key]).toMatchObject({ ok: true });
    expect(await entryOf(b, 'es', row.key, row.namespace)).toMatchObject({ text: 'Guardado en A' });
  });

  it('streams a save on one instance to a change stream on another', async () => {
    const [a, b] = instances as [Harness, Harness];
    const row = seedRows('ja', 'draft')[0]!;
    const s = await openChanges(b, MASTER);
    try {
      await save(a, MASTER, 'ja', [{ key: row.key, text: '別の場所で' }], row.namespace);
      const event = await s.next(rowsOf(row.key));
      expect(changesIn(event)).toContainEqual(
        expect.objectContaining({ key: row.key, text: '別の場所で' }),
      );
      // Resuming on the first instance from the second one's id: the ids are the database's.
      const again = await openChanges(a, MASTER, String(Number(event.id) - 1));
      expect(await again.next(rowsOf(row.key))).toMatchObject({ id: event.id });
      again.close();
    } finally {
      s.close();
    }
  });

  it('gives one success and one CONFLICT when two instances save one row at once', async () => {
    const [a, b] = instances as [Harness, Harness];
    const row = seedRows('fr', 'draft')[0]!;
    for (let round = 0; round < 5; round++) {
      const base = (await entryOf(a, 'fr', row.key, row.namespace)).text as string;
      const [one, two] = await Promise.all(
        [a, b].map((h, i) =>
          save(
            h,
            MASTER,
            'fr',
            [{ key: row.key, text: `Tour ${round} ${i}`, base_text: base }],
            row.namespace,
          ),
        ),
      );
      const outcomes = [one!, two!].map((r) => r.body.results[row.key]);
      expect(outcomes.map((o) => (o.ok ? 'ok' : o.code)).sort()).toEqual(['CONFLICT', 'ok']);
      const winner = outcomes.find((o) => o.ok)!.entry.text;
      expect((await entryOf(b, 'fr', row.key, row.namespace)).text).toBe(winner);
    }
  });

  it('runs each of 24 jobs submitted across the instances exactly once', async () => {
    const tokens = await Promise.all(instances.map((h) => h.login(TRANSLATOR)));
    const submitted = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        instances[i % 3]!.call('POST', '/calculate_chrf', {
          bearer: tokens[i % 3],
          body: { hypothesis: `The cat ${i} sat.`, reference: `The cat ${i} is sitting.` },
        }),
      ),
    );
    const ids = submitted.map((r) => r.body.task_id as string);
    for (const [i, id] of ids.entries()) {
      for (let n = 0; ; n++) {
        const res = await instances[(i + 1) % 3]!.call('GET', `/score/${id}`, {
          bearer: tokens[(i + 1) % 3],
        });
        if (res.body.status === 'completed') break;
        expect(res.body.status).not.toBe('failed');
        expect(n).toBeLessThan(1000);
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    const attempts = await instances[0]!.svc.db
      .prepare(`SELECT attempts FROM jobs WHERE job_id IN (SELECT value FROM json_each(?))`)
      .all<{ attempts: number }>(JSON.stringify(ids));
    expect(attempts.map((j) => j.attempts)).toEqual(ids.map(() => 1));
  });
});

describe.runIf(onPostgres())('two instances started at the same moment on a fresh database', () => {
  it('both start: one migrates and seeds the demo, the other finds it done', async () => {
    for (let round = 0; round < 3; round++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-together-'));
      // The database first, so that both instances are given the same fresh one.
      const url = await databaseFor(dataDir);
      const started = await Promise.allSettled([
        startHarness({ dataDir }),
        startHarness({ dataDir }),
      ]);
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual([
          'ok',
          'ok',
        ]);
        const [a, b] = started.map((s) => (s as PromiseFulfilledResult<Harness>).value);
        expect(await b!.login(TRANSLATOR)).toMatch(/^lr_at_/);
        expect((await entryOf(a!, 'es', seedRows('es', 'draft')[0]!.key)).text).toBeTruthy();
      } finally {
        for (const s of started) if (s.status === 'fulfilled') await s.value.close();
        await dropDatabase(url);
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });
});

describe.runIf(onPostgres())('a job queued on one instance', () => {
  it('is heard of and run by another at once, not at its next poll', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-signals-'));
    const accepting = await startHarness({ dataDir });
    // Polls once an hour: only the database's signal can tell it of the job in time.
    const working = await startHarness({ dataDir, service: { jobPollMs: 3_600_000 } });
    try {
      await accepting.svc.worker.stop(0);
      const res = await accepting.call('POST', '/api/integrations/sync/batch', {
        key: MASTER,
        body: { translations: [{ key: 'en:signals:heard', value: 'Heard at once' }] },
      });
      expect(res.status).toBe(202);
      expect(await waitForJob(working, res.body.job_id)).toMatchObject({
        status: 'completed',
        created: 1,
      });
    } finally {
      const url = readFileSync(join(dataDir, 'database-url'), 'utf8');
      await working.close();
      await accepting.close();
      await dropDatabase(url);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(onPostgres())('an instance killed in the middle of a job', () => {
  it('leaves the job to another instance once its lease ends, and every key is written once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-takeover-'));
    const doomed = await spawnService({ dataDir, env: { JOB_LEASE_MS: '1500' } });
    let survivor: Harness | null = null;
    try {
      const N = 10_000;
      const translations = Array.from({ length: N }, (_, i) => ({
        key: `en:takeover:k${i}`,
        value: `Value ${i}`,
      }));
      const res = await fetch(`${doomed.url}/api/integrations/sync/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': MASTER },
        body: JSON.stringify({ translations }),
      });
      const { job_id: jobId } = (await res.json()) as { job_id: string };
      // Wait until the doomed instance has committed part of the job, then kill it outright.
      for (;;) {
        const poll = await fetch(`${doomed.url}/api/integrations/sync/jobs/${jobId}`, {
          headers: { 'x-api-key': MASTER },
        });
        const job = (await poll.json()) as { processed_keys: number };
        if (job.processed_keys > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await doomed.kill('SIGKILL');
      survivor = await startHarness({ dataDir, service: { jobLeaseMs: 1500 } });
      const done = await waitForJob(survivor, jobId);
      expect(done).toMatchObject({ status: 'completed', processed_keys: N, created: N });
      const row = await survivor.svc.db
        .prepare(
          `SELECT attempts, (SELECT COUNT(*) FROM source_keys WHERE namespace = 'takeover') AS n
           FROM jobs WHERE job_id = ?`,
        )
        .get<{ attempts: number; n: number }>(jobId);
      expect(row).toEqual({ attempts: 2, n: N });
    } finally {
      await doomed.kill('SIGKILL').catch(() => undefined);
      await survivor?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
