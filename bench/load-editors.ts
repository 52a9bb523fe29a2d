import type { SaveRequest, SaveResponse, TargetStatusResponse } from '../lib/contract/editor';

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const EDITOR_OPS = new Set(['status', 'save', 'stale_save', 'transition']);

/** Timings per operation and every answer that was not the one expected. */
export class Recorder {
  readonly times = new Map<string, number[]>();
  readonly unexpected: Record<string, number> = Object.create(null) as Record<string, number>;
  /** Set while the sync or the fill is open: editors' calls are also timed as `during_jobs`. */
  jobsOpen = false;
  requests = 0;

  time(op: string, ms: number): void {
    this.requests += 1;
    this.push(op, ms);
    if (this.jobsOpen && EDITOR_OPS.has(op)) this.push('during_jobs', ms);
  }

  private push(op: string, ms: number): void {
    const list = this.times.get(op) ?? [];
    list.push(ms);
    this.times.set(op, list);
  }

  surprise(what: string): void {
    this.unexpected[what] = (this.unexpected[what] ?? 0) + 1;
  }

  summary(): Record<string, Percentiles> {
    const out: Record<string, Percentiles> = {};
    for (const [op, list] of this.times) {
      const sorted = [...list].sort((a, b) => a - b);
      const pct = (p: number) =>
        +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(2);
      out[op] = { count: sorted.length, p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100) };
    }
    return out;
  }
}

/** A credential: an integration or editor-session key, or a bearer token. */
export type Credential = { key: string } | { bearer: string };

/** JSON over loopback fetch; each call is timed under `op` unless `op` is null. */
export class Api {
  constructor(
    readonly baseUrl: string,
    private readonly rec: Recorder,
  ) {}

  async call<T>(
    op: string | null,
    method: 'GET' | 'POST',
    path: string,
    cred: Credential | null,
    body?: unknown,
  ): Promise<{ status: number; body: T | null }> {
    const headers: Record<string, string> = {};
    if (cred && 'key' in cred) headers['x-api-key'] = cred.key;
    if (cred && 'bearer' in cred) headers.authorization = `Bearer ${cred.bearer}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const start = performance.now();
    try {
      const res = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (op) this.rec.time(op, performance.now() - start);
      return { status: res.status, body: text ? (JSON.parse(text) as T) : null };
    } catch (err) {
      this.rec.surprise(`${op ?? method}:network:${(err as Error).message}`);
      return { status: 0, body: null };
    }
  }

  status(op: string | null, cred: Credential, locale: string, namespace: string, keys: string[]) {
    const q = new URLSearchParams({ locale, namespace, keys: keys.join(',') });
    return this.call<TargetStatusResponse>(
      op,
      'GET',
      `/api/integrations/targets/status?${q}`,
      cred,
    );
  }

  save(op: string, cred: Credential, body: SaveRequest) {
    return this.call<SaveResponse>(op, 'POST', '/api/integrations/targets/save', cred, body);
  }
}

export const LOCALE = 'fr';
export const NS = 'load';
export const ROWS_PER_EDITOR = 4;
export const SHARED_ROWS = 10;
/** Every fifth editor contends on the shared rows and saves them stale on purpose. */
export const isContender = (editor: number) => editor % 5 === 4;
export const ownRows = (editor: number) =>
  Array.from({ length: ROWS_PER_EDITOR }, (_, j) => `e${editor}.r${j}`);
export const sharedRows = () => Array.from({ length: SHARED_ROWS }, (_, k) => `shared.${k}`);

/** What the editors were told, to check against the store afterwards. */
export interface Ledger {
  /** Own rows: the last acknowledged text, and the last text sent (acknowledged or not). */
  acked: Map<string, string>;
  attempted: Map<string, string>;
  /** Shared rows: every acknowledged save as base → text. */
  sharedAcks: Map<string, { base: string; text: string }[]>;
  acknowledgedEdits: number;
  staleSaves: number;
  staleConflicts: number;
  racedConflicts: number;
}

export const newLedger = (): Ledger => ({
  acked: new Map(),
  attempted: new Map(),
  sharedAcks: new Map(),
  acknowledgedEdits: 0,
  staleSaves: 0,
  staleConflicts: 0,
  racedConflicts: 0,
});

export interface EditorContext {
  api: Api;
  rec: Recorder;
  ledger: Ledger;
  translator: Credential;
  reviewer: Credential;
  deadline: number;
  thinkMs: number;
}

const MAX_ITERATIONS = 1_000_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Saves one row and returns the row's result, counting anything but ok/CONFLICT as unexpected. */
async function saveRow(ctx: EditorContext, op: string, key: string, text: string, base: string) {
  const res = await ctx.api.save(op, ctx.translator, {
    locale: LOCALE,
    namespace: NS,
    rows: [{ key, text, base_text: base }],
  });
  const result = res.body?.results[key];
  if (res.status !== 200 || !result) {
    ctx.rec.surprise(`${op}:${res.status}`);
    return null;
  }
  if (!result.ok && result.code !== 'CONFLICT') ctx.rec.surprise(`${op}:200:${result.code}`);
  return result;
}

/** Edits its own rows: read status, save with base_text, and every third time confirm + reject. */
async function ownRowsEditor(ctx: EditorContext, editor: number): Promise<void> {
  const rows = ownRows(editor);
  const known = new Map(rows.map((k) => [k, '']));
  for (let i = 0; i < MAX_ITERATIONS && Date.now() < ctx.deadline; i++) {
    const key = rows[i % rows.length]!;
    const read = await ctx.api.status('status', ctx.translator, LOCALE, NS, rows);
    if (read.status !== 200) ctx.rec.surprise(`status:${read.status}`);
    const text = `editor ${editor} row ${key} edit ${i}`;
    ctx.ledger.attempted.set(key, text);
    const result = await saveRow(ctx, 'save', key, text, known.get(key)!);
    if (result?.ok) {
      known.set(key, text);
      ctx.ledger.acked.set(key, text);
      ctx.ledger.acknowledgedEdits += 1;
    } else if (result) ctx.rec.surprise('save:own-row-conflict');
    if (result?.ok && i % 3 === 2) {
      // The translator sends the row to review and the reviewer sends it back: both must succeed.
      for (const [cred, action] of [
        [ctx.translator, 'confirm'],
        [ctx.reviewer, 'reject'],
      ] as const) {
        const t = await ctx.api.call(
          'transition',
          'POST',
          '/api/integrations/targets/transition',
          cred,
          {
            locale: LOCALE,
            namespace: NS,
            key,
            action,
          },
        );
        if (t.status !== 200) ctx.rec.surprise(`transition:${action}:${t.status}`);
      }
    }
    if (ctx.thinkMs) await pause(ctx.thinkMs);
  }
}

/**
 * Contends on the shared rows: reads a row, saves it from what it read (ok, or CONFLICT when
 * another contender got there first), then saves again from the same, now stale, text: that
 * second save must always answer CONFLICT.
 */
async function contender(ctx: EditorContext, editor: number): Promise<void> {
  const shared = sharedRows();
  for (let i = 0; i < MAX_ITERATIONS && Date.now() < ctx.deadline; i++) {
    // Random rows, so that contenders do collide and some first saves lose the race.
    const key = shared[Math.floor(Math.random() * shared.length)]!;
    const read = await ctx.api.status('status', ctx.translator, LOCALE, NS, [key]);
    if (read.status !== 200 || !read.body) {
      ctx.rec.surprise(`status:${read.status}`);
      continue;
    }
    const base = read.body.translations[key]?.text ?? '';
    const acks = ctx.ledger.sharedAcks.get(key) ?? [];
    ctx.ledger.sharedAcks.set(key, acks);
    const fresh = `contender ${editor} edit ${i}`;
    const first = await saveRow(ctx, 'save', key, fresh, base);
    if (first?.ok) {
      acks.push({ base, text: fresh });
      ctx.ledger.acknowledgedEdits += 1;
    } else if (first) ctx.ledger.racedConflicts += 1;
    const stale = `contender ${editor} stale ${i}`;
    ctx.ledger.staleSaves += 1;
    const second = await saveRow(ctx, 'stale_save', key, stale, base);
    if (second && !second.ok && second.code === 'CONFLICT') ctx.ledger.staleConflicts += 1;
    else if (second?.ok) acks.push({ base, text: stale });
    if (ctx.thinkMs) await pause(ctx.thinkMs);
  }
}

export const runEditor = (ctx: EditorContext, editor: number) =>
  isContender(editor) ? contender(ctx, editor) : ownRowsEditor(ctx, editor);

/**
 * Lost edits on the shared rows: the acknowledged saves must form one chain from the empty row
 * (no two built on the same text, else one overwrote the other unseen), ending in the stored text.
 */
export function sharedLost(acks: { base: string; text: string }[], stored: string): number {
  const next = new Map<string, string>();
  let forks = 0;
  for (const a of acks) {
    if (next.has(a.base)) forks += 1;
    else next.set(a.base, a.text);
  }
  let end = '';
  let length = 0;
  for (; next.has(end) && length <= acks.length; length++) end = next.get(end)!;
  const unreached = acks.length - forks - length;
  return forks + Math.max(0, unreached) + (end === stored ? 0 : 1);
}
