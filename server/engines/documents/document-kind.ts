import type { ParseBackend } from '../../../lib/contract/model-jobs-media';
import { checkImage, imageType } from '../ocr/image-input';
import { declaredDocxSize } from './docx-guard';

/**
 * What an upload is, from its first bytes, and whether its headers are within the engines'
 * limits: all the service itself reads of a document before an engine process parses it.
 */
export const SERVED_BACKENDS: readonly ParseBackend[] = ['hybrid-auto-engine', 'pipeline'];

export type DocumentKind = 'pdf' | 'docx' | 'image';

/** What kind of document the bytes are, from their first bytes; null for none we read. */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'docx';
  if (imageType(bytes)) return 'image';
  return null;
}

/** Why an upload of this kind is refused before parsing (an image too large…), or null. */
export function refuseUpload(kind: DocumentKind, bytes: Buffer): string | null {
  if (kind === 'image') {
    const image = checkImage(bytes);
    return image.ok ? null : image.reason;
  }
  return kind === 'docx' ? declaredDocxSize(bytes) : null;
}
