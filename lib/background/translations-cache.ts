import type { LocaleLensClient } from '../contract/client';
import { Clears } from './clears';
import { capMap } from './request-budget';

type Namespaces = Record<string, Record<string, string>>;

/** Locales kept; the least recently fetched is dropped first. */
const MAX_LOCALES = 8;

/**
 * What `GET /translations` serves per locale, for text matching: cached, and revalidated with
 * If-None-Match at most every `maxAgeMs`, so an unchanged locale costs a 304.
 */
export class TranslationsCache {
  private cache = new Map<
    string,
    { etag?: string; body: Namespaces; at: number; pending?: Promise<Namespaces> }
  >();
  private readonly clears = new Clears();

  constructor(
    private readonly client: () => LocaleLensClient,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forget everything: the credentials or the service changed. */
  clear(): void {
    this.clears.bump();
    this.cache.clear();
  }

  get(locale: string): Promise<Namespaces> {
    const hit = this.cache.get(locale);
    if (hit?.pending) return hit.pending;
    if (hit && this.now() - hit.at < this.maxAgeMs) return Promise.resolve(hit.body);
    const current = this.clears.since();
    const pending = this.client()
      .allTranslations({ locale }, hit?.etag)
      .then((res) => {
        const body = res ? res.body.namespaces : (hit?.body ?? {});
        if (!current()) return body;
        this.cache.delete(locale); // re-inserted last: the most recent locales are kept
        this.cache.set(locale, { etag: res ? res.etag : hit?.etag, body, at: this.now() });
        capMap(this.cache, MAX_LOCALES);
        return body;
      })
      .catch((err: unknown) => {
        if (current())
          if (hit) this.cache.set(locale, { ...hit, pending: undefined });
          else this.cache.delete(locale);
        throw err;
      });
    this.cache.set(locale, { body: hit?.body ?? {}, etag: hit?.etag, at: hit?.at ?? 0, pending });
    return pending;
  }
}
