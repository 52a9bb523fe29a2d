import type { Db } from '../db/open';
import { languagePairs, memoryCorpus } from '../store/translation-memory';
import {
  matchMemory,
  TranslationMemory,
  type MemoryEntry,
  type MemoryMatch,
} from './translation-memory';
import type { LanguagePair, TranslationEngine } from './types';

const PAIRS_MAX_AGE_MS = 2_000;

/** Whose rows a lookup may read: a user's projects, or one project. */
export type MemoryScope = { userId: string } | { projectId: string };

/** Matches texts against a corpus: here, or in an engine process (a batch translation's). */
export type MemoryMatcher = (
  corpus: MemoryEntry[],
  texts: string[],
) => Promise<(MemoryMatch | null)[]>;

export interface MemoryAnswer {
  texts: string[];
  /** The best match behind each text; null where nothing came close enough. */
  matches: (MemoryMatch | null)[];
}

/**
 * The translation memory as a registered model: a message is answered with the best earlier
 * translation of the same or a close source among the rows people wrote (machine translations are
 * left out, so the memory does not learn from the machine). It works on whole messages, not units.
 */
export class MemoryEngine implements TranslationEngine {
  readonly name = 'translation-memory';
  readonly description = "Translation memory (your projects' own rows)";

  private known: LanguagePair[] = [];
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * The language pairs of the projects' live locales, as last read (at most a couple of seconds
   * old): routing asks synchronously, and projects or locales come and go rarely.
   */
  pairs(): LanguagePair[] {
    if (performance.now() - this.readAt > PAIRS_MAX_AGE_MS) this.warmup().catch(() => undefined);
    return this.known;
  }

  ready(): boolean {
    return this.readAt > -Infinity;
  }

  warmup(): Promise<void> {
    this.reading ??= languagePairs(this.db)
      .then((pairs) => {
        this.known = pairs;
        this.readAt = performance.now();
      })
      .finally(() => (this.reading = null));
    return this.reading;
  }

  translate(): Promise<string[]> {
    return Promise.reject(new Error('The translation memory answers whole messages only'));
  }

  async translateMessages(
    texts: readonly string[],
    pair: LanguagePair,
    scope: MemoryScope,
    match: MemoryMatcher = (corpus, all) => Promise.resolve(matchMemory(corpus, all)),
  ): Promise<MemoryAnswer> {
    const matches = await match(await this.corpus(pair, scope), [...texts]);
    return { texts: matches.map((m) => m?.target ?? ''), matches };
  }

  /** Every match for one source, for the side panel's suggestions. */
  async lookup(
    source: string,
    pair: LanguagePair,
    scope: MemoryScope,
    exclude?: { namespace: string; key: string },
  ) {
    return new TranslationMemory(await this.corpus(pair, scope)).lookup(source, {
      limit: 3,
      exclude,
    });
  }

  async close(): Promise<void> {}

  private corpus(pair: LanguagePair, scope: MemoryScope) {
    return memoryCorpus(this.db, pair, scope);
  }
}

export const isMemoryEngine = (e: TranslationEngine): e is MemoryEngine =>
  e instanceof MemoryEngine;
