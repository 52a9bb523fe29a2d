import { inflateSync } from 'node:zlib';
import { ENGINE_LIMITS, LimitExceeded } from '../engine-limits';

/**
 * Bounds on a PDF that pdfjs would otherwise spend minutes on: how deep its drawings nest saved
 * graphics states, read from its plain and deflated streams before pdfjs sees the file. (A stream
 * behind another filter goes unread here; the lane's time limit still holds for it.)
 */
const STREAM = /stream\r?\n/g;
/** A stream that inflates past this is no drawing worth reading here. */
const MAX_STREAM_BYTES = 64 * 1024 * 1024;
const OPERATOR = /(?:^|\s)([qQ])(?=\s|$)/g;

export function checkPdfNesting(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  let deepest = 0;
  for (const m of text.matchAll(STREAM)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const dict = text.slice(Math.max(0, text.lastIndexOf('<<', m.index)), m.index);
    let content: string;
    if (!dict.includes('/Filter')) content = text.slice(start, end);
    else if (/\/Filter\s*\/FlateDecode\b/.test(dict)) {
      try {
        content = inflateSync(bytes.subarray(start, end), {
          maxOutputLength: MAX_STREAM_BYTES,
        }).toString('latin1');
      } catch {
        continue; // cut short, not zlib, or too large to be a drawing: pdfjs decides
      }
    } else continue;
    deepest = Math.max(deepest, nesting(content));
  }
  if (deepest > ENGINE_LIMITS.pdfNesting)
    throw new LimitExceeded(
      'pdfNesting',
      `The PDF nests graphics states ${deepest} deep; at most ${ENGINE_LIMITS.pdfNesting}`,
    );
}

function nesting(content: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, op] of content.matchAll(OPERATOR)) {
    depth = op === 'q' ? depth + 1 : Math.max(0, depth - 1);
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

export function checkPdfPages(pages: number): void {
  if (pages > ENGINE_LIMITS.pdfPages)
    throw new LimitExceeded(
      'pdfPages',
      `The PDF has ${pages} pages; at most ${ENGINE_LIMITS.pdfPages}`,
    );
}

/** A page rendered for OCR is an image like any other: within the image pixel limit. */
export function checkRenderSize(
  page: { index: number; width: number; height: number },
  scale: number,
): void {
  const [w, h] = [Math.ceil(page.width * scale), Math.ceil(page.height * scale)];
  if (w * h > ENGINE_LIMITS.imagePixels || Math.max(w, h) > ENGINE_LIMITS.imageSide)
    throw new LimitExceeded(
      'imagePixels',
      `Page ${page.index + 1} of the PDF is ${Math.round(page.width)}×${Math.round(page.height)} points: rendered for OCR it would be ${w}×${h}; at most ${ENGINE_LIMITS.imagePixels} pixels and ${ENGINE_LIMITS.imageSide} on a side`,
    );
}
