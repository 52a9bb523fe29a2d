import { LIMITS } from '../contract/assumed';
import type { TargetStatusEntry } from '../contract/editor';
import { STREAM_IDLE_MS } from '../messaging/status-ttl';
import type { KeyRef } from '../messaging/types';

/** How long a busy language's statuses are kept: a fill is under way there. */
export const BUSY_TTL_MS = 2000;
/**
 * How long a status read while the row-change stream is followed is kept: the stream says when
 * it changes, so it is read again only if the stream has said nothing for this long.
 */
export const LIVE_TTL_MS = STREAM_IDLE_MS;

export interface StatusServiceOptions {
  ttlMs?: number;
  /** Status URLs stay under this many bytes (proxies and servers limit them). */
  maxUrlBytes?: number;
  now?: () => number;
  /** Statuses kept; the oldest are forgotten first. */
  maxEntries?: number;
}

/** `de-DE` → [`de-DE`, `de`]: the page's language, then its primary subtag. */
export function localeCandidates(pageLocale: string): string[] {
  const primary = pageLocale.split(/[-_]/)[0]!;
  return primary === pageLocale ? [pageLocale] : [pageLocale, primary];
}

/** Splits keys into requests whose URL stays under `maxBytes` and whose size is within the limit. */
export function chunkKeys(
  prefix: string,
  keys: readonly string[],
  maxBytes: number,
  maxKeys = LIMITS.statusKeys,
): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let size = prefix.length;
  for (const key of keys) {
    const cost = encodeURIComponent(key).length + 3; // "%2C" between keys
    if (chunk.length > 0 && (size + cost > maxBytes || chunk.length >= maxKeys)) {
      chunks.push(chunk);
      chunk = [];
      size = prefix.length;
    }
    chunk.push(key);
    size += cost;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/** Two statuses with the same fields (all plain values). */
export function sameEntry(
  a: TargetStatusEntry | null | undefined,
  b: TargetStatusEntry | null,
): boolean {
  if (a === undefined) return false;
  if (a === null || b === null) return a === b;
  const fields = Object.keys(a) as (keyof TargetStatusEntry)[];
  return fields.length === Object.keys(b).length && fields.every((f) => Object.is(a[f], b[f]));
}

/** A status with when it was read, and its `refId`, made once (answers are keyed by it). */
export interface Cached {
  entry: TargetStatusEntry | null;
  at: number;
  id: string;
}

/** What one status request read: its namespace's keys. */
export interface Fetched {
  namespace: string;
  read: Map<string, Cached>;
}

/** The keys asked for, by namespace. */
export function keysByNamespace(refs: readonly KeyRef[]): Map<string, Set<string>> {
  const byNamespace = new Map<string, Set<string>>();
  for (const r of refs) {
    let keys = byNamespace.get(r.namespace);
    if (!keys) byNamespace.set(r.namespace, (keys = new Set()));
    keys.add(r.key);
  }
  return byNamespace;
}

/** Looks a key up in what the requests an answer waited for read. */
export function readBy(requests: readonly { value: Fetched }[]) {
  const byNamespace = new Map<string, Map<string, Cached>[]>();
  for (const { value } of requests) {
    const list = byNamespace.get(value.namespace);
    if (list) list.push(value.read);
    else byNamespace.set(value.namespace, [value.read]);
  }
  return (namespace: string, key: string): Cached | undefined =>
    byNamespace
      .get(namespace)
      ?.find((r) => r.has(key))
      ?.get(key);
}
