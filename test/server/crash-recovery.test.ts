import { openDatabase } from '../../server/db/open';
import { databaseFor } from './test-database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocaleLensClient } from '../../lib/contract/client';
import type { SyncJob } from '../../lib/contract/sync';
import { spawnService, type ChildService } from './child-service';
import { MASTER } from './helpers';

/**
 * The service is killed with SIGKILL while a job is part-way through, then started again on the
 * same data: the job must finish with every value written once and counts that add up.
 */
const N = 5_000;
const NS = 'crash';
let dataDir: string;
let svc: ChildService | null = null;

const master = () => new LocaleLensClient({ baseUrl: svc!.url, apiKey: MASTER });
const start = async () => (svc = await spawnService({ dataDir }));
const dev = (path: string) =>
  fetch(`${svc!.url}/dev/jobs/${path}`, { method: 'POST', headers: { 'x-api-key': MASTER } });

/** Polls without pause until the job is part-way, then kills the service mid-job. */
async function killPartWay(jobId: string): Promise<SyncJob> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const job = await master().syncJob(jobId);
    if (job.status === 'processing' && job.processed_keys > 0) {
      await svc!.kill('SIGKILL');
      svc = null;
      return job;
    }
    if (job.status === 'completed' || job.status === 'failed')
      throw new Error(`the job ended before it could be interrupted: ${JSON.stringify(job)}`);
  }
  throw new Error('the job never got part-way');
}

/** Restarts on the same data and polls the job to its end, recording every status seen. */
async function finishAfterRestart(
  jobId: string,
): Promise<{ job: SyncJob; seen: string[]; leastProcessed: number }> {
  await start();
  const seen: string[] = [];
  let leastProcessed = Infinity;
  const job = await master().waitForJob(jobId, {
    initialDelayMs: 5,
    maxDelayMs: 50,
    timeoutMs: 60_000,
    onUpdate: (j) => {
      leastProcessed = Math.min(leastProcessed, j.processed_keys);
      if (seen.at(-1) !== j.status) seen.push(j.status);
    },
  });
  return { job, seen, leastProcessed };
}

/** The target texts of `keys` read back through the API, 1,000 keys per status query. */
async function targetTexts(locale: string, keys: string[]): Promise<Map<string, string | null>> {
  const texts = new Map<string, string | null>();
  for (let i = 0; i < keys.length; i += 1_000) {
    const res = await master().targetStatus({
      locale,
      namespace: NS,
      keys: keys.slice(i, i + 1_000),
    });
    for (const [k, e] of Object.entries(res.translations)) texts.set(k, e?.text ?? null);
  }
  return texts;
}

const keys = Array.from({ length: N }, (_, i) => `item.${i}`);

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-crash-'));
});
afterAll(async () => {
  await svc?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('jobs survive a SIGKILL of the service', () => {
  it('a 10,000-key sync batch finishes after restart, every value once', async () => {
    await start();
    expect((await dev('pause')).status).toBe(200);
    const translations = keys.flatMap((k, i) => [
      { key: `en:${NS}:${k}`, value: `Item ${i}` },
      { key: `fr:${NS}:${k}`, value: `Article ${i}` },
    ]);
    const accepted = await master().syncBatch({ translations, auto_translate: false });
    expect((await master().syncJob(accepted.job_id)).status).toBe('pending');
    expect((await dev('resume')).status).toBe(200);

    const atKill = await killPartWay(accepted.job_id);
    expect(atKill.processed_keys).toBeLessThan(2 * N);

    const { job, seen, leastProcessed } = await finishAfterRestart(accepted.job_id);
    // The rerun resumes where the killed run committed: progress never goes back.
    expect(leastProcessed).toBeGreaterThanOrEqual(atKill.processed_keys);
    // Polling may miss the brief pending and processing phases of the rerun, never the end.
    expect(seen.at(-1)).toBe('completed');
    expect(seen.every((s) => ['pending', 'processing', 'completed'].includes(s))).toBe(true);
    expect(job).toMatchObject({
      status: 'completed',
      total_keys: 2 * N,
      processed_keys: 2 * N,
      created: 2 * N,
      updated: 0,
      unchanged: 0,
      rejected: [],
      error: null,
    });
    const fr = await targetTexts('fr', keys);
    expect(keys.filter((k, i) => fr.get(k) !== `Article ${i}`)).toEqual([]);
  });

  it('a fill killed part-way finishes after restart, every empty row filled once', async () => {
    const accepted = await master().fill({ locale: 'es', namespace: NS, mode: 'copy_source' });
    const atKill = await killPartWay(accepted.job_id);
    expect(atKill.total_keys).toBe(N);
    expect(atKill.processed_keys).toBeLessThan(N);

    const { job, seen, leastProcessed } = await finishAfterRestart(accepted.job_id);
    expect(leastProcessed).toBeGreaterThanOrEqual(atKill.processed_keys);
    expect(seen.at(-1)).toBe('completed');
    expect(seen.every((s) => ['pending', 'processing', 'completed'].includes(s))).toBe(true);
    expect(job).toMatchObject({
      status: 'completed',
      total_keys: N,
      processed_keys: N,
      created: N,
      updated: 0,
      unchanged: 0,
      error: null,
    });
    const es = await targetTexts('es', keys);
    expect(keys.filter((k, i) => es.get(k) !== `Item ${i}`)).toEqual([]);
    // The locale is no longer busy once the job has ended.
    const status = await master().targetStatus({
      locale: 'es',
      namespace: NS,
      keys: keys.slice(0, 1),
    });
    expect(status.busy).toBe(false);
  });

  it('the store holds each key and row exactly once, and no job is left open', async () => {
    await svc!.kill('SIGTERM');
    svc = null;
    const db = await openDatabase({ dataDir, url: await databaseFor(dataDir) });
    try {
      const count = async (sql: string, ...args: string[]) =>
        (await db.prepare(sql).get<{ n: number }>(...args))!.n;
      expect(await count('SELECT COUNT(*) AS n FROM source_keys WHERE namespace = ?', NS)).toBe(N);
      for (const locale of ['fr', 'es']) {
        const rows = 'SELECT COUNT(*) AS n FROM targets WHERE namespace = ? AND locale = ?';
        expect(await count(rows, NS, locale)).toBe(N);
      }
      const sources = await db
        .prepare('SELECT key, text FROM source_keys WHERE namespace = ?')
        .all<{ key: string; text: string }>(NS);
      const wrongSource = sources.filter(
        ({ key, text }) => text !== `Item ${key.slice('item.'.length)}`,
      );
      expect(wrongSource).toEqual([]);
      expect(
        await count(`SELECT COUNT(*) AS n FROM jobs WHERE status IN ('pending', 'processing')`),
      ).toBe(0);
    } finally {
      await db.close();
    }
  });
});
