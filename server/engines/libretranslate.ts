import type { Segment } from '../../lib/placeholders/segments';
import { decodeFromHtml, encodeAsHtml } from './html-markup';
import { remoteJson } from './remote-http';
import type { LanguagePair, TranslationEngine } from './types';

/** A LibreTranslate server the team runs (`LIBRETRANSLATE_URL`, optional `LIBRETRANSLATE_API_KEY`). */
export class LibreTranslateEngine implements TranslationEngine {
  readonly name = 'libretranslate';
  readonly description = 'LibreTranslate';
  private known: LanguagePair[] | null = null;

  constructor(
    private readonly url: string,
    private readonly apiKey?: string,
  ) {}

  pairs(): LanguagePair[] {
    return this.known ?? [];
  }

  ready(): boolean {
    return this.known !== null;
  }

  /** Reads the languages the server offers, and where each can go. */
  async warmup(): Promise<void> {
    const languages = await remoteJson<{ code: string; targets?: string[] }[]>(
      this.description,
      new URL('languages', this.base()).href,
      {},
    );
    this.known = languages.flatMap((l) =>
      (l.targets ?? []).filter((t) => t !== l.code).map((to) => ({ from: l.code, to })),
    );
  }

  async translate(units: readonly Segment[][], pair: LanguagePair): Promise<string[]> {
    const answer = await remoteJson<{ translatedText: string | string[] }>(
      this.description,
      new URL('translate', this.base()).href,
      {
        body: {
          q: units.map(encodeAsHtml),
          source: pair.from,
          target: pair.to,
          format: 'html',
          ...(this.apiKey ? { api_key: this.apiKey } : {}),
        },
      },
    );
    const texts = Array.isArray(answer.translatedText)
      ? answer.translatedText
      : [answer.translatedText];
    if (texts.length !== units.length)
      throw new Error(`LibreTranslate answered ${texts.length} texts for ${units.length}`);
    return texts.map((t, i) => decodeFromHtml(t, units[i]!));
  }

  async close(): Promise<void> {}

  private base(): string {
    return this.url.endsWith('/') ? this.url : `${this.url}/`;
  }
}
