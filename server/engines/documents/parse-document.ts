import type {
  DocumentParseResult,
  ParseBackend,
  ParseMethod,
} from '../../../lib/contract/model-jobs-media';
import { checkImage } from '../ocr/image-input';
import { sniffDocument } from './document-kind';
import { blocksToMarkdown, layoutBlocks, type LayoutBlock, type LayoutWord } from '../ocr/layout';
import type { TesseractPool } from '../ocr/tesseract';
import { checkDocx } from './docx-guard';
import { readDocx } from './docx';
import { checkPdfNesting, checkRenderSize } from './pdf-guard';
import { readPdf } from './pdf';

/**
 * Document parsing: PDFs from their text layer (pages without one, or every page with
 * `parse_method: ocr`, are rendered and read by OCR), Word documents from their structure, and
 * images by OCR. Both implemented backends run this pipeline; `hybrid-auto-engine` reads the
 * text layer where a page has one and OCR elsewhere, `pipeline` does the same page by page.
 * It runs in the document lane's engine process; each bound of ENGINE_LIMITS it meets fails it.
 */
export interface ParseOptions {
  backend: ParseBackend;
  parse_method: ParseMethod;
  language: string;
  formula_enable: boolean;
  table_enable: boolean;
}

/** Renders at twice the PDF's point size: 144 dpi reads well and stays quick. */
const OCR_SCALE = 2;

export async function parseDocument(
  bytes: Buffer,
  options: ParseOptions,
  pool: TesseractPool,
): Promise<DocumentParseResult> {
  const kind = sniffDocument(bytes);
  const layout = { tables: options.table_enable, formulas: options.formula_enable };
  const pages: DocumentParseResult['pages'] = [];
  if (kind === 'pdf') {
    checkPdfNesting(bytes);
    for (const page of await readPdf(bytes)) {
      let words: LayoutWord[] = page.words;
      const useOcr =
        options.parse_method === 'ocr' || (options.parse_method === 'auto' && words.length === 0);
      if (useOcr) {
        checkRenderSize(page, OCR_SCALE);
        const read = await pool.recognize(await page.render(OCR_SCALE), 'combined');
        words = read.words.map((w) => ({
          text: w.text,
          bbox: w.bbox.map((v) => v / OCR_SCALE) as LayoutWord['bbox'],
          lineHeight: w.lineHeight / OCR_SCALE,
        }));
      }
      pages.push({
        index: page.index,
        width: page.width,
        height: page.height,
        blocks: layoutBlocks(words, layout),
      });
    }
  } else if (kind === 'docx') {
    checkDocx(bytes);
    pages.push({ index: 0, width: 0, height: 0, blocks: await readDocx(bytes, layout) });
  } else if (kind === 'image') {
    const image = checkImage(bytes);
    if (!image.ok) throw new Error(image.reason);
    const read = await pool.recognize(image.bytes, 'combined');
    pages.push({
      index: 0,
      width: image.width,
      height: image.height,
      blocks: layoutBlocks(read.words, layout),
    });
  } else {
    throw new Error('The file is not a PDF, a Word document (DOCX) or a PNG or JPEG image');
  }
  return {
    markdown: pages
      .map((p) => blocksToMarkdown(p.blocks as LayoutBlock[]))
      .filter(Boolean)
      .join('\n\n'),
    pages,
    backend: options.backend,
    parse_method: options.parse_method,
    language: options.language,
  };
}
