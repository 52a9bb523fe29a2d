import { describe, expect, it } from 'vitest';
import { insideWord, isSure, type Bbox } from '../../../../server/engines/ocr/merge-passes';

const word = (text: string, bbox: Bbox, confidence = 0.95) => ({
  text,
  bbox,
  confidence,
  lineHeight: bbox[3],
});

/** Which band readings count, and which bands are only the strokes of a bold word. */
describe('merging OCR passes', () => {
  it.each([
    ['a sure word', word('New', [0, 0, 30, 12]), true],
    ['an unsure word', word('CTEM', [0, 0, 30, 12], 0.4), false],
    ['sure punctuation only', word('"', [0, 0, 4, 4]), false],
    ['a sure number', word('3', [0, 0, 8, 12], 0.9), true],
  ])('isSure: %s', (_, w, sure) => {
    expect(isSure(w)).toBe(sure);
  });

  const heading = word('Price', [40, 30, 120, 40]);
  it.each([
    ['a letter hole inside a bold heading word', [60, 40, 22, 22], [heading], true],
    ['a badge beside the word', [170, 34, 46, 20], [heading], false],
    [
      'a band on a word read unsurely (a badge read as noise)',
      [60, 40, 22, 22],
      [word('CTEM', [40, 30, 120, 40], 0.4)],
      false,
    ],
    ['a button larger than the word read on it', [30, 25, 140, 50], [heading], false],
    ['no words read', [60, 40, 22, 22], [], false],
  ] as const)('insideWord: %s', (_, box, words, inside) => {
    expect(insideWord([...box], [...words])).toBe(inside);
  });
});
