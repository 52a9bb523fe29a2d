import type { ScreenshotType } from '../../../lib/contract/screenshots';

export interface ImageKind {
  mediaType: ScreenshotType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Larger than any page crop; a header saying more is not a screenshot. */
const MAX_SIDE = 16_384;

const ascii = (b: Buffer, at: number, length: number) =>
  b.subarray(at, at + length).toString('latin1');

/**
 * What an image is by its first bytes, not by what its sender says: a PNG (signature, then the
 * IHDR chunk's size) or a WebP (RIFF/WEBP, then a VP8, VP8L or VP8X chunk's size). Null for
 * anything else, and for a header too short or with an impossible size.
 */
export function imageKind(b: Buffer): ImageKind | null {
  const kind = pngKind(b) ?? webpKind(b);
  if (!kind) return null;
  const { width, height } = kind;
  return width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE ? kind : null;
}

function pngKind(b: Buffer): ImageKind | null {
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_SIGNATURE) || ascii(b, 12, 4) !== 'IHDR')
    return null;
  return { mediaType: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function webpKind(b: Buffer): ImageKind | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const webp = (width: number, height: number): ImageKind => ({
    mediaType: 'image/webp',
    width,
    height,
  });
  switch (ascii(b, 12, 4)) {
    case 'VP8X':
      return webp(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
    case 'VP8L': {
      if (b[20] !== 0x2f) return null;
      const bits = b.readUInt32LE(21);
      return webp((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8 ':
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return webp(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
    default:
      return null;
  }
}
