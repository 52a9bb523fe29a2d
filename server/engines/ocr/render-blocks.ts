import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Draws translations into an image where the original text was: each block's box is painted
 * over with the colour around it, and its translation is drawn in the colour of the original
 * text, at the largest size that fits the box (wrapping onto more lines when a single line would
 * be too small to read). Fonts come from the machine: DejaVu for Latin, Greek and Cyrillic, and a
 * CJK font for Japanese, Chinese and Korean when one is installed.
 */
export interface BlockToDraw {
  translation: string;
  bbox: readonly [number, number, number, number];
}

const FONT_FAMILY = '"DejaVu Sans", "Noto Sans CJK JP", "IPAGothic", "Noto Sans", sans-serif';
const MIN_FONT_PX = 9;

type Rgb = [number, number, number];
const css = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;
const distance = (a: Rgb, b: Rgb) =>
  Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

/** The most common colour of the box's edge (the background), and the one farthest from it inside. */
function colours(
  ctx: SKRSContext2D,
  [x, y, w, h]: readonly number[],
): { background: Rgb; ink: Rgb } {
  const data = ctx.getImageData(x!, y!, Math.max(1, w!), Math.max(1, h!)).data;
  const width = Math.max(1, w!);
  const height = Math.max(1, h!);
  const at = (i: number, j: number): Rgb => {
    const k = (j * width + i) * 4;
    return [data[k]!, data[k + 1]!, data[k + 2]!];
  };
  const counts = new Map<string, { rgb: Rgb; n: number }>();
  const count = (rgb: Rgb) => {
    // Quantised, so anti-aliasing and JPEG noise count as the same colour.
    const key = rgb.map((c) => c >> 4).join(',');
    const entry = counts.get(key) ?? { rgb, n: 0 };
    entry.n++;
    counts.set(key, entry);
  };
  for (let i = 0; i < width; i++) {
    count(at(i, 0));
    count(at(i, height - 1));
  }
  for (let j = 0; j < height; j++) {
    count(at(0, j));
    count(at(width - 1, j));
  }
  const background = [...counts.values()].sort((a, b) => b.n - a.n)[0]!.rgb;
  let ink: Rgb = background;
  for (let j = 0; j < height; j += 2)
    for (let i = 0; i < width; i += 2)
      if (distance(at(i, j), background) > distance(ink, background)) ink = at(i, j);
  // A box with no contrast inside gets the readable of black and white.
  if (distance(ink, background) < 96)
    ink = background[0] + background[1] + background[2] > 384 ? [0, 0, 0] : [255, 255, 255];
  return { background, ink };
}

/** Lines of `text` that fit `width` at the current font, breaking between words (or characters). */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const units = /\s/.test(text) ? text.split(/(\s+)/) : [...text];
  const lines: string[] = [];
  let line = '';
  for (const u of units) {
    const next = line + u;
    if (line && ctx.measureText(next.trimEnd()).width > width) {
      lines.push(line.trim());
      line = u.trimStart();
    } else line = next;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/**
 * The part of a box that lies on the image, in whole pixels; null when less than 2×2 remains.
 * Boxes may come from the caller: nothing outside the image is ever read or drawn.
 */
export function clipBox(
  [x, y, w, h]: readonly number[],
  width: number,
  height: number,
): [number, number, number, number] | null {
  const x0 = Math.max(0, Math.floor(x!));
  const y0 = Math.max(0, Math.floor(y!));
  const x1 = Math.min(width, Math.ceil(x! + w!));
  const y1 = Math.min(height, Math.ceil(y! + h!));
  if (!(x1 - x0 >= 2 && y1 - y0 >= 2)) return null;
  return [x0, y0, x1 - x0, y1 - y0];
}

export async function renderBlocks(image: Buffer, blocks: readonly BlockToDraw[]): Promise<Buffer> {
  const original = await loadImage(image);
  const canvas = createCanvas(original.width, original.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(original, 0, 0);
  ctx.textBaseline = 'top';
  for (const block of blocks) {
    const box = clipBox(block.bbox, original.width, original.height);
    if (!box) continue;
    const [x, y, w, h] = box;
    const { background, ink } = colours(ctx, box);
    ctx.fillStyle = css(background);
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = css(ink);
    // The largest size at which the text fits (on one line, or wrapped), found by halving.
    const fits = (size: number) => {
      ctx.font = `${size}px ${FONT_FAMILY}`;
      const lines = wrap(ctx, block.translation, w);
      const ok =
        lines.length * size * 1.15 <= h && lines.every((l) => ctx.measureText(l).width <= w);
      return ok ? lines : null;
    };
    let [low, high] = [MIN_FONT_PX, Math.max(MIN_FONT_PX, Math.floor(h * 0.9))];
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (fits(mid)) low = mid;
      else high = mid - 1;
    }
    const size = low;
    const lines = fits(size) ?? [block.translation];
    ctx.font = `${size}px ${FONT_FAMILY}`;
    const lineHeight = size * 1.15;
    const top = y + Math.max(0, (h - lines.length * lineHeight) / 2);
    lines.forEach((l, i) => ctx.fillText(l, x, top + i * lineHeight, w));
  }
  return canvas.toBuffer('image/png');
}
