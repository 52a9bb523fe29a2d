import { sentenceChrf } from '../../../lib/scoring';
import type { SuggestProgress, Suggestion } from '../../../lib/messaging/suggest-types';
import type { MessageKey, UiText } from '../../../lib/ui-text/catalogues';

/** Suggestions in words: engine names, what a running job is doing, how much was changed. */

/** Engines by their product names, the same in every language. */
const ENGINE_NAMES: Record<string, string> = {
  apertium: 'Apertium',
  deepl: 'DeepL',
  libretranslate: 'LibreTranslate',
};
/** Engines named in words, which each language says its own way. */
const ENGINE_WORDS: Record<string, MessageKey> = {
  'translation-memory': 'suggest.engine.memory',
  llm: 'suggest.engine.llm',
};

/** "Apertium (through es)": the engine, and the pivot language when one was used. */
export function engineLabel(t: UiText, s: Pick<Suggestion, 'model' | 'pivot'>): string {
  const words = ENGINE_WORDS[s.model];
  const name = words ? t(words) : (ENGINE_NAMES[s.model] ?? s.model);
  return s.pivot ? t('suggest.through', { engine: name, pivot: s.pivot }) : name;
}

export function phaseText(
  t: UiText,
  phase: SuggestProgress['phase'] | 'starting',
  progress: SuggestProgress['progress'],
): string {
  switch (phase) {
    case 'starting':
    case 'queued':
      return t('suggest.phase.asking');
    case 'warmup':
      return t('suggest.phase.warmup');
    case 'translating':
      return progress && progress.total > 0
        ? t('suggest.phase.counted', { done: progress.done, total: progress.total })
        : t('suggest.phase.translating');
    case 'done':
      return t('suggest.phase.done');
  }
}

export const SIGN_IN_FOR_SUGGESTIONS: MessageKey = 'suggest.signIn';
export const NO_SOURCE_TO_SUGGEST: MessageKey = 'suggest.noSource';

/** chrF of the saved text against the suggestion it started from, rounded. */
export function suggestionKept(suggestion: string, saved: string): number {
  return Math.round(sentenceChrf(suggestion, saved).score);
}

/** "You changed 18 % of the suggestion (chrF 82)". */
export function changedText(t: UiText, chrf: number): string {
  if (chrf >= 100) return t('suggest.keptAll');
  return t('suggest.changed', { share: 100 - chrf, chrf });
}
