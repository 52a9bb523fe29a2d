/**
 * What suggestions look like on their way from the background to the side panel, as types only
 * (the content script never sees them).
 */

/** One submitted job: the model it runs on and the service's task id. */
export interface SuggestJob {
  model: string;
  taskId: string;
}

/** Answer to `suggest.start`. */
export interface SuggestStarted {
  /** Machine translation first, then the translation memory. */
  jobs: SuggestJob[];
  /** No machine translation engine reaches the pair: what would, in words. Null when one does. */
  noEngine: string | null;
}

/** One candidate translation of one source text. */
export interface Suggestion {
  /** The registered model that gave it (`apertium`, `translation-memory`, …). */
  model: string;
  text: string;
  /** The language translated through, when the engine used a pivot. */
  pivot: string | null;
  /** The service's QA checks of this translation, in words. */
  warnings: string[];
  /** From the translation memory: how close its source was (0–100) and which row it was. */
  match: { score: number; source: string; sourceKey: string } | null;
}

/** Answer to `suggest.status`: where the jobs stand, and what the finished ones found. */
export interface SuggestProgress {
  phase: 'queued' | 'warmup' | 'translating' | 'done';
  /** Items translated so far over all jobs that report it; null before any does. */
  progress: { done: number; total: number } | null;
  /** By source, in the order they were sent. */
  items: Suggestion[][];
  failures: { model: string; error: string }[];
}
