import { ENGINE_LIMITS } from '../engine-limits';

/**
 * How a band of colour is read, decided from its ink: the rows of text it holds, how much to
 * enlarge it so its text is as tall as Tesseract reads best, and whether to read it as one line.
 */

/**
 * Text this tall (ascender to descender, in pixels) reads best; smaller text is enlarged. Measured
 * on badges of 12–18 px text in DejaVu and Liberation: 16–24 read nearly all, 28 and more lose
 * bold sans words, and each height loses a few the others read; so a band read at the first
 * with no sure word is read again at the next.
 */
export const TEXT_HEIGHTS = [20, 16, 26] as const;
/** Never enlarged more than this: past it, edges are guessed, not seen. */
export const MAX_SCALE = 4;

/** Runs of rows that hold ink, `[first, last]`; gaps of fewer than `minGap` rows are bridged. */
export function textRuns(inkPerRow: readonly number[], minGap = 2): [number, number][] {
  const runs: [number, number][] = [];
  inkPerRow.forEach((ink, row) => {
    if (!ink) return;
    const last = runs.at(-1);
    if (last && row - last[1] - 1 < minGap) last[1] = row;
    else runs.push([row, row]);
  });
  return runs;
}

/**
 * The enlargements to read a band of `width`×`height` at, in turn, whose tallest text run is
 * `textHeight`: to each of TEXT_HEIGHTS, never shrunk, at most MAX_SCALE, within the band pixel
 * limit, each once. Text already tall enough is read once, as it is.
 */
export function bandScales(textHeight: number, width: number, height: number): number[] {
  const fits = Math.sqrt(ENGINE_LIMITS.ocrBandPixels / Math.max(1, width * height));
  const scales: number[] = [];
  for (const target of TEXT_HEIGHTS) {
    const wanted = Math.min(MAX_SCALE, fits, target / Math.max(1, textHeight));
    const scale = Math.max(1, Math.floor(wanted * 10) / 10);
    if (!scales.some((s) => Math.abs(s - scale) < 0.25)) scales.push(scale);
  }
  return scales;
}

/**
 * A band with one run of text (a button, a badge, a banner's line) is read as a single line:
 * block segmentation often finds nothing in a short word on a small crop.
 */
export const bandSegmentation = (runs: readonly [number, number][]): 'line' | 'block' =>
  runs.length === 1 ? 'line' : 'block';
