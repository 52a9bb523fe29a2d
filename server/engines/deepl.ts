import type { Segment } from '../../lib/placeholders/segments';
import { decodeFromHtml, encodeAsHtml } from './html-markup';
import { remoteJson } from './remote-http';
import type { LanguagePair, TranslationEngine } from './types';

/**
 * DeepL's API (`DEEPL_API_KEY`; `DEEPL_API_URL` for the free or a proxy endpoint). DeepL names
 * languages in capitals and some targets by region (`EN-US`, `PT-BR`); clients ask by BCP 47 tag,
 * so a base tag maps to the region DeepL wants.
 */
const TARGET_REGION: Readonly<Record<string, string>> = { EN: 'EN-US', PT: 'PT-PT' };

export class DeepLEngine implements TranslationEngine {
  readonly name = 'deepl';
  readonly description = 'DeepL';
  private known: LanguagePair[] | null = null;

  constructor(
    private readonly apiKey: string,
    private readonly url = 'https://api.deepl.com',
  ) {}

  pairs(): LanguagePair[] {
    return this.known ?? [];
  }

  ready(): boolean {
    return this.known !== null;
  }

  async warmup(): Promise<void> {
    const list = (type: 'source' | 'target') =>
      remoteJson<{ language: string }[]>(
        this.description,
        this.endpoint(`v2/languages?type=${type}`),
        {
          headers: this.auth(),
        },
      );
    const [sources, targets] = await Promise.all([list('source'), list('target')]);
    const base = (code: string) => code.split('-')[0]!.toLowerCase();
    const to = [...new Set(targets.map((t) => base(t.language)))];
    this.known = sources.flatMap((s) =>
      to.filter((t) => t !== base(s.language)).map((t) => ({ from: base(s.language), to: t })),
    );
  }

  async translate(
    units: readonly Segment[][],
    pair: LanguagePair,
    params: Readonly<Record<string, unknown>> = {},
  ): Promise<string[]> {
    const target = pair.to.toUpperCase();
    const answer = await remoteJson<{ translations: { text: string }[] }>(
      this.description,
      this.endpoint('v2/translate'),
      {
        headers: this.auth(),
        body: {
          text: units.map(encodeAsHtml),
          source_lang: pair.from.toUpperCase(),
          target_lang: TARGET_REGION[target] ?? target,
          tag_handling: 'html',
          // Generation parameters DeepL understands (formality, context, …) pass through.
          ...pickKnown(params, ['formality', 'context', 'glossary_id', 'model_type']),
        },
      },
    );
    if (answer.translations.length !== units.length)
      throw new Error(`DeepL answered ${answer.translations.length} texts for ${units.length}`);
    return answer.translations.map((t, i) => decodeFromHtml(t.text, units[i]!));
  }

  async close(): Promise<void> {}

  private auth() {
    return { authorization: `DeepL-Auth-Key ${this.apiKey}` };
  }

  private endpoint(path: string): string {
    return new URL(path, this.url.endsWith('/') ? this.url : `${this.url}/`).href;
  }
}

export function pickKnown(
  params: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (Object.hasOwn(params, name)) out[name] = params[name];
  return out;
}
