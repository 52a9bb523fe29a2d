import type { Db } from '../db/open';
import { stmt } from '../store/statements';
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
    this.reading ??= stmt(
      this.db,
      `SELECT DISTINCT p.source_locale AS "from", t.locale AS "to" FROM projects p
       JOIN locale_targets t ON t.project_id = p.project_id AND t.archived = 0`,
    )
      .all<LanguagePair>()
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

  private async corpus(pair: LanguagePair, scope: MemoryScope) {
    const [join, id] =
      'userId' in scope
        ? ['JOIN project_members m ON m.project_id = p.project_id AND m.user_id = ?', scope.userId]
        : ['', scope.projectId];
    const where = 'userId' in scope ? '' : 'AND p.project_id = ?';
    return (await stmt(
      this.db,
      `SELECT s.namespace, s.key, s.text AS source, t.text AS target FROM projects p ${join}
       JOIN source_keys s ON s.project_id = p.project_id AND s.text != ''
       JOIN targets t ON t.project_id = s.project_id AND t.namespace = s.namespace
         AND t.key = s.key AND t.locale = ? AND t.text != '' AND t.row_state = 'edited'
       WHERE p.source_locale = ? ${where}`,
    ).all(...('userId' in scope ? [id, pair.to, pair.from] : [pair.to, pair.from, id]))) as {
      namespace: string;
      key: string;
      source: string;
      target: string;
    }[];
  }
}

export const isMemoryEngine = (e: TranslationEngine): e is MemoryEngine =>
  e instanceof MemoryEngine;
