import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { LayoutWord } from '../ocr/layout';
import { checkPdfPages } from './pdf-guard';

/**
 * A PDF's pages: each page's size and its text items as positioned words (y from the top), and
 * a way to render a page to PNG for OCR when it has no text layer. pdfjs runs without eval and
 * without loading fonts into anything: only the text layer and, for OCR, the drawing are used.
 */
export interface PdfPage {
  index: number;
  width: number;
  height: number;
  words: LayoutWord[];
  render(scale: number): Promise<Buffer>;
}

interface TextItem {
  str: string;
  width: number;
  height: number;
  transform: number[];
}

export async function readPdf(bytes: Buffer): Promise<PdfPage[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  checkPdfPages(doc.numPages);
  const pages: PdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const words: LayoutWord[] = [];
    for (const item of content.items as TextItem[]) {
      if (typeof item.str !== 'string' || item.str.trim() === '') continue;
      const size = item.height || Math.abs(item.transform[3]!);
      const x = item.transform[4]!;
      const y = viewport.height - item.transform[5]! - size;
      words.push({ text: item.str, bbox: [x, y, item.width, size], lineHeight: size });
    }
    pages.push({
      index: n - 1,
      width: viewport.width,
      height: viewport.height,
      words,
      async render(scale) {
        const vp = page.getViewport({ scale });
        const canvas = createCanvas(Math.ceil(vp.width), Math.ceil(vp.height));
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        // pdfjs draws on a canvas-like context; @napi-rs/canvas implements the one it needs.
        await page.render({ canvasContext: ctx as never, canvas: canvas as never, viewport: vp })
          .promise;
        return canvas.toBuffer('image/png');
      },
    });
  }
  return pages;
}
