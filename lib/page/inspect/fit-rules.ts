import type { FitReason } from '../../messaging/fit-types';

/** What is read of one element showing one text: sizes of its box, and the text's lines. */
export interface FitSample {
  /** The holding block's content size and its visible size (CSS pixels). */
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  /** The block hides what overflows it: `overflow` other than visible, an ellipsis, a line clamp. */
  clips: boolean;
  /** How far the text sticks out of the nearest ancestor that hides overflow (0: it does not). */
  outside: number;
  /** Lines the text takes. */
  lines: number;
}

/** Rounding of sub-pixel layout: a pixel either way is not a difference. */
const SLACK = 1;

export const overflows = (s: FitSample) =>
  s.scrollWidth > s.clientWidth + SLACK || s.scrollHeight > s.clientHeight + SLACK;

const isCut = (s: FitSample) => (overflows(s) && s.clips) || s.outside > SLACK;

/**
 * Whether a text fits where the source text fits: cut off (hidden by its box or an ancestor),
 * overflowing its box, or a one-line text that now wraps. Only what the source text does not
 * already do counts (the page's own design is not the translation's fault), and a text the source
 * shows on several lines may take more: a paragraph is expected to grow.
 */
export function fitVerdict(source: FitSample, text: FitSample): FitReason | null {
  if (isCut(text) && !isCut(source)) return 'cut';
  if (overflows(text) && !overflows(source)) return 'overflow';
  if (source.lines <= 1 && text.lines > 1) return 'wrap';
  return null;
}

/** The worse of two reasons: cut off is worse than overflowing, which is worse than wrapping. */
export function worse(a: FitReason | null, b: FitReason | null): FitReason | null {
  const rank = (r: FitReason | null) =>
    r === null ? 0 : ['wrap', 'overflow', 'cut'].indexOf(r) + 1;
  return rank(b) > rank(a) ? b : a;
}

type Box = { top: number; bottom: number; width: number; height: number };

/**
 * Lines of a text from its fragments' boxes (a range's client rects): a fragment whose middle is
 * below the line so far starts the next line. Fragments of one line (bidirectional runs, inline
 * children) overlap it vertically.
 */
export function countLines(rects: readonly Box[]): number {
  const shown = rects.filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
  let lines = 0;
  let bottom = -Infinity;
  for (const r of shown) {
    if ((r.top + r.bottom) / 2 > bottom) {
      lines++;
      bottom = r.bottom;
    } else bottom = Math.max(bottom, r.bottom);
  }
  return lines;
}

/** How far `inner` sticks out of `outer` on its farthest side (0: inside). */
export function beyond(
  inner: { left: number; right: number; top: number; bottom: number },
  outer: { left: number; right: number; top: number; bottom: number },
): number {
  return Math.max(
    0,
    outer.left - inner.left,
    inner.right - outer.right,
    outer.top - inner.top,
    inner.bottom - outer.bottom,
  );
}
