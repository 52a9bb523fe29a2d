import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocaleLensClient } from '../lib/contract/client';
import { DEMO_KEYS } from '../server/demo/seed';
import { startService } from '../server/service';
import { postgresBinDir } from '../scripts/throwaway-postgres';
import { benchPostgres, instancesThroughput } from './service-instances';

/**
 * `npm run bench:service`: the local service's hot paths over real HTTP on loopback, with
 * baselines measured in the same run (an HTTP round trip that does no work; raw SQLite inserts).
 */
const ROUNDS = 200;

async function timeEach(rounds: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) =>
  +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(3);

/** The hot paths on one engine: SQLite in a temporary directory, or the PostgreSQL at `url`. */
async function hotPaths(databaseUrl: string | null) {
  const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-bench-'));
  const running = await startService({ dataDir, databaseUrl, port: 0, demo: true });
  const master = new LocaleLensClient({ baseUrl: running.url, apiKey: DEMO_KEYS.master });
  try {
    // 10,000 source keys plus their German rows, through the sync batch itself.
    const translations = Array.from({ length: 5_000 }, (_, i) => [
      { key: `en:bench:item.${i}.label`, value: `Item ${i} label` },
      { key: `de:bench:item.${i}.label`, value: `Artikel ${i} Beschriftung` },
    ]).flat();
    const syncStart = performance.now();
    const accepted = await master.syncBatch({ translations, auto_translate: false });
    const job = await master.waitForJob(accepted.job_id, { initialDelayMs: 5, maxDelayMs: 20 });
    const syncMs = performance.now() - syncStart;
    if (job.status !== 'completed' || job.created !== 10_000)
      throw new Error(`sync job: ${JSON.stringify(job)}`);

    const baseline = await timeEach(ROUNDS, () =>
      fetch(`${running.url}/no-such-route`).then((r) => r.text()),
    );
    const keys = Array.from({ length: 1_000 }, (_, i) => `item.${i}.label`);
    await master.targetStatus({ locale: 'de', namespace: 'bench', keys }); // warm caches
    const status = await timeEach(ROUNDS, () =>
      master.targetStatus({ locale: 'de', namespace: 'bench', keys }),
    );
    // The service's own time for the same read, from its Server-Timing header (no client parsing).
    const statusUrl = `${running.url}/api/integrations/targets/status?locale=de&namespace=bench&keys=${keys.join(',')}`;
    const serverTimes: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const res = await fetch(statusUrl, { headers: { 'x-api-key': DEMO_KEYS.master } });
      await res.text();
      serverTimes.push(Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]));
    }
    serverTimes.sort((a, b) => a - b);
    const save = await timeEach(ROUNDS, (i) =>
      master.save({
        locale: 'de',
        namespace: 'bench',
        rows: [{ key: `item.${i}.label`, text: `Neu ${i}`, base_text: null }],
      }),
    );
    const transition = await timeEach(ROUNDS, (i) =>
      master.transition({
        locale: 'de',
        namespace: 'bench',
        key: 'item.0.label',
        action: i % 2 ? 'unlock' : 'lock',
      }),
    );

    // Baseline for the batch: the same number of rows inserted into SQLite directly, one transaction.
    const raw = new Database(':memory:');
    raw.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT)');
    const insert = raw.prepare('INSERT INTO t VALUES (?, ?)');
    const rawStart = performance.now();
    raw.transaction(() => translations.forEach((t) => insert.run(t.key, t.value)))();
    const rawMs = performance.now() - rawStart;

    const baselineP50 = pct(baseline, 50);
    return {
      rounds: ROUNDS,
      http_baseline_ms: { p50: baselineP50, p95: pct(baseline, 95) },
      status_1000_keys_server_ms: {
        p50: pct(serverTimes, 50),
        p95: pct(serverTimes, 95),
        target_p50: 10,
      },
      status_1000_keys_ms: {
        p50: pct(status, 50),
        p95: pct(status, 95),
        ratio_to_baseline_p50: +(pct(status, 50) / baselineP50).toFixed(2),
      },
      save_ms: {
        p50: pct(save, 50),
        p95: pct(save, 95),
        ratio_to_baseline_p50: +(pct(save, 50) / baselineP50).toFixed(2),
      },
      transition_ms: {
        p50: pct(transition, 50),
        p95: pct(transition, 95),
        ratio_to_baseline_p50: +(pct(transition, 50) / baselineP50).toFixed(2),
      },
      sync_batch_10000_ms: {
        total: +syncMs.toFixed(1),
        raw_sqlite_insert_ms: +rawMs.toFixed(1),
        ratio_to_raw: +(syncMs / rawMs).toFixed(1),
        target: 1000,
      },
    };
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `--engine sqlite|postgres|both` (both by default where PostgreSQL is installed or DATABASE_URL
// names one); `--instances N` adds the throughput of 1…N instances sharing one PostgreSQL.
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const pgAvailable = Boolean(process.env.DATABASE_URL || postgresBinDir());
const engine = arg('engine') ?? (pgAvailable ? 'both' : 'sqlite');
const instances = Number(arg('instances') ?? 0);
const out: Record<string, unknown> = { rounds: ROUNDS };
if (engine !== 'postgres') out.sqlite = await hotPaths(null);
if (engine !== 'sqlite' || instances > 0) {
  const server = await benchPostgres();
  try {
    if (engine !== 'sqlite') out.postgres = await hotPaths(await server.database());
    if (instances > 0) out.instances = await instancesThroughput(server, instances);
  } finally {
    server.stop();
  }
}
console.log(JSON.stringify(out, null, 2));
