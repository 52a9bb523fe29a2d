import { inflateRawSync } from 'node:zlib';
import { ENGINE_LIMITS, LimitExceeded } from '../engine-limits';

/**
 * Bounds on a Word document before mammoth builds it in memory: its files' unzipped size (as the
 * zip's directory declares it, checked at upload; as inflating finds it, checked in the engine)
 * and the number of elements in its body.
 */
interface ZipEntry {
  name: string;
  method: number;
  packed: number;
  size: number;
  offset: number;
}

/** The zip's central directory, or null when the file has none that reads whole. */
export function zipEntries(b: Buffer): ZipEntry[] | null {
  const end = b.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > b.length) return null;
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = b.readUInt16LE(at + 28);
    const skip = nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
    entries.push({
      name: b.toString('utf8', at + 46, at + 46 + nameLength),
      method: b.readUInt16LE(at + 10),
      packed: b.readUInt32LE(at + 20),
      size: b.readUInt32LE(at + 24),
      offset: b.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

const tooLarge = (size: number) =>
  new LimitExceeded(
    'docxUnzippedBytes',
    `The Word document unzips to ${size} bytes; at most ${ENGINE_LIMITS.docxUnzippedBytes}`,
  );

/** At upload: why the declared sizes are over the limit, or null. */
export function declaredDocxSize(bytes: Buffer): string | null {
  const entries = zipEntries(bytes);
  if (!entries) return 'The Word document (a zip) is cut short or broken';
  const size = entries.reduce((sum, e) => sum + e.size, 0);
  return size > ENGINE_LIMITS.docxUnzippedBytes ? tooLarge(size).message : null;
}

/** In the engine: every file inflated within the limit, and the body's elements counted. */
export function checkDocx(bytes: Buffer): void {
  let budget = ENGINE_LIMITS.docxUnzippedBytes;
  let body = '';
  for (const e of zipEntries(bytes) ?? []) {
    const start =
      e.offset + 30 + bytes.readUInt16LE(e.offset + 26) + bytes.readUInt16LE(e.offset + 28);
    const packed = bytes.subarray(start, start + e.packed);
    let data: Buffer;
    try {
      data = e.method === 8 ? inflateRawSync(packed, { maxOutputLength: budget + 1 }) : packed;
    } catch (err) {
      if (err instanceof RangeError)
        throw tooLarge(ENGINE_LIMITS.docxUnzippedBytes - budget + e.size);
      continue; // a broken entry: mammoth says what is wrong with it
    }
    budget -= data.length;
    if (budget < 0) throw tooLarge(ENGINE_LIMITS.docxUnzippedBytes - budget);
    if (e.name === 'word/document.xml') body = data.toString('utf8');
  }
  let elements = 0;
  for (let at = body.indexOf('<w:'); at >= 0; at = body.indexOf('<w:', at + 3)) elements++;
  if (elements > ENGINE_LIMITS.docxElements)
    throw new LimitExceeded(
      'docxElements',
      `The Word document holds ${elements} elements; at most ${ENGINE_LIMITS.docxElements}`,
    );
}
