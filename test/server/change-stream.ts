import { ROUTES } from '../../lib/contract/routes';
import { sseParser, type SseEvent } from '../../lib/background/sse-parser';
import type { Harness } from './harness';

export interface ChangeStream {
  status: number;
  /** The error body when the stream was refused. */
  body: unknown;
  events: SseEvent[];
  /** Resolves with the first event (from the start) that matches, once it has arrived. */
  next(match: (e: SseEvent) => boolean): Promise<SseEvent>;
  /** Resolves when the service has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the row-change stream as a client would, reading every event as it arrives. */
export async function openChanges(
  h: Pick<Harness, 'url'>,
  key: string,
  lastEventId?: string,
): Promise<ChangeStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { 'x-api-key': key };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const res = await fetch(h.url + ROUTES.rowChanges.path, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  if (res.status !== 200 || !res.body) {
    return {
      status: res.status,
      body: await res.json(),
      events,
      next: () => Promise.reject(new Error(`the stream was refused: ${res.status}`)),
      ended: Promise.resolve(),
      close: () => undefined,
    };
  }
  const parser = sseParser();
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        for (const e of parser.feed(decoder.decode(value, { stream: true }))) {
          events.push(e);
          for (const w of waiters.splice(0)) {
            if (w.match(e)) w.resolve(e);
            else waiters.push(w);
          }
        }
      }
    } catch {
      /* aborted by close() */
    }
  })();
  return {
    status: res.status,
    body: null,
    events,
    next: (match) => {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    ended,
    close: () => abort.abort(),
  };
}

/** A `rows` event that has a change of `key`. */
export const rowsOf =
  (key: string) =>
  (e: SseEvent): boolean =>
    e.event === 'rows' &&
    (JSON.parse(e.data) as { changes: { key?: string }[] }).changes.some((c) => c.key === key);

export const changesIn = (e: SseEvent) =>
  (JSON.parse(e.data) as { changes: Record<string, unknown>[] }).changes;
