import type { TargetStatusEntry } from '../contract/editor';
import { refId } from '../messaging/ref-id';
import type { KeyRef } from '../messaging/types';
import { Clears } from './clears';
import { capMap } from './request-budget';
import type { StatusService } from './status-service';
import type { TranslationsCache } from './translations-cache';

type Namespaces = Record<string, Record<string, string>>;

/** Locales kept; the least recently asked is dropped first. */
const MAX_LOCALES = 8;

/** Every key a namespace map names, in order. */
export const refsOf = (texts: Namespaces): KeyRef[] =>
  Object.entries(texts).flatMap(([namespace, keys]) =>
    Object.keys(keys).map((key) => ({ namespace, key })),
  );

/**
 * The current text of each key: the row's text where its status has one (a draft or a delivered
 * row alike), else the delivered text. A row with no text yet leaves its key out.
 */
export function currentTexts(
  delivered: Namespaces,
  refs: readonly KeyRef[],
  entries: Readonly<Record<string, TargetStatusEntry | null | undefined>>,
): Namespaces {
  const out: Namespaces = {};
  for (const [namespace, keys] of Object.entries(delivered)) out[namespace] = { ...keys };
  for (const ref of refs) {
    const text = entries[refId(ref)]?.text;
    if (text) (out[ref.namespace] ??= {})[ref.key] = text;
  }
  return out;
}

/**
 * What a page's visible texts are matched against (the text match): the current texts of the
 * page's language, drafts as well as delivered rows, so that on a new project, where nothing is
 * approved yet, an app without markers still shows its keys. A page in the source language is
 * matched against the source texts.
 *
 * `GET /translations` serves delivered rows only; the drafts are read from the target status of
 * every key the source language has (through the status service, which chunks and caches). An
 * answer older than `maxAgeMs` is given at once and read again behind it, so a page load waits
 * for the service only the first time a language is asked.
 */
export class PageTexts {
  private cache = new Map<
    string,
    { at: number; body?: Namespaces; pending?: Promise<Namespaces> }
  >();
  private readonly clears = new Clears();

  constructor(
    private readonly deps: {
      translations: Pick<TranslationsCache, 'get'>;
      status: Pick<StatusService, 'get' | 'workflow'>;
    },
    private readonly maxAgeMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forget everything: a row was written, or the credentials changed. */
  clear(): void {
    this.clears.bump();
    this.cache.clear();
  }

  /** The texts for a project locale (as the status service resolved it). */
  get(locale: string): Promise<Namespaces> {
    const hit = this.cache.get(locale);
    if (hit?.pending && !hit.body) return hit.pending;
    if (hit?.body) {
      if (!hit.pending && this.now() - hit.at >= this.maxAgeMs)
        this.read(locale, hit.body).catch(() => undefined);
      return Promise.resolve(hit.body);
    }
    return this.read(locale);
  }

  private read(locale: string, stale?: Namespaces): Promise<Namespaces> {
    const current = this.clears.since();
    const pending = this.load(locale).then(
      ({ body, complete }) => {
        if (current()) {
          this.cache.delete(locale); // re-inserted last: the most recent locales are kept
          // Texts without the drafts (the service failed to say them) serve this ask only: the
          // next one reads again rather than matching without them for the cache's whole age.
          if (complete) this.cache.set(locale, { at: this.now(), body });
          capMap(this.cache, MAX_LOCALES);
        }
        return body;
      },
      (err: unknown) => {
        // A stale answer stays until the next try; without one the next ask tries again.
        if (current())
          if (stale) this.cache.set(locale, { at: this.now(), body: stale });
          else this.cache.delete(locale);
        throw err;
      },
    );
    this.cache.set(locale, { at: this.cache.get(locale)?.at ?? 0, body: stale, pending });
    return pending;
  }

  /** The texts, and whether they are all there are (false: the drafts could not be read). */
  private async load(locale: string): Promise<{ body: Namespaces; complete: boolean }> {
    const { translations, status } = this.deps;
    const workflow = await status.workflow(locale).catch(() => undefined);
    const source = workflow?.source_locale;
    if (!source || source === locale)
      return { body: await translations.get(locale), complete: workflow !== undefined };
    const [delivered, sources] = await Promise.all([
      translations.get(locale),
      translations.get(source).catch(() => undefined),
    ]);
    const refs = refsOf(sources ?? {});
    if (refs.length === 0) return { body: delivered, complete: sources !== undefined };
    // Without the drafts the delivered texts still match what they did before.
    const answer = await status.get(locale, refs).catch(() => null);
    return answer
      ? { body: currentTexts(delivered, refs, answer.entries), complete: true }
      : { body: delivered, complete: false };
  }
}
