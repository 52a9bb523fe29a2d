import { createCanvas } from '@napi-rs/canvas';
import { crc32, deflateSync } from 'node:zlib';
import { writeRawDocx } from '../docx-writer';

/**
 * Hostile files, made here rather than stored: images whose headers promise more than they hold
 * or hold what no decoder can read, PDFs that are small but costly to interpret, and a Word
 * document that unpacks to millions of elements.
 */
export function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function ihdr(width: number, height: number, bitDepth = 1, colourType = 0): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colourType;
  return chunk('IHDR', data);
}

/** A PNG from its chunks, signature first and IEND last. */
export const png = (...chunks: Buffer[]) =>
  Buffer.concat([SIGNATURE, ...chunks, chunk('IEND', Buffer.alloc(0))]);

/**
 * A white 1-bit greyscale PNG of this size: a few kilobytes however many pixels it declares,
 * since every row deflates to almost nothing.
 */
export function blankBitmap(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length);
  return png(ihdr(width, height), chunk('IDAT', deflateSync(raw, { level: 9 })));
}

/** Whole outside (every chunk to IEND), but its image data is not zlib data. */
export const brokenIdat = () =>
  png(ihdr(64, 64, 8, 2), chunk('IDAT', Buffer.from('this is not zlib data at all, no')));

/** A PNG with a second header, declaring a far larger image, after its first. */
export function twoHeaders(): Buffer {
  const real = createCanvas(32, 32).toBuffer('image/png');
  // Signature (8 bytes), then the IHDR chunk (25 bytes), then the rest.
  return Buffer.concat([real.subarray(0, 33), ihdr(9_000, 9_000, 8, 6), real.subarray(33)]);
}

/** A JPEG with its Huffman tables (DHT segments) cut out: whole in form, undecodable. */
export function jpegWithoutTables(): Buffer {
  const canvas = createCanvas(120, 60);
  const g = canvas.getContext('2d');
  g.fillStyle = '#336';
  g.fillRect(0, 0, 120, 60);
  const jpeg = canvas.toBuffer('image/jpeg', 90);
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at < jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
    const length = jpeg.readUInt16BE(at + 2);
    if (jpeg[at + 1] !== 0xc4) parts.push(jpeg.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  parts.push(jpeg.subarray(at));
  return Buffer.concat(parts);
}

/** A PDF from object bodies (object n is `objects[n - 1]`), the first being the catalog. */
export function rawPdf(objects: readonly string[]): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const stream = (content: string) =>
  `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;

/** One page whose drawing nests `q` (save the graphics state) `depth` deep. */
export const deepNesting = (depth: number) =>
  rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    stream(`${'q '.repeat(depth)}${'Q '.repeat(depth)}`),
  ]);

/** One blank page object listed `pages` times. */
export const repeatedPage = (pages: number) =>
  rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${'3 0 R '.repeat(pages)}] /Count ${pages} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]);

/** One blank page of this many points on a side (no text layer: OCR would render it). */
export const hugePage = (points: number) =>
  rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${points} ${points}] >>`,
  ]);

/** A Word document of `count` empty paragraphs: a few hundred kilobytes zipped. */
export const manyParagraphs = (count: number) => writeRawDocx('<w:p/>'.repeat(count));
