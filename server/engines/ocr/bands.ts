import { createCanvas, loadImage } from '@napi-rs/canvas';
import { cutBand, dominantColour, type BandCut } from './band-image';

/**
 * Solid bands of colour on a page (buttons, banners, badges). Tesseract's page layout analysis
 * often drops the light text on them; read on its own, a band's text is found. A band is a
 * connected area, on a grid of small cells, that is mostly not the page's colour (text alone is
 * thin strokes: its cells are mostly page colour).
 */
const CELL = 4;
const MIN_FILL = 0.6;
const MIN_SIDE = 12;

type Box = BandCut['box'];

/** The bands of an image that hold text, each cut out ready to draw (band-image.ts). */
export async function findBands(image: Buffer): Promise<BandCut[]> {
  const picture = await loadImage(image).catch((err: unknown) => {
    throw new Error(`The image cannot be decoded: ${(err as Error).message}`);
  });
  const { width, height } = picture;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(picture, 0, 0);
  const data = ctx.getImageData(0, 0, width, height).data;
  const page = dominantColour(data, sampled(data.length));
  const cols = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  // A cell is "ink" when most of its pixels differ clearly from the page colour.
  const ink = new Uint8Array(cols * rows);
  for (let cy = 0; cy < rows; cy++)
    for (let cx = 0; cx < cols; cx++) {
      let differs = 0;
      let all = 0;
      for (let y = cy * CELL; y < Math.min(height, cy * CELL + CELL); y++)
        for (let x = cx * CELL; x < Math.min(width, cx * CELL + CELL); x++) {
          const k = (y * width + x) * 4;
          all++;
          if (
            Math.abs(data[k]! - page[0]) +
              Math.abs(data[k + 1]! - page[1]) +
              Math.abs(data[k + 2]! - page[2]) >
            60
          )
            differs++;
        }
      ink[cy * cols + cx] = differs > all / 2 ? 1 : 0;
    }
  const bands: BandCut[] = [];
  const seen = new Uint8Array(cols * rows);
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    let [x0, y0, x1, y1, cells] = [cols, rows, 0, 0, 0];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const c = stack.pop()!;
      const cx = c % cols;
      const cy = (c - cx) / cols;
      [x0, y0, x1, y1] = [Math.min(x0, cx), Math.min(y0, cy), Math.max(x1, cx), Math.max(y1, cy)];
      cells++;
      for (const n of [c - 1, c + 1, c - cols, c + cols]) {
        if (n < 0 || n >= ink.length || seen[n] || !ink[n]) continue;
        if ((n === c - 1 && cx === 0) || (n === c + 1 && cx === cols - 1)) continue;
        seen[n] = 1;
        stack.push(n);
      }
    }
    const box = trimmed(data, width, page, [
      x0 * CELL,
      y0 * CELL,
      Math.min(width, (x1 + 1) * CELL) - x0 * CELL,
      Math.min(height, (y1 + 1) * CELL) - y0 * CELL,
    ]);
    if (box[2] < MIN_SIDE || box[3] < MIN_SIDE) continue;
    if (cells / ((x1 - x0 + 1) * (y1 - y0 + 1)) < MIN_FILL) continue;
    const band = cutBand({ data, width, height }, box);
    if (band) bands.push(band);
  }
  return bands;
}

/** The box without its edge rows and columns that are mostly the page's colour (cells overhang). */
function trimmed(
  data: Uint8ClampedArray,
  width: number,
  page: readonly number[],
  [x, y, w, h]: Box,
): Box {
  const pageish = (px: number, py: number) => {
    const k = (py * width + px) * 4;
    return (
      Math.abs(data[k]! - page[0]!) +
        Math.abs(data[k + 1]! - page[1]!) +
        Math.abs(data[k + 2]! - page[2]!) <=
      60
    );
  };
  const column = (cx: number) => {
    let n = 0;
    for (let py = y; py < y + h; py++) n += pageish(cx, py) ? 1 : 0;
    return n > h / 2;
  };
  while (w > 1 && column(x)) [x, w] = [x + 1, w - 1];
  while (w > 1 && column(x + w - 1)) w--;
  const row = (cy: number) => {
    let n = 0;
    for (let px = x; px < x + w; px++) n += pageish(px, cy) ? 1 : 0;
    return n > w / 2;
  };
  while (h > 1 && row(y)) [y, h] = [y + 1, h - 1];
  while (h > 1 && row(y + h - 1)) h--;
  // A band's outermost pixels are often blended with the page: as ink they read as rules.
  return w > 4 && h > 4 ? [x + 1, y + 1, w - 2, h - 2] : [x, y, w, h];
}

/** Every seventh pixel's offset: enough to tell the page's colour. */
function* sampled(length: number): Generator<number> {
  for (let k = 0; k < length; k += 4 * 7) yield k;
}
