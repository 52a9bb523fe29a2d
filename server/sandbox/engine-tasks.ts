import type { BlockToDraw } from '../engines/ocr/render-blocks';
import type { OcrPage, Segmentation } from '../engines/ocr/tesseract';
import type { matchMemory, MemoryEntry } from '../engines/translation-memory';
import type { DocumentPayload, runDocumentParse } from '../model-jobs/document-task';
import type { OcrPayload, runOcr } from '../model-jobs/ocr-task';
import type { score, ScorePayload } from '../model-jobs/score-task';

/**
 * What an engine process can be asked to do: every computation on a user's file or text that a
 * native decoder, a WebAssembly engine or a long loop could crash, freeze or swell. Each runs in
 * the engine process of its job's lane (engine-host.ts), never in the service's.
 */
export interface EngineTasks {
  /** An OCR task whole: text, markdown or blocks. */
  ocr: (payload: OcrPayload) => ReturnType<typeof runOcr>;
  /** The words and blocks of an image (the image pipeline's first stage). */
  recognize: (input: { image: Uint8Array; segmentation: Segmentation }) => Promise<OcrPage>;
  /** Translations drawn over an image: a PNG. */
  render: (input: { image: Uint8Array; blocks: BlockToDraw[] }) => Promise<Uint8Array>;
  parse: (payload: DocumentPayload) => ReturnType<typeof runDocumentParse>;
  score: (payload: ScorePayload) => Promise<ReturnType<typeof score>>;
  /** Translation-memory matches of each text against the earlier rows. */
  memory: (input: {
    corpus: MemoryEntry[];
    texts: string[];
  }) => Promise<ReturnType<typeof matchMemory>>;
}

export type EngineTaskName = keyof EngineTasks;
export type EngineTaskInput<N extends EngineTaskName> = Parameters<EngineTasks[N]>[0];
export type EngineTaskOutput<N extends EngineTaskName> = Awaited<ReturnType<EngineTasks[N]>>;

/** A task sent to an engine process. */
export interface EngineRequest {
  id: number;
  task: EngineTaskName;
  input: unknown;
}

/** Its answer: the result, or the error in words; and which OCR passes are warm now. */
export type EngineReply = { id: number; warm: string[] } & (
  { ok: true; result: unknown } | { ok: false; error: string }
);
