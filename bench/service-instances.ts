import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LocaleLensClient } from '../lib/contract/client';
import { DEMO_KEYS } from '../server/demo/seed';
import { startThrowawayCluster } from '../scripts/throwaway-postgres';

/** A PostgreSQL server for the benchmark: DATABASE_URL's, or a throwaway cluster. */
export async function benchPostgres() {
  const given = process.env.DATABASE_URL;
  const cluster = given ? null : await startThrowawayCluster();
  const admin = given ?? cluster!.url;
  return {
    /** A fresh database on it. */
    async database(): Promise<string> {
      const name = `ll_bench_${randomBytes(5).toString('hex')}`;
      const client = new pg.Client(admin);
      await client.connect();
      await client.query(`CREATE DATABASE ${name} TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'`);
      await client.end();
      const url = new URL(admin);
      url.pathname = `/${name}`;
      return url.href;
    },
    stop: () => cluster?.stop(),
  };
}

/** `server/main.ts` as its own process on the database, resolved with its URL once it serves. */
function spawnInstance(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    let text = '';
    child.once('exit', (code) => reject(new Error(`instance exited (${code})`)));
    child.stdout!.on('data', (d: Buffer) => {
      text += d.toString();
      const m = /service on (http:\/\/\S+)/.exec(text);
      if (m) resolve({ url: m[1]!, child });
    });
  });
}

const SECONDS = 4;
const CLIENTS_PER_INSTANCE = 4;

/** Requests per second for `fn`, spread over the instances by `CLIENTS_PER_INSTANCE` each. */
async function throughput(
  urls: string[],
  fn: (c: LocaleLensClient, n: number) => Promise<unknown>,
) {
  let done = 0;
  const end = Date.now() + SECONDS * 1000;
  const worker = async (client: LocaleLensClient, id: number) => {
    for (let n = 0; Date.now() < end; n++) {
      await fn(client, id * 1_000_000 + n);
      done++;
    }
  };
  const clients = urls.flatMap((url) =>
    Array.from(
      { length: CLIENTS_PER_INSTANCE },
      () => new LocaleLensClient({ baseUrl: url, apiKey: DEMO_KEYS.master }),
    ),
  );
  await Promise.all(clients.map((c, i) => worker(c, i)));
  return +(done / SECONDS).toFixed(1);
}

/**
 * Status reads (100 keys) and saves per second with 1…`max` instances on one database; the
 * clients run in this process, so on a small machine they share its cores with the instances.
 */
export async function instancesThroughput(server: { database(): Promise<string> }, max: number) {
  const databaseUrl = await server.database();
  const running: { url: string; child: ChildProcess }[] = [];
  const rows: Record<string, number | string>[] = [];
  try {
    // The first instance migrates and seeds; the rest start on what it made.
    running.push(await spawnInstance(databaseUrl));
    const first = new LocaleLensClient({ baseUrl: running[0]!.url, apiKey: DEMO_KEYS.master });
    const translations = Array.from({ length: 1_000 }, (_, i) => [
      { key: `en:bench:item.${i}`, value: `Item ${i}` },
      { key: `de:bench:item.${i}`, value: `Artikel ${i}` },
    ]).flat();
    const job = await first.syncBatch({ translations, auto_translate: false });
    await first.waitForJob(job.job_id, { timeoutMs: 120_000 });
    const keys = Array.from({ length: 100 }, (_, i) => `item.${i}`);
    for (let n = 1; n <= max; n++) {
      while (running.length < n) running.push(await spawnInstance(databaseUrl));
      const urls = running.map((r) => r.url);
      const reads = await throughput(urls, (c) =>
        c.targetStatus({ locale: 'de', namespace: 'bench', keys }),
      );
      const saves = await throughput(urls, (c, i) =>
        c.save({
          locale: 'de',
          namespace: 'bench',
          rows: [{ key: `item.${i % 1000}`, text: `Neu ${i}`, base_text: null }],
        }),
      );
      rows.push({ instances: n, status_reads_per_s: reads, saves_per_s: saves });
    }
    const one = rows[0]!;
    return rows.map((r) => ({
      ...r,
      reads_ratio_to_one: +(Number(r.status_reads_per_s) / Number(one.status_reads_per_s)).toFixed(
        2,
      ),
      saves_ratio_to_one: +(Number(r.saves_per_s) / Number(one.saves_per_s)).toFixed(2),
    }));
  } finally {
    for (const r of running) r.child.kill('SIGTERM');
  }
}
