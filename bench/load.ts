import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import type { LoginResponse } from '../lib/contract/account';
import type { editorSessionResponse } from '../lib/contract/editor';
import type { projectsResponse } from '../lib/contract/projects';
import type { SyncJob } from '../lib/contract/sync';
import { DEMO_KEYS, DEMO_PASSWORD } from '../server/demo/seed';
import { spawnService } from '../test/server/child-service';
import {
  Api,
  LOCALE,
  NS,
  newLedger,
  ownRows,
  Recorder,
  runEditor,
  sharedLost,
  sharedRows,
  type Credential,
  type EditorContext,
} from './load-editors';
import { measureLiveRows, PROBE_KEY } from './load-live';

/**
 * `npm run bench:load [-- --editors 50 --seconds 20 --think-ms 0]`: the service as its own process
 * on a fresh demo data dir, N editors saving, transitioning and reading status while a 10,000-key
 * sync and a fill run; then every acknowledged edit is read back. Prints one JSON object.
 */
const { values: args } = parseArgs({
  options: {
    editors: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    'think-ms': { type: 'string', default: '0' },
  },
});
const EDITORS = Math.max(1, Math.min(1_000, Number(args.editors)));
const SECONDS = Math.max(1, Math.min(3_600, Number(args.seconds)));
const THINK_MS = Math.max(0, Number(args['think-ms']));
/** Editors share sessions, as colleagues' tabs would: one login per user, a session per ten. */
const EDITORS_PER_SESSION = 10;
const MASTER: Credential = { key: DEMO_KEYS.master };
type EditorSessionResponse = z.infer<typeof editorSessionResponse>;
type ProjectsResponse = z.infer<typeof projectsResponse>;

const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-load-'));
const service = await spawnService({ dataDir });
const rec = new Recorder();
const api = new Api(service.url, rec);
const rss = { startKb: service.rssKb() ?? 0, peakKb: 0 };
const sampler = setInterval(() => {
  rss.peakKb = Math.max(rss.peakKb, service.rssKb() ?? 0);
}, 100);

async function must<T>(reply: Promise<{ status: number; body: T | null }>, what: string) {
  const res = await reply;
  if (res.status < 200 || res.status >= 300 || res.body === null)
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Logs in once (logins are rate limited) and mints `count` editor sessions for the user. */
async function sessions(email: string, count: number): Promise<Credential[]> {
  const login = await must(
    api.call<LoginResponse>(null, 'POST', '/auth/login', null, {
      email,
      password: DEMO_PASSWORD,
      client_time: Date.now() / 1000,
    }),
    `login ${email}`,
  );
  const bearer = { bearer: login.access_token };
  const projects = await must(
    api.call<ProjectsResponse>(null, 'GET', '/api/projects', bearer),
    'projects',
  );
  const projectId = projects.projects[0]!.project_id;
  const out: Credential[] = [];
  for (let i = 0; i < count; i++) {
    const s = await must(
      api.call<EditorSessionResponse>(null, 'POST', '/api/integrations/editor/sessions', bearer, {
        project_id: projectId,
      }),
      'editor session',
    );
    out.push({ key: s.session_key });
  }
  return out;
}

/** Polls a job (bounded by `deadline`) and returns it with the time from submit to its end. */
async function finish(jobId: string, submitted: number, deadline: number) {
  while (Date.now() < deadline) {
    const job = await must(
      api.call<SyncJob>('job_poll', 'GET', `/api/integrations/sync/jobs/${jobId}`, MASTER),
      'poll',
    );
    if (job.status === 'completed' || job.status === 'failed')
      return { job, ms: Math.round(performance.now() - submitted) };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${jobId} did not finish in time`);
}

/** Reads rows back through the API (1,000 keys per query) with the master key. */
async function readBack(locale: string, namespace: string, keys: string[]) {
  const texts = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 1_000) {
    const res = await must(
      api.status(null, MASTER, locale, namespace, keys.slice(i, i + 1_000)),
      'read back',
    );
    for (const [k, e] of Object.entries(res.translations)) if (e) texts.set(k, e.text);
  }
  return texts;
}

try {
  // Setup, not measured: the source keys the editors translate.
  const editorKeys = [
    ...Array.from({ length: EDITORS }, (_, e) => ownRows(e)).flat(),
    ...sharedRows(),
    PROBE_KEY,
  ];
  const setup = await must(
    api.call<{ job_id: string }>(null, 'POST', '/api/integrations/sync/batch', MASTER, {
      translations: editorKeys.map((k) => ({ key: `en:${NS}:${k}`, value: `Source of ${k}` })),
    }),
    'setup sync',
  );
  await finish(setup.job_id, performance.now(), Date.now() + 60_000);
  const perRole = Math.ceil(EDITORS / EDITORS_PER_SESSION);
  const translators = await sessions('translator@demo.test', perRole);
  const reviewers = await sessions('reviewer@demo.test', perRole);
  // 50 other editors, each following the change stream as an open side panel does.
  const watchers = (await sessions('reviewer@demo.test', 50)) as { key: string }[];

  // Other work on the machine skews every figure: report the load around the run.
  const loadBefore = loadavg()[0]!;
  const ledger = newLedger();
  const started = performance.now();
  const deadline = Date.now() + SECONDS * 1_000;
  const editors = Array.from({ length: EDITORS }, (_, e) => {
    const ctx: EditorContext = {
      api,
      rec,
      ledger,
      translator: translators[Math.floor(e / EDITORS_PER_SESSION)]!,
      reviewer: reviewers[Math.floor(e / EDITORS_PER_SESSION)]!,
      deadline,
      thinkMs: THINK_MS,
    };
    return runEditor(ctx, e);
  });
  const live = measureLiveRows(api, translators[0] as { key: string }, watchers, deadline);

  // Meanwhile: 5,000 new source keys and their German rows in one batch, then a Spanish fill.
  const bulk = Array.from({ length: 5_000 }, (_, i) => `bulk.${i}`);
  rec.jobsOpen = true;
  const syncAt = performance.now();
  const sync = await must(
    api.call<{ job_id: string }>('sync_submit', 'POST', '/api/integrations/sync/batch', MASTER, {
      translations: bulk.flatMap((k, i) => [
        { key: `en:bulk:${k}`, value: `Bulk ${i}` },
        { key: `de:bulk:${k}`, value: `Masse ${i}` },
      ]),
    }),
    'sync batch',
  );
  const fillAt = performance.now();
  const fill = await must(
    api.call<{ job_id: string }>('fill_submit', 'POST', '/api/integrations/targets/fill', MASTER, {
      locale: 'es',
      mode: 'copy_source',
    }),
    'fill',
  );
  const jobsDeadline = deadline + 120_000;
  const [syncDone, fillDone] = [
    await finish(sync.job_id, syncAt, jobsDeadline),
    await finish(fill.job_id, fillAt, jobsDeadline),
  ];
  rec.jobsOpen = false;
  await Promise.all(editors);
  const saveToEvent = await live;
  const elapsedS = (performance.now() - started) / 1_000;

  // Verification: every acknowledged edit is in the store, read back through the API.
  const own = await readBack(LOCALE, NS, [...ledger.acked.keys()]);
  let lost = 0;
  let unacknowledgedApplied = 0;
  for (const [key, text] of ledger.acked) {
    const stored = own.get(key);
    if (stored === text) continue;
    if (stored === ledger.attempted.get(key)) unacknowledgedApplied += 1;
    else lost += 1;
  }
  const shared = await readBack(LOCALE, NS, sharedRows());
  for (const [key, acks] of ledger.sharedAcks) lost += sharedLost(acks, shared.get(key) ?? '');
  const de = await readBack('de', 'bulk', bulk);
  const syncMissing = bulk.filter((k, i) => de.get(k) !== `Masse ${i}`).length;
  const endKb = service.rssKb() ?? 0;

  const summary = rec.summary();
  const measured = rec.requests;
  const report = {
    editors: EDITORS,
    seconds: SECONDS,
    think_ms: THINK_MS,
    sessions_per_role: perRole,
    machine: {
      cores: availableParallelism(),
      load_1m_before: +loadBefore.toFixed(2),
      load_1m_after: +loadavg()[0]!.toFixed(2),
    },
    requests: measured,
    throughput_rps: Math.round(measured / elapsedS),
    latency_ms: summary,
    save_to_event_at_50_editors: saveToEvent,
    sync_10000: { ms: syncDone.ms, status: syncDone.job.status, created: syncDone.job.created },
    fill_es: { ms: fillDone.ms, status: fillDone.job.status, rows: fillDone.job.total_keys },
    service_rss_mb: {
      start: +(rss.startKb / 1024).toFixed(1),
      peak: +(Math.max(rss.peakKb, endKb) / 1024).toFixed(1),
      end: +(endKb / 1024).toFixed(1),
    },
    verification: {
      acknowledged_edits: ledger.acknowledgedEdits,
      lost_edits: lost,
      unacknowledged_but_applied: unacknowledgedApplied,
      stale_saves: ledger.staleSaves,
      stale_saves_conflict: ledger.staleConflicts,
      raced_saves_conflict: ledger.racedConflicts,
      sync_values_missing: syncMissing,
    },
    unexpected: rec.unexpected,
    service_stderr: service.stderrTail(),
  };
  console.log(JSON.stringify(report, null, 2));
  const ok =
    lost === 0 &&
    syncMissing === 0 &&
    ledger.staleConflicts === ledger.staleSaves &&
    syncDone.job.status === 'completed' &&
    fillDone.job.status === 'completed' &&
    Object.keys(rec.unexpected).length === 0 &&
    service.stderrTail() === '';
  process.exitCode = ok ? 0 : 1;
} finally {
  clearInterval(sampler);
  await service.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
