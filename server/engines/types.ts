import type { Segment } from '../../lib/placeholders/segments';

/** A direction an engine translates, as BCP 47 language tags (`en`, `es`). */
export interface LanguagePair {
  from: string;
  to: string;
}

/**
 * A machine translation engine registered as a model. Engines receive messages already split
 * into units (`units.ts`): text with placeholders and tags as segments, which each engine encodes
 * in a form it carries through and restores in its answer.
 */
export interface TranslationEngine {
  /** The registered model name clients ask for. */
  readonly name: string;
  /** What it is, in a few words, for the model list and for messages naming it. */
  readonly description: string;
  pairs(): readonly LanguagePair[];
  /** False until `warmup` has finished; jobs for the engine wait for it, without a time limit. */
  ready(): boolean;
  warmup(): Promise<void>;
  /** One translation per unit, in order. */
  translate(
    units: readonly Segment[][],
    pair: LanguagePair,
    params?: Readonly<Record<string, unknown>>,
  ): Promise<string[]>;
  close(): Promise<void>;
}

export const samePair = (a: LanguagePair, b: LanguagePair) => a.from === b.from && a.to === b.to;
