import type { OcrOutputFormat, OcrTask } from '../../lib/contract/model-jobs-media';
import { readImage } from '../engines/ocr/image-input';
import { wordsToMarkdown } from '../engines/ocr/layout';
import { OcrRegistry } from '../engines/ocr/ocr-models';
import type { TesseractPool } from '../engines/ocr/tesseract';

/** An OCR task as queued: the request, with the model chosen at submission. */
export interface OcrPayload {
  mode: 'extract' | 'blocks';
  model: string;
  image: string;
  output_format: OcrOutputFormat;
  task: OcrTask;
}

/** Reads an image with the chosen model: its text or markdown, or its blocks with boxes. */
export async function runOcr(pool: TesseractPool, payload: OcrPayload) {
  const model = new OcrRegistry().find(payload.model, payload.task);
  if ('refused' in model) throw new Error(model.refused);
  const image = readImage(payload.image);
  if (!image.ok) throw new Error(image.reason);
  const start = performance.now();
  const page = await pool.recognize(image.bytes, model.segmentation);
  const run = { model_used: model.name, processing_time_ms: Math.round(performance.now() - start) };
  if (payload.mode === 'blocks') return { text_blocks: page.blocks, ...run };
  if (payload.output_format === 'markdown' || payload.task === 'table')
    return { markdown: wordsToMarkdown(page.words, payload.task === 'table'), ...run };
  return { text: page.text, ...run };
}
