import { LIMITS } from '../contract/assumed';
import type { TargetStatusEntry } from '../contract/editor';

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
