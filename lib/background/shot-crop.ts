import { LIMITS } from '../contract/assumed';
import type { Rect } from '../messaging/shot-types';

/** Room around the key's box a crop shows (CSS pixels): enough to see where the text sits. */
const MARGIN = { x: 160, y: 90 };
const MARK = { colour: '#e5484d', halo: '#ffffff', width: 3 };

export interface Crop {
  /** Base64 of a WebP (or a PNG where the browser cannot write WebP). */
  image: string;
}

/**
 * Crops of one capture of the viewport, one per box, each with its box outlined: in the
 * background, with `createImageBitmap` and `OffscreenCanvas` (both in MV3 service workers). The
 * capture is in device pixels; boxes are in CSS pixels of a viewport `viewportWidth` wide.
 */
export async function cropAndMark(
  capture: Blob,
  viewportWidth: number,
  boxes: readonly Rect[],
): Promise<Crop[]> {
  const bitmap = await createImageBitmap(capture);
  try {
    const scale = bitmap.width / viewportWidth;
    const crops: Crop[] = [];
    for (const box of boxes) crops.push(await cropOne(bitmap, scale, box));
    return crops;
  } finally {
    bitmap.close();
  }
}

async function cropOne(bitmap: ImageBitmap, scale: number, box: Rect): Promise<Crop> {
  const px = (n: number) => Math.round(n * scale);
  const left = Math.max(0, px(box.x - MARGIN.x));
  const top = Math.max(0, px(box.y - MARGIN.y));
  const right = Math.min(bitmap.width, px(box.x + box.width + MARGIN.x));
  const bottom = Math.min(bitmap.height, px(box.y + box.height + MARGIN.y));
  // A large crop is drawn smaller, so that it stays within the service's size limit.
  for (let shrink = 1; ; shrink *= 2) {
    const width = Math.max(1, Math.round((right - left) / shrink));
    const height = Math.max(1, Math.round((bottom - top) / shrink));
    const canvas = new OffscreenCanvas(width, height);
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, left, top, right - left, bottom - top, 0, 0, width, height);
    const mark = {
      x: (px(box.x) - left) / shrink,
      y: (px(box.y) - top) / shrink,
      w: px(box.width) / shrink,
      h: px(box.height) / shrink,
    };
    // A light halo under the coloured line: the mark shows on dark pages and light ones.
    g.lineWidth = MARK.width + 2;
    g.strokeStyle = MARK.halo;
    g.strokeRect(mark.x - 3, mark.y - 3, mark.w + 6, mark.h + 6);
    g.lineWidth = MARK.width;
    g.strokeStyle = MARK.colour;
    g.strokeRect(mark.x - 3, mark.y - 3, mark.w + 6, mark.h + 6);
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.85 });
    if (blob.size <= LIMITS.screenshotBytes || width <= 64) return { image: await base64(blob) };
  }
}

async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
