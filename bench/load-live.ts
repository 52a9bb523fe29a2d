import { ROUTES } from '../lib/contract/routes';
import { sseParser } from '../lib/background/sse-parser';
import { LOCALE, NS, Recorder, type Api, type Credential } from './load-editors';

/** The row one editor saves over and over while the others watch their change streams. */
export const PROBE_KEY = 'live.probe';
/** A save this often: each is one latency sample per watcher. */
const SAVE_EVERY_MS = 250;
/** After the last save, events still on their way are waited for this long. */
const SETTLE_MS = 3_000;

/**
 * From a save by one editor to the change event at each of `watchers` others (their own change
 * streams, as their side panels would follow them). Every sample is one watcher hearing one save.
 */
export async function measureLiveRows(
  api: Api,
  saver: Credential & { key: string },
  watchers: (Credential & { key: string })[],
  deadline: number,
) {
  const rec = new Recorder();
  const sentAt = new Map<string, number>();
  const aborts = watchers.map(() => new AbortController());
  let refused = 0;
  let heard = 0;
  let reconnects = 0;
  // Each stream's first bytes (the service's `: connected`) say it is listening.
  const opened = watchers.map(() => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  });
  // A watcher that falls behind (a fill floods the streams) is ended: it resumes, as the panel does.
  const streams = watchers.map(async (w, i) => {
    let lastId: string | null = null;
    while (!aborts[i]!.signal.aborted) {
      lastId = await follow(w, i, lastId);
      if (lastId === 'refused') return void (refused += 1);
      if (!aborts[i]!.signal.aborted) reconnects += 1;
    }
  });
  async function follow(w: { key: string }, i: number, lastId: string | null) {
    const headers: Record<string, string> = { 'x-api-key': w.key };
    if (lastId) headers['last-event-id'] = lastId;
    const res = await fetch(api.baseUrl + ROUTES.rowChanges.path, {
      headers,
      signal: aborts[i]!.signal,
    }).catch(() => null);
    if (!res?.ok || !res.body) {
      opened[i]!.resolve();
      return aborts[i]!.signal.aborted ? lastId : 'refused';
    }
    const parser = sseParser();
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return lastId;
        const at = performance.now();
        opened[i]!.resolve();
        for (const e of parser.feed(value)) {
          if (e.event !== 'rows') continue;
          lastId = e.id;
          const data = JSON.parse(e.data) as { changes: { key?: string; text?: string }[] };
          for (const c of data.changes) {
            const t0 = c.key === PROBE_KEY && c.text ? sentAt.get(c.text) : undefined;
            if (t0 === undefined) continue;
            rec.time('save_to_event', at - t0);
            heard += 1;
          }
        }
      }
    } catch {
      /* closed at the end */
    }
    return lastId;
  }
  // Every stream is open before the first save: a panel hears only what happens once it listens.
  await Promise.all(opened.map((o) => o.promise));
  let saves = 0;
  const refusedSaves: Record<string, number> = {};
  while (Date.now() < deadline) {
    const text = `Probe ${saves}`;
    sentAt.set(text, performance.now());
    const res = await api.call<{ results: Record<string, { ok: boolean; code?: string }> }>(
      'live_probe_save',
      'POST',
      '/api/integrations/targets/save',
      saver,
      {
        locale: LOCALE,
        namespace: NS,
        rows: [{ key: PROBE_KEY, text }],
      },
    );
    // A refused save (the row is busy or in review) changes nothing: no event is due.
    const outcome = res.body?.results[PROBE_KEY];
    if (outcome?.ok) saves += 1;
    else
      refusedSaves[outcome?.code ?? String(res.status)] =
        (refusedSaves[outcome?.code ?? String(res.status)] ?? 0) + 1;
    await new Promise((r) => setTimeout(r, SAVE_EVERY_MS));
  }
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  aborts.forEach((a) => a.abort());
  await Promise.all(streams);
  const expected = saves * (watchers.length - refused);
  return {
    watchers: watchers.length,
    refused_streams: refused,
    reconnects,
    saves,
    refused_saves: refusedSaves,
    events_missed: expected - heard,
    ms: rec.summary().save_to_event ?? null,
  };
}
