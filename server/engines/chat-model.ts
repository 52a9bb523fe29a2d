import type { Segment } from '../../lib/placeholders/segments';
import { pickKnown } from './deepl';
import { decodeFromHtml, encodeAsHtml } from './html-markup';
import { remoteJson } from './remote-http';
import type { LanguagePair, TranslationEngine } from './types';

/**
 * A chat model behind an OpenAI-compatible endpoint (a local Ollama or vLLM, or a hosted one):
 * `LLM_API_URL` (ending in `/v1`), `LLM_MODEL`, optional `LLM_API_KEY`, and `LLM_LANGUAGES`, the
 * languages it may translate between (a chat endpoint cannot say). The texts go as one JSON array
 * and must come back as one, in order.
 */
export class ChatModelEngine implements TranslationEngine {
  readonly name: string;
  readonly description: string;

  constructor(
    private readonly url: string,
    private readonly model: string,
    private readonly languages: readonly string[],
    private readonly apiKey?: string,
  ) {
    this.name = 'llm';
    this.description = `Chat model ${model}`;
  }

  pairs(): LanguagePair[] {
    return this.languages.flatMap((from) =>
      this.languages.filter((to) => to !== from).map((to) => ({ from, to })),
    );
  }

  ready(): boolean {
    return true;
  }

  async warmup(): Promise<void> {}

  async translate(
    units: readonly Segment[][],
    pair: LanguagePair,
    params: Readonly<Record<string, unknown>> = {},
  ): Promise<string[]> {
    const system =
      `You translate user-interface strings from ${pair.from} to ${pair.to}. ` +
      'The user sends a JSON array of strings; answer with a JSON array of their translations, ' +
      'in the same order, and nothing else. Keep every HTML tag and every <var>…</var> element ' +
      'exactly as it is, in the place the translation needs it.';
    const answer = await remoteJson<{ choices: { message: { content: string } }[] }>(
      this.description,
      new URL('chat/completions', this.url.endsWith('/') ? this.url : `${this.url}/`).href,
      {
        headers: this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {},
        body: {
          model: this.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: JSON.stringify(units.map(encodeAsHtml)) },
          ],
          temperature: 0,
          ...pickKnown(params, ['temperature', 'top_p', 'max_tokens', 'seed']),
        },
      },
    );
    const content = answer.choices[0]?.message.content ?? '';
    // Models wrap JSON in a code fence now and then.
    const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
    let texts: unknown;
    try {
      texts = JSON.parse(json);
    } catch {
      throw new Error(`${this.description} did not answer with a JSON array`);
    }
    if (
      !Array.isArray(texts) ||
      texts.length !== units.length ||
      texts.some((t) => typeof t !== 'string')
    )
      throw new Error(
        `${this.description} answered ${Array.isArray(texts) ? texts.length : 'no'} texts for ${units.length}`,
      );
    return (texts as string[]).map((t, i) => decodeFromHtml(t, units[i]!));
  }

  async close(): Promise<void> {}
}
