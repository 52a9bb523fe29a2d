import { describe, expect, it } from 'vitest';
import {
  bandScales,
  bandSegmentation,
  MAX_SCALE,
  textRuns,
} from '../../../../server/engines/ocr/band-layout';
import {
  inkThreshold,
  MIN_INK_DISTANCE,
  otsuThreshold,
} from '../../../../server/engines/ocr/band-threshold';
import { ENGINE_LIMITS } from '../../../../server/engines/engine-limits';

/** How a band of colour is read: where its ink starts, its rows of text, and its enlargement. */
describe('band threshold', () => {
  it.each([
    ['two peaks split between them', [0, 10, 0, 0, 0, 0, 0, 0, 10, 0], 1],
    ['a large ground and a little ink', [50, 40, 0, 0, 0, 0, 3, 4, 0, 0], 1],
    ['ink far out', [90, 0, 0, 0, 0, 0, 0, 0, 0, 10], 0],
    ['one value: nothing to split', [0, 0, 7, 0], 0],
    ['empty', [0, 0, 0], 0],
  ])('Otsu: %s', (_, histogram, bin) => {
    expect(otsuThreshold(histogram)).toBe(bin);
  });

  it.each([
    // White text on red: the ground about 20 off the band's colour, the text about 460.
    [
      'white text on a red badge',
      [...Array<number>(300).fill(20), ...Array<number>(60).fill(460)],
      40,
      460,
    ],
    // Dark text on amber: same split, whichever is lighter.
    [
      'black text on amber',
      [...Array<number>(300).fill(30), ...Array<number>(60).fill(500)],
      40,
      500,
    ],
    // A solid band: only colour noise, never taken for ink.
    [
      'a band with no text',
      [...Array<number>(300).fill(10), ...Array<number>(20).fill(40)],
      MIN_INK_DISTANCE,
      MIN_INK_DISTANCE + 1,
    ],
  ])('ink threshold: %s', (_, distances, above, below) => {
    const t = inkThreshold(distances);
    expect(t).toBeGreaterThanOrEqual(above);
    expect(t).toBeLessThan(below);
    expect(t).toBeGreaterThanOrEqual(MIN_INK_DISTANCE);
  });
});

describe('band layout', () => {
  it.each([
    ['one line', [0, 0, 3, 5, 5, 2, 0, 0], [[2, 5]]],
    [
      'two lines',
      [4, 4, 0, 0, 0, 4, 4, 4],
      [
        [0, 1],
        [5, 7],
      ],
    ],
    ['a one-row gap is bridged (the dot of an i)', [2, 0, 5, 5, 5], [[0, 4]]],
    ['no ink', [0, 0, 0], []],
  ])('text runs: %s', (_, rows, runs) => {
    expect(textRuns(rows)).toEqual(runs);
  });

  it.each([
    ['one run is a line', [[2, 14]], 'line'],
    [
      'two runs are a block',
      [
        [0, 9],
        [14, 23],
      ],
      'block',
    ],
  ] as const)('segmentation: %s', (_, runs, mode) => {
    expect(bandSegmentation(runs.map(([a, b]) => [a, b]))).toBe(mode);
  });

  it.each([
    // Badge text (9–12 px) is enlarged about ×2, then tried smaller and larger.
    ['a 12 px badge', 9, 40, 18, [2.2, 1.7, 2.8]],
    ['a 16 px badge', 12, 46, 20, [1.6, 1.3, 2.1]],
    // Button and banner text tall enough is read as it is, once.
    ['a 30 px button', 30, 180, 44, [1]],
    ['text of 20 px: as it is, then a little larger', 20, 300, 34, [1, 1.3]],
    // Tiny specks are never enlarged past MAX_SCALE.
    ['a 3 px speck', 3, 14, 13, [MAX_SCALE]],
  ])('scales: %s', (_, textHeight, width, height, scales) => {
    expect(bandScales(textHeight, width, height)).toEqual(scales);
  });

  it.each([
    ['a wide banner of small text', 9_000, 300],
    ['a band larger than the limit already', 9_000, 600],
  ])('enlarges only within the band pixel limit: %s', (_, width, height) => {
    for (const scale of bandScales(8, width, height))
      expect(scale === 1 || width * height * scale * scale <= ENGINE_LIMITS.ocrBandPixels).toBe(
        true,
      );
    expect(bandScales(8, width, height)[0]).toBeGreaterThanOrEqual(1);
  });
});
