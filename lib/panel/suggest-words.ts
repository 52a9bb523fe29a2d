import { sentenceChrf } from '../scoring';
import type { SuggestProgress, Suggestion } from '../messaging/suggest-types';

/** Suggestions in words: engine names, what a running job is doing, how much was changed. */

const ENGINE_NAMES: Record<string, string> = {
  apertium: 'Apertium',
  'translation-memory': 'Translation memory',
  deepl: 'DeepL',
  libretranslate: 'LibreTranslate',
  llm: 'Language model',
};

/** "Apertium (through es)": the engine, and the pivot language when one was used. */
export function engineLabel(s: Pick<Suggestion, 'model' | 'pivot'>): string {
  const name = ENGINE_NAMES[s.model] ?? s.model;
  return s.pivot ? `${name} (through ${s.pivot})` : name;
}

export function phaseText(
  phase: SuggestProgress['phase'] | 'starting',
  progress: SuggestProgress['progress'],
): string {
  switch (phase) {
    case 'starting':
    case 'queued':
      return 'Asking for suggestions…';
    case 'warmup':
      return 'Warming up the translation engine…';
    case 'translating':
      return progress && progress.total > 0
        ? `Translating… ${progress.done} of ${progress.total}`
        : 'Translating…';
    case 'done':
      return 'Done';
  }
}

export const SIGN_IN_FOR_SUGGESTIONS =
  'Suggestions need signing in with your e-mail and password: an integration key cannot ask for them.';
export const NO_SOURCE_TO_SUGGEST = 'This key has no source text to translate.';
export const NO_SUGGESTIONS = 'No suggestions for this text.';

/** chrF of the saved text against the suggestion it started from, rounded. */
export function suggestionKept(suggestion: string, saved: string): number {
  return Math.round(sentenceChrf(suggestion, saved).score);
}

/** "You changed 18 % of the suggestion (chrF 82)". */
export function changedText(chrf: number): string {
  if (chrf >= 100) return 'You kept the suggestion as it was (chrF 100)';
  return `You changed ${100 - chrf} % of the suggestion (chrF ${chrf})`;
}
