import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';

/**
 * Solid bands of colour on a page (buttons, banners, badges). Tesseract's page layout analysis
 * often drops the light text on them; read on its own, a band's text is found. A band is a
 * connected area, on a grid of small cells, that is mostly not the page's colour (text alone is
 * thin strokes: its cells are mostly page colour).
 */
const CELL = 4;
const MIN_FILL = 0.6;
const MIN_SIDE = 12;

export interface Band {
  box: [number, number, number, number];
  png: Buffer;
}

export async function findBands(image: Buffer): Promise<Band[]> {
  const picture = await loadImage(image).catch((err: unknown) => {
    throw new Error(`The image cannot be decoded: ${(err as Error).message}`);
  });
  const { width, height } = picture;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(picture, 0, 0);
  const data = ctx.getImageData(0, 0, width, height).data;
  const page = dominantColour(data);
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
  const bands: Band[] = [];
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
    const box: Band['box'] = [x0 * CELL, y0 * CELL, (x1 - x0 + 1) * CELL, (y1 - y0 + 1) * CELL];
    if (box[2] < MIN_SIDE || box[3] < MIN_SIDE) continue;
    if (cells / ((x1 - x0 + 1) * (y1 - y0 + 1)) < MIN_FILL) continue;
    bands.push({ box, png: crop(picture, box) });
  }
  return bands;
}

function crop(picture: Image, [x, y, w, h]: readonly number[]): Buffer {
  const canvas = createCanvas(w!, h!);
  canvas.getContext('2d').drawImage(picture, x!, y!, w!, h!, 0, 0, w!, h!);
  return canvas.toBuffer('image/png');
}

/** The page's colour: the most common one, counted coarsely. */
function dominantColour(data: Uint8ClampedArray): [number, number, number] {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (let k = 0; k < data.length; k += 4 * 7) {
    const key = ((data[k]! >> 4) << 8) | ((data[k + 1]! >> 4) << 4) | (data[k + 2]! >> 4);
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n > bestCount) [best, bestCount] = [key, n];
  }
  return [((best >> 8) & 15) * 16 + 8, ((best >> 4) & 15) * 16 + 8, (best & 15) * 16 + 8];
}
