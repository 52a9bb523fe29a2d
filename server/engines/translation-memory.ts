import { ENGINE_LIMITS } from './engine-limits';

/**
 * Translation memory over the project's own rows: for a source text, the rows whose source is the
 * same (an exact match, 100 %) or close (a fuzzy match, scored by edit distance over characters),
 * with the matched source shown so the translator can see what differed.
 */
export interface MemoryEntry {
  key: string;
  namespace: string;
  source: string;
  target: string;
}

export interface MemoryMatch extends MemoryEntry {
  /** 0–100: 100 for the same source, less the more characters differ. */
  score: number;
}

/** Matches below this are more misleading than helpful. */
export const MIN_FUZZY_SCORE = 60;

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export class TranslationMemory {
  private readonly byWord = new Map<string, MemoryEntry[]>();
  private readonly exact = new Map<string, MemoryEntry[]>();

  constructor(entries: Iterable<MemoryEntry>) {
    for (const e of entries) {
      if (!e.target.trim()) continue;
      push(this.exact, e.source, e);
      for (const w of new Set(words(e.source))) push(this.byWord, w, e);
    }
  }

  /** The best matches for `source`, best first; an entry with the same key is never its own match. */
  lookup(
    source: string,
    options: { limit?: number; exclude?: { namespace: string; key: string } } = {},
  ): MemoryMatch[] {
    const limit = options.limit ?? 3;
    const skip = (e: MemoryEntry) =>
      options.exclude !== undefined &&
      e.key === options.exclude.key &&
      e.namespace === options.exclude.namespace;
    const found = new Map<MemoryEntry, number>();
    for (const e of this.exact.get(source) ?? []) if (!skip(e)) found.set(e, 100);
    for (const e of this.candidates(source))
      if (!found.has(e) && !skip(e)) {
        const score = similarity(source, e.source);
        if (score >= MIN_FUZZY_SCORE) found.set(e, score);
      }
    // One match per distinct translation: the same text under ten keys is one suggestion.
    const best = new Map<string, MemoryMatch>();
    for (const [e, score] of found) {
      const prior = best.get(e.target);
      if (!prior || score > prior.score) best.set(e.target, { ...e, score });
    }
    return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /**
   * Earlier sources worth an edit distance: they share a word with the source (rare words first
   * keeps the set small), their length leaves the minimum score within reach, and of those the
   * closest in length, ENGINE_LIMITS.memoryCandidates at most. Long sources match exactly only.
   */
  private candidates(source: string): MemoryEntry[] {
    const length = source.length;
    if (length > ENGINE_LIMITS.memoryFuzzyChars) return [];
    const reach = (n: number) =>
      Math.abs(n - length) <= (Math.max(n, length) * (100 - MIN_FUZZY_SCORE)) / 100;
    const ws = [...new Set(words(source))].sort(
      (a, b) => (this.byWord.get(a)?.length ?? 0) - (this.byWord.get(b)?.length ?? 0),
    );
    const seen = new Set<MemoryEntry>();
    for (const w of ws.slice(0, 4))
      for (const e of this.byWord.get(w) ?? [])
        if (e.source.length <= ENGINE_LIMITS.memoryFuzzyChars && reach(e.source.length))
          seen.add(e);
    return [...seen]
      .sort((a, b) => Math.abs(a.source.length - length) - Math.abs(b.source.length - length))
      .slice(0, ENGINE_LIMITS.memoryCandidates);
  }
}

/** The best match of each text, or null (what a batch translation with the memory answers). */
export function matchMemory(corpus: readonly MemoryEntry[], texts: readonly string[]) {
  const memory = new TranslationMemory(corpus);
  return texts.map((t) => memory.lookup(t, { limit: 1 })[0] ?? null);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** 100 × (1 − edit distance / longer length), over code points, rounded to a whole percent. */
export function similarity(a: string, b: string): number {
  if (a === b) return 100;
  const x = [...a];
  const y = [...b];
  const longer = Math.max(x.length, y.length);
  if (longer === 0) return 100;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  // An exact match is 100; a near one never rounds up to it.
  return Math.min(99, Math.round(100 * (1 - prev[y.length]! / longer)));
}
