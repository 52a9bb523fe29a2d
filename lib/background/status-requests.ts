import { LIMITS } from '../contract/assumed';

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
