import { parseDocument, type ParseOptions } from '../engines/documents/parse-document';
import type { TesseractPool } from '../engines/ocr/tesseract';

/** A parse task as queued: the file (base64, so the queue survives a restart) and the options. */
export interface DocumentPayload {
  file: string;
  options: ParseOptions;
}

export const runDocumentParse = (pool: TesseractPool, payload: DocumentPayload) =>
  parseDocument(Buffer.from(payload.file, 'base64'), payload.options, pool);
