import type {
  BatchTranslateRequest,
  EvaluationCheck,
  TranslationResult,
} from '../../lib/contract/model-jobs';
import { checkTranslation } from '../../lib/quality/checks';
import type { EngineRegistry } from '../engines/registry';
import { isMemoryEngine, type MemoryMatcher } from '../engines/memory-engine';
import { translateTexts } from '../engines/translate-texts';

/**
 * A batch translation: every value of every item is translated along the model's route (through
 * the pivot when asked and needed), the items keep their keys, and unless the request skipped it,
 * each translation is checked against its source.
 */
export async function translateItems(
  engines: EngineRegistry,
  request: BatchTranslateRequest,
  hooks: { warming(): Promise<void>; progress(done: number, total: number): Promise<void> },
  ownerId: string | null = null,
  matchMemory?: MemoryMatcher,
): Promise<TranslationResult> {
  const routeNow = () =>
    engines.route(
      request.registered_model_name,
      request.source_lang,
      request.target_lang,
      request.use_pivot,
    );
  const first = routeNow();
  if ('refused' in first) throw new Error(first.refused);
  if (!first.engine.ready()) {
    await hooks.warming();
    // No time limit: a model that loads slowly is waited for, as the interface says.
    await first.engine.warmup();
  }
  // Routed again: an engine that was loading knows its pairs now.
  const route = routeNow();
  if ('refused' in route) throw new Error(route.refused);
  const slots: { item: number; key: string }[] = [];
  const texts: string[] = [];
  request.items.forEach((item, i) => {
    for (const [key, text] of Object.entries(item)) {
      slots.push({ item: i, key });
      texts.push(text);
    }
  });
  let matches: TranslationResult['matches'];
  let translated: string[];
  if (isMemoryEngine(route.engine)) {
    if (!ownerId) throw new Error('The translation memory answers signed-in users only');
    const answer = await route.engine.translateMessages(
      texts,
      route.legs[0]!,
      { userId: ownerId },
      matchMemory,
    );
    translated = answer.texts;
    matches = answer.matches.flatMap((m, n) =>
      m
        ? [
            {
              index: slots[n]!.item,
              key: slots[n]!.key,
              score: m.score,
              source: m.source,
              source_key: `${m.namespace}:${m.key}`,
            },
          ]
        : [],
    );
  } else {
    translated = await translateTexts(
      route,
      texts,
      request.generation_params ?? {},
      hooks.progress,
    );
  }
  // Items are keyed by input: build them without a prototype, so `__proto__` is just a key.
  const items = request.items.map(() => Object.create(null) as Record<string, string>);
  const checks: EvaluationCheck[] = [];
  slots.forEach(({ item, key }, n) => {
    items[item]![key] = translated[n]!;
    // A memory with no close match answers nothing, which is no mistake to report.
    const unanswered = matches !== undefined && translated[n] === '';
    if (!request.skip_evaluation && !unanswered)
      for (const f of checkTranslation(texts[n]!, translated[n]!))
        checks.push({ index: item, key, code: f.code, message: f.message });
  });
  return {
    items,
    model: route.engine.name,
    variant: request.variant ?? null,
    pivot: route.pivot,
    evaluation: request.skip_evaluation ? null : { checks },
    ...(matches ? { matches } : {}),
  };
}
