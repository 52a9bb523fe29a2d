import type { ItrpBlock, ItrpRequest, ItrpResult } from '../../lib/contract/model-jobs-media';
import { readImage } from '../engines/ocr/image-input';
import type { OcrRegistry } from '../engines/ocr/ocr-models';
import { clipBox, type BlockToDraw } from '../engines/ocr/render-blocks';
import type { OcrPage, Segmentation } from '../engines/ocr/tesseract';
import type { EngineRegistry } from '../engines/registry';
import { translateTexts } from '../engines/translate-texts';

/** The stages that decode the image: run in the OCR lane's engine process by the job. */
export interface ImageEngines {
  recognize(image: Buffer, mode: Segmentation): Promise<OcrPage>;
  render(image: Buffer, blocks: BlockToDraw[]): Promise<Uint8Array>;
}

/**
 * The image translation pipeline: OCR finds the text blocks, the translation model translates
 * each, and the translations are drawn into the image over the originals. Each stage is reported
 * as it starts and timed.
 */
export async function translateImage(
  engines: EngineRegistry,
  ocr: OcrRegistry,
  request: ItrpRequest,
  stage: (name: 'ocr' | 'translate' | 'render') => Promise<void>,
  imaging: ImageEngines,
): Promise<ItrpResult> {
  const image = readImage(request.image);
  if (!image.ok) throw new Error(image.reason);
  if (request.blocks) {
    // Boxes are the caller's: only what lies on the image is drawn, or reported.
    const blocks = request.blocks.flatMap((b) => {
      const bbox = clipBox(b.bbox, image.width, image.height);
      return bbox ? [{ ...b, bbox }] : [];
    });
    return renderGiven(image.bytes, blocks, stage, imaging);
  }
  const model = ocr.find(request.ocr_model, 'ocr');
  if ('refused' in model) throw new Error(model.refused);
  const route = engines.route(
    request.translation_model,
    request.source_lang,
    request.target_lang,
    true,
  );
  if ('refused' in route) throw new Error(route.refused);

  await stage('ocr');
  let start = performance.now();
  const page = await imaging.recognize(image.bytes, model.segmentation);
  const ocrMs = performance.now() - start;

  await stage('translate');
  start = performance.now();
  if (!route.engine.ready()) await route.engine.warmup();
  // Lines of a block are one message: the engine sees the sentence whole.
  const sources = page.blocks.map((b) => b.text.replace(/\s*\n\s*/g, ' '));
  const translations = sources.length ? await translateTexts(route, sources) : [];
  const translateMs = performance.now() - start;

  await stage('render');
  start = performance.now();
  // OCR boxes hug the glyphs; anti-aliased edges reach a pixel or two beyond. The translation is
  // drawn into the box grown by that margin, and that is the box the result reports.
  const blocks = page.blocks.map((b, i) => ({
    ...b,
    bbox: grow(b.bbox, image.width, image.height),
    text: sources[i]!,
    translation: translations[i]!,
  }));
  const rendered = Buffer.from(await imaging.render(image.bytes, blocks));
  const renderMs = performance.now() - start;

  return {
    image: rendered.toString('base64'),
    blocks,
    ocr_model: model.name,
    translation_model: route.engine.name,
    timings_ms: {
      ocr: Math.round(ocrMs),
      translate: Math.round(translateMs),
      render: Math.round(renderMs),
    },
  };
}

/** Draws blocks as given: nothing recognised or translated, so those stages took no time. */
async function renderGiven(
  bytes: Buffer,
  blocks: ItrpBlock[],
  stage: (name: 'render') => Promise<void>,
  imaging: ImageEngines,
): Promise<ItrpResult> {
  await stage('render');
  const start = performance.now();
  const rendered = Buffer.from(await imaging.render(bytes, blocks));
  return {
    image: rendered.toString('base64'),
    blocks,
    ocr_model: GIVEN,
    translation_model: GIVEN,
    timings_ms: { ocr: 0, translate: 0, render: Math.round(performance.now() - start) },
  };
}
/** The model named in a result whose blocks came with the request. */
const GIVEN = 'given';

const MARGIN = 2;
function grow(
  [x, y, w, h]: readonly [number, number, number, number],
  width: number,
  height: number,
): [number, number, number, number] {
  const x0 = Math.max(0, x - MARGIN);
  const y0 = Math.max(0, y - MARGIN);
  return [x0, y0, Math.min(width, x + w + MARGIN) - x0, Math.min(height, y + h + MARGIN) - y0];
}
