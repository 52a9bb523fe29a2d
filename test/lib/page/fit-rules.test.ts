import { describe, expect, it } from 'vitest';
import {
  beyond,
  countLines,
  fitVerdict,
  worse,
  type FitSample,
} from '../../../lib/page/inspect/fit-rules';

/** A box 100 × 20 showing one line that fits, changed by `over`. */
const box = (over: Partial<FitSample> = {}): FitSample => ({
  scrollWidth: 100,
  clientWidth: 100,
  scrollHeight: 20,
  clientHeight: 20,
  clips: false,
  outside: 0,
  lines: 1,
  ...over,
});

describe('fitVerdict', () => {
  it.each([
    ['the same size', box(), box(), null],
    ['half a pixel wider (sub-pixel rounding)', box(), box({ scrollWidth: 100.5 }), null],
    ['wider than its box, shown past it', box(), box({ scrollWidth: 140 }), 'overflow'],
    ['taller than its box', box(), box({ scrollHeight: 40 }), 'overflow'],
    [
      'wider than a box that hides overflow',
      box({ clips: true }),
      box({ clips: true, scrollWidth: 140 }),
      'cut',
    ],
    ['out of an ancestor that hides overflow', box(), box({ outside: 12 }), 'cut'],
    ['a pixel out of an ancestor (rounding)', box(), box({ outside: 1 }), null],
    ['a one-line label on two lines', box(), box({ lines: 2 }), 'wrap'],
    ['a paragraph one line longer', box({ lines: 3 }), box({ lines: 4 }), null],
    [
      'overflowing where the source overflows too',
      box({ scrollWidth: 130 }),
      box({ scrollWidth: 160 }),
      null,
    ],
    ['cut where the source is cut too', box({ outside: 8 }), box({ outside: 30 }), null],
    [
      'cut where the source only overflows',
      box({ scrollWidth: 130 }),
      box({ scrollWidth: 160, outside: 20 }),
      'cut',
    ],
    [
      'cut and on two lines: the worse',
      box({ clips: true }),
      box({ clips: true, scrollHeight: 40, lines: 2 }),
      'cut',
    ],
    ['not rendered with the source (no line)', box({ lines: 0 }), box({ lines: 1 }), null],
  ] as const)('%s: %s', (_, source, text, reason) => {
    expect(fitVerdict(source, text)).toBe(reason);
  });
});

describe('worse', () => {
  it.each([
    [null, null, null],
    [null, 'wrap', 'wrap'],
    ['wrap', 'overflow', 'overflow'],
    ['cut', 'overflow', 'cut'],
    ['overflow', null, 'overflow'],
  ] as const)('%s and %s: %s', (a, b, out) => expect(worse(a, b)).toBe(out));
});

const r = (top: number, bottom: number, width = 10) => ({
  top,
  bottom,
  width,
  height: bottom - top,
});

describe('countLines', () => {
  it.each([
    ['no fragment', [], 0],
    ['one fragment', [r(0, 18)], 1],
    ['two fragments side by side (a bidirectional run)', [r(0, 18), r(1, 18)], 1],
    ['two lines', [r(0, 18), r(18, 36)], 2],
    ['three lines out of order', [r(36, 54), r(0, 18), r(18, 36)], 3],
    ['a taller inline piece on the first line', [r(0, 24), r(4, 20), r(24, 42)], 2],
    ['empty fragments are not lines', [r(0, 18), r(18, 36, 0)], 1],
  ])('%s: %i', (_, rects, lines) => expect(countLines(rects)).toBe(lines));
});

describe('beyond', () => {
  const outer = { left: 0, right: 100, top: 0, bottom: 50 };
  it.each([
    ['inside', { left: 10, right: 90, top: 10, bottom: 40 }, 0],
    ['past the right edge', { left: 10, right: 130, top: 10, bottom: 40 }, 30],
    ['below the bottom', { left: 10, right: 90, top: 10, bottom: 58 }, 8],
    ['before the left edge, the farthest side', { left: -20, right: 105, top: 0, bottom: 50 }, 20],
  ])('%s: %i', (_, inner, px) => expect(beyond(inner, outer)).toBe(px));
});
