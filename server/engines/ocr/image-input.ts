/**
 * Checks an uploaded image before anything decodes it: that it is a PNG or a JPEG, whole (a PNG's
 * chunks run to IEND, a JPEG ends with its end-of-image marker), and of a size OCR can read. The
 * dimensions are read from the headers. Native image decoders can crash the process on a broken
 * file, so no broken file reaches one.
 */
export const MAX_IMAGE_SIDE = 10_000;

export type ImageCheck =
  | { ok: true; bytes: Buffer; width: number; height: number; type: 'png' | 'jpeg' }
  | { ok: false; reason: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from IHDR, once every chunk has been walked to IEND; null when broken. */
function pngSize(b: Buffer): { width: number; height: number } | null {
  let size: { width: number; height: number } | null = null;
  for (let at = 8; at + 12 <= b.length;) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > b.length) return null;
    if (type === 'IHDR' && length >= 8)
      size = { width: b.readUInt32BE(at + 8), height: b.readUInt32BE(at + 12) };
    if (type === 'IEND') return size;
    at += 12 + length;
  }
  return null;
}

/** Width and height from the first start-of-frame marker; null when none or not ended. */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
  for (let at = 2; at + 9 < b.length;) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    // SOF0–SOF15, without DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

export const readImage = (base64: string): ImageCheck => checkImage(Buffer.from(base64, 'base64'));

/** The same check on bytes already decoded (an uploaded document). */
export function checkImage(bytes: Buffer): ImageCheck {
  const type = bytes.subarray(0, 8).equals(PNG_SIGNATURE)
    ? 'png'
    : bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
      ? 'jpeg'
      : null;
  if (!type) return { ok: false, reason: 'The image is neither a PNG nor a JPEG' };
  const size = type === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size) return { ok: false, reason: `The ${type.toUpperCase()} image is cut short or broken` };
  if (size.width < 1 || size.height < 1) return { ok: false, reason: 'The image is empty' };
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    return {
      ok: false,
      reason: `The image is ${size.width}×${size.height} pixels; at most ${MAX_IMAGE_SIDE} on a side`,
    };
  return { ok: true, bytes, type, ...size };
}
