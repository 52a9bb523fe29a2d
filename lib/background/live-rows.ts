import { CHANGE_EVENTS, rowsEventData, type Change } from '../contract/row-changes';
import { ROUTES } from '../contract/routes';
import { STREAM_IDLE_MS } from '../messaging/status-ttl';
import type { BackgroundDeps } from './background-deps';
import type { Cached } from './cached-item';
import { credentialsFor } from './credential-scope';
import type { Credentials, Settings } from './settings';
import { sseParser } from './sse-parser';

/** The messages of a side panel or a lens that shows rows. */
const SHOWS_ROWS = new Set(['panel.page', 'status.get']);
const RETRY_MS = [1_000, 2_000, 5_000, 15_000, 30_000] as const;

export interface LiveRowsDeps {
  settings: Cached<Settings>;
  credentials: Cached<Credentials>;
  fetch?: typeof fetch;
  /**
   * Rows changed: some keys of a file (`keys`), one file (`namespace`), a whole language, or
   * everything (`locale` null).
   */
  changed(locale: string | null, namespace?: string, keys?: readonly string[]): void;
  /** Told when the stream comes up or goes down: while down, rows are asked for on a poll only. */
  broadcast: BackgroundDeps['broadcast'];
  now?: () => number;
}

/**
 * Follows the service's row-change stream while a panel or lens shows rows (`touch`), so that
 * another user's edit reaches them at once instead of at the next poll. Reconnects with
 * `Last-Event-ID`; a service worker has no EventSource, so the body of a fetch is read as it comes.
 */
export function createLiveRows(deps: LiveRowsDeps) {
  const now = deps.now ?? Date.now;
  let touched = 0;
  let current: { id: string; abort: AbortController } | null = null;
  let lastEventId: string | null = null;
  let live = false;
  /** When the stream last came up; what was read before it may have changed unheard. */
  let liveSince = 0;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const setLive = (next: boolean) => {
    if (next === live) return;
    live = next;
    if (live) liveSince = now();
    deps.broadcast({ type: 'panel.changed', reason: 'live' });
  };

  /** The service and key the stream is opened with; null when there is no key to send. */
  const target = () => {
    const settings = deps.settings.current();
    const { apiKey } = credentialsFor(deps.credentials.current(), settings);
    return apiKey
      ? { id: `${settings.baseUrl}\n${apiKey}`, baseUrl: settings.baseUrl, apiKey }
      : null;
  };

  const stop = () => {
    clearTimeout(retry);
    current?.abort.abort();
    current = null;
    setLive(false);
  };

  function ensure(): void {
    const t = target();
    if (!t || now() - touched > STREAM_IDLE_MS) return stop();
    if (current?.id === t.id) return;
    if (current) lastEventId = null; // another service or caller: its ids mean nothing here
    stop();
    const abort = new AbortController();
    const mine = { id: t.id, abort };
    current = mine;
    void follow(t, abort.signal).finally(() => {
      if (current !== mine) return;
      current = null;
      const lost = live;
      setLive(false);
      // A stream that was up and dropped: the service may be gone, and changes may have been
      // missed. Asking for the rows again tells the panel which at once, not at the next poll.
      if (lost) deps.changed(null);
      // Polling goes on meanwhile; the stream is tried again, less often while it keeps failing.
      const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]!;
      retry = setTimeout(ensure, wait);
    });
  }

  async function follow(t: { baseUrl: string; apiKey: string }, signal: AbortSignal) {
    const headers: Record<string, string> = { 'x-api-key': t.apiKey, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    try {
      const res = await (deps.fetch ?? fetch)(t.baseUrl + ROUTES.rowChanges.path, {
        headers,
        signal,
      });
      if (!res.ok || !res.body) return;
      setLive(true);
      failures = 0;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = sseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        for (const e of parser.feed(value)) {
          if (e.event === CHANGE_EVENTS.refetch) deps.changed(null);
          if (e.event !== CHANGE_EVENTS.rows) continue;
          lastEventId = e.id || lastEventId;
          const data = rowsEventData.safeParse(JSON.parse(e.data));
          if (data.success) applyChanges(data.data.changes);
        }
        if (now() - touched > STREAM_IDLE_MS) return stop();
      }
    } catch {
      /* the service went away, or the stream was stopped: `ensure` decides what next */
    }
  }

  /**
   * One refresh per file however many of its rows changed at once: of those rows only, unless the
   * file (or its language) changed as a whole.
   */
  function applyChanges(changes: readonly Change[]): void {
    const files = new Map<string, [string | null, string | undefined, string[] | undefined]>();
    for (const c of changes) {
      const ns = c.kind === 'row' ? c.namespace : (c.namespace ?? undefined);
      const id = `${c.locale}\u0000${ns}`;
      const keys = files.get(id)?.[2];
      const whole = c.kind !== 'row' || (files.has(id) && !keys);
      files.set(id, [c.locale, ns, whole ? undefined : [...(keys ?? []), c.key]]);
    }
    for (const [locale, ns, keys] of files.values()) deps.changed(locale, ns, keys);
  }

  return {
    /** A message of a panel or lens showing rows: follow the stream, with the credentials in force. */
    seen(type: string): void {
      if (!SHOWS_ROWS.has(type)) return;
      touched = now();
      ensure();
    },
    /** Whether others' edits reach the panel as they happen (the stream is followed). */
    isLive: () => live,
    /** Since when the stream has been followed without a break; null while it is not. */
    since: () => (live ? liveSince : null),
    stop,
  };
}
