import { ENGINE_LIMITS } from '../engine-limits';

/**
 * Checks an uploaded image before anything decodes it: that it is a PNG or a JPEG, whole (a PNG's
 * chunks run to IEND after one header, a JPEG ends with its end-of-image marker), and of a size
 * the engines can hold: sides, pixels and decoded bytes within ENGINE_LIMITS, read from the
 * headers. An image whole outside may still be broken inside: decoding it is the engine
 * process's risk (server/sandbox), never the service's.
 */
export type ImageCheck =
  | { ok: true; bytes: Buffer; width: number; height: number; type: 'png' | 'jpeg' }
  | { ok: false; reason: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Size {
  width: number;
  height: number;
  /** Bytes a decoder gives each pixel: 8 at 16 bits a channel, else 4 (RGBA). */
  bytesPerPixel: number;
}

/** Size from IHDR, once every chunk has been walked to IEND; why not when broken. */
function pngSize(b: Buffer): Size | string {
  let size: Size | null = null;
  for (let at = 8; at + 12 <= b.length;) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > b.length) break;
    if (type === 'IHDR') {
      if (size) return 'The PNG image has a second header';
      if (at !== 8 || length !== 13) break;
      size = {
        width: b.readUInt32BE(at + 8),
        height: b.readUInt32BE(at + 12),
        bytesPerPixel: b[at + 16] === 16 ? 8 : 4,
      };
    } else if (!size) break;
    if (type === 'IEND') return size;
    at += 12 + length;
  }
  return 'The PNG image is cut short or broken';
}

/** Width and height from the first start-of-frame marker; null when none or not ended. */
function jpegSize(b: Buffer): Size | null {
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
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7), bytesPerPixel: 4 };
    at += 2 + length;
  }
  return null;
}

export const readImage = (base64: string): ImageCheck => checkImage(Buffer.from(base64, 'base64'));

/** Which image type the bytes start like, whole or not. */
export const imageType = (bytes: Buffer): 'png' | 'jpeg' | null =>
  bytes.subarray(0, 8).equals(PNG_SIGNATURE)
    ? 'png'
    : bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
      ? 'jpeg'
      : null;

/** The same check on bytes already decoded (an uploaded document). */
export function checkImage(bytes: Buffer): ImageCheck {
  const type = imageType(bytes);
  if (!type) return { ok: false, reason: 'The image is neither a PNG nor a JPEG' };
  const size = type === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (typeof size === 'string') return { ok: false, reason: size };
  if (!size) return { ok: false, reason: 'The JPEG image is cut short or broken' };
  const { width, height } = size;
  const { imageSide, imagePixels, imageDecodedBytes } = ENGINE_LIMITS;
  if (width < 1 || height < 1) return { ok: false, reason: 'The image is empty' };
  if (width > imageSide || height > imageSide)
    return {
      ok: false,
      reason: `The image is ${width}×${height} pixels; at most ${imageSide} on a side`,
    };
  if (width * height > imagePixels)
    return {
      ok: false,
      reason: `The image is ${width}×${height}, ${width * height} pixels; at most ${imagePixels}`,
    };
  const decoded = width * height * size.bytesPerPixel;
  if (decoded > imageDecodedBytes)
    return {
      ok: false,
      reason: `The image takes ${decoded} bytes decoded (${size.bytesPerPixel} a pixel); at most ${imageDecodedBytes}`,
    };
  return { ok: true, bytes, type, width, height };
}
