import { createCanvas } from '@napi-rs/canvas';
import { bandSegmentation, textRuns } from './band-layout';
import { inkThreshold, MIN_INK_DISTANCE } from './band-threshold';

/**
 * A band of colour cut out for Tesseract: black ink on white, whatever the band's colours, drawn
 * at the scale asked (band-layout.ts picks it), with a white margin. What touches the band's
 * edge (rounded corners, a border, the page beyond) is not text and is left out: read, it comes
 * back as quotes and brackets around a badge's word.
 */
export type Box = [number, number, number, number];

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface BandCut {
  /** The band as found, grown to its full extent. */
  box: Box;
  /** The band's ink as grey on white, RGBA: dark where a pixel's colour is far from the band's. */
  grey: Uint8ClampedArray;
  /** The tallest run of rows with ink: the text's height, ascender to descender. */
  textHeight: number;
  segmentation: 'line' | 'block';
}

export const BAND_MARGIN = 16;
/** Band edges are found on a grid: a band may reach this far past the box it was found in. */
const GROW = 6;
/**
 * Fewer rows of ink than this are not text: a speck, or the hole of a bold letter taken for a
 * band (enlarged and read as a line, it comes back as a sure "a" or "o").
 */
const MIN_RUN = 6;

type Rgb = [number, number, number];

const distance = ({ data }: Pixels, k: number, c: Rgb) =>
  Math.abs(data[k]! - c[0]) + Math.abs(data[k + 1]! - c[1]) + Math.abs(data[k + 2]! - c[2]);

/** The most common opaque colour at the given offsets, counted coarsely (16 a channel). */
export function dominantColour(data: Uint8ClampedArray, offsets: Iterable<number>): Rgb {
  const counts = new Map<number, number>();
  let [best, bestCount] = [0, 0];
  for (const k of offsets) {
    if (data[k + 3] === 0) continue;
    const key = ((data[k]! >> 4) << 8) | ((data[k + 1]! >> 4) << 4) | (data[k + 2]! >> 4);
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n > bestCount) [best, bestCount] = [key, n];
  }
  return [((best >> 8) & 15) * 16 + 8, ((best >> 4) & 15) * 16 + 8, (best & 15) * 16 + 8];
}

function* offsetsIn(width: number, [x, y, w, h]: Box): Generator<number> {
  for (let py = y; py < y + h; py++) for (let px = x; px < x + w; px++) yield (py * width + px) * 4;
}

/**
 * The box grown, side by side, while the next row or column is partly the band's colour: a row
 * through the text keeps some band between the letters; the page past the band has none.
 */
function grown(pixels: Pixels, box: Box, band: Rgb): Box {
  let [x0, y0, x1, y1] = [box[0], box[1], box[0] + box[2], box[1] + box[3]];
  const partlyBand = (line: Box) => {
    let n = 0;
    for (const k of offsetsIn(pixels.width, line))
      n += distance(pixels, k, band) <= MIN_INK_DISTANCE ? 1 : 0;
    return n > (line[2] * line[3]) / 4;
  };
  for (let i = 0; i < GROW && x0 > 0 && partlyBand([x0 - 1, y0, 1, y1 - y0]); i++) x0--;
  for (let i = 0; i < GROW && x1 < pixels.width && partlyBand([x1, y0, 1, y1 - y0]); i++) x1++;
  for (let i = 0; i < GROW && y0 > 0 && partlyBand([x0, y0 - 1, x1 - x0, 1]); i++) y0--;
  for (let i = 0; i < GROW && y1 < pixels.height && partlyBand([x0, y1, x1 - x0, 1]); i++) y1++;
  return [x0, y0, x1 - x0, y1 - y0];
}

/** Clears (to 0) every ink pixel connected, 8-way, to the mask's edge. */
function clearEdgeInk(ink: Uint8Array, w: number, h: number): void {
  // Each pixel is cleared as it is pushed, so the stack never holds more than the band's pixels.
  const stack: number[] = [];
  const take = (p: number) => {
    if (!ink[p]) return;
    ink[p] = 0;
    stack.push(p);
  };
  for (let i = 0; i < w; i++) [i, (h - 1) * w + i].forEach(take);
  for (let j = 0; j < h; j++) [j * w, j * w + w - 1].forEach(take);
  while (stack.length) {
    const p = stack.pop()!;
    const [px, py] = [p % w, Math.floor(p / w)];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const [nx, ny] = [px + dx, py + dy];
        if (nx >= 0 && ny >= 0 && nx < w && ny < h) take(ny * w + nx);
      }
  }
}

/** The band, ready to draw at any scale, or null when it holds no text. */
export function cutBand(pixels: Pixels, found: Box): BandCut | null {
  const band = dominantColour(pixels.data, offsetsIn(pixels.width, found));
  const box = grown(pixels, found, band);
  const [x, y, w, h] = box;
  const far = new Uint16Array(w * h);
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++)
      far[j * w + i] = distance(pixels, ((y + j) * pixels.width + x + i) * 4, band);
  const threshold = inkThreshold(far);
  const ink = Uint8Array.from(far, (d) => (d > threshold ? 1 : 0));
  clearEdgeInk(ink, w, h);
  const inkPerRow = Array.from({ length: h }, (_, j) => {
    let n = 0;
    for (let i = 0; i < w; i++) n += ink[j * w + i]!;
    return n;
  });
  const runs = textRuns(inkPerRow).filter(([a, b]) => b - a + 1 >= MIN_RUN);
  if (runs.length === 0) return null;
  // Grey by distance, so enlarging keeps the strokes' edges smooth; what touched the edge white.
  const grey = new Uint8ClampedArray(w * h * 4);
  for (let p = 0; p < w * h; p++) {
    // Anti-aliased edges of kept strokes stay grey; other faint pixels go white.
    const kept = ink[p] || hasInkNeighbour(ink, p, w, h);
    grey.fill(
      kept ? 255 - Math.min(255, (far[p]! / (2 * threshold)) * 255) : 255,
      p * 4,
      p * 4 + 3,
    );
    grey[p * 4 + 3] = 255;
  }
  return {
    box,
    grey,
    textHeight: Math.max(...runs.map(([a, b]) => b - a + 1)),
    segmentation: bandSegmentation(runs),
  };
}

/** The band enlarged by about `scale`, black on white with a white margin; the scale used. */
export function drawBand(cut: BandCut, scale: number): { png: Buffer; scale: number } {
  const [, , w, h] = cut.box;
  const small = createCanvas(w, h);
  const ctx = small.getContext('2d');
  const grey = ctx.createImageData(w, h);
  grey.data.set(cut.grey);
  ctx.putImageData(grey, 0, 0);
  const [sw, sh] = [Math.round(w * scale), Math.round(h * scale)];
  const out = createCanvas(sw + 2 * BAND_MARGIN, sh + 2 * BAND_MARGIN);
  const g = out.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, out.width, out.height);
  g.imageSmoothingQuality = 'high';
  g.drawImage(small, BAND_MARGIN, BAND_MARGIN, sw, sh);
  const image = g.getImageData(0, 0, out.width, out.height);
  // Black on white: the enlarged grey cut at the band's own threshold (mid-grey).
  for (let k = 0; k < image.data.length; k += 4)
    image.data.fill(image.data[k]! < 128 ? 0 : 255, k, k + 3);
  g.putImageData(image, 0, 0);
  return { png: out.toBuffer('image/png'), scale: sw / w };
}

function hasInkNeighbour(ink: Uint8Array, p: number, w: number, h: number): boolean {
  const [px, py] = [p % w, Math.floor(p / w)];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const [nx, ny] = [px + dx, py + dy];
      if (nx >= 0 && ny >= 0 && nx < w && ny < h && ink[ny * w + nx]) return true;
    }
  return false;
}
