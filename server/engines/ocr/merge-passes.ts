/**
 * Merging Tesseract's passes over one image into blocks, one per visual line group. Layout
 * analysis may join lines far apart, or a badge with the text beside it; a band of colour read on
 * its own is the better reading of what lies on it, and a gap taller than a line ends a block.
 */
export type Bbox = [number, number, number, number];

export interface PassWord {
  text: string;
  bbox: Bbox;
  confidence: number;
  lineHeight: number;
}

/** Tesseract's blocks, as lines of words. */
export type PassGroup = PassWord[][];

export interface MergedBlock {
  text: string;
  bbox: Bbox;
  confidence: number;
}

/**
 * A band's word counts only when sure and with a letter or digit: a picture or a bold letter
 * taken for a band reads as noise.
 */
export const isSure = (w: PassWord) => w.confidence >= 0.7 && /[\p{L}\p{N}]/u.test(w.text);

/** Whether box `a` lies mostly (over half of it) inside box `b`. */
export function covered(a: readonly number[], b: readonly number[]): boolean {
  const w = Math.min(a[0]! + a[2]!, b[0]! + b[2]!) - Math.max(a[0]!, b[0]!);
  const h = Math.min(a[1]! + a[3]!, b[1]! + b[3]!) - Math.max(a[1]!, b[1]!);
  return w > 0 && h > 0 && w * h > 0.5 * a[2]! * a[3]!;
}

/**
 * Whether a band lies inside a word already read surely, and is less than half its size: then it
 * is the strokes of a bold letter taken for a band, and what it holds is the hole of a letter.
 */
export const insideWord = (box: Bbox, words: readonly PassWord[]) =>
  words.some(
    (w) => isSure(w) && covered(box, w.bbox) && box[2] * box[3] < 0.5 * w.bbox[2] * w.bbox[3],
  );

const keepWords = (groups: PassGroup[], keep: (w: PassWord) => boolean): PassGroup[] =>
  groups
    .map((g) => g.map((line) => line.filter(keep)).filter((line) => line.length > 0))
    .filter((g) => g.length > 0);

/**
 * `layout` first; `extra` passes add only words where nothing was read; each band's reading
 * replaces whatever earlier passes read on that band.
 */
export function mergePasses(
  layout: PassGroup[],
  extra: PassGroup[][],
  bands: { box: Bbox; groups: PassGroup[] }[],
): PassGroup[] {
  let groups = layout;
  for (const pass of extra) {
    const words = groups.flat(2);
    groups = [...groups, ...keepWords(pass, (w) => !words.some((k) => covered(w.bbox, k.bbox)))];
  }
  for (const band of bands) {
    const read = keepWords(band.groups, isSure);
    if (!read.length) continue;
    groups = [...keepWords(groups, (w) => !covered(w.bbox, band.box)), ...read];
  }
  return groups;
}

function union(boxes: readonly Bbox[]): Bbox {
  const x0 = Math.min(...boxes.map((b) => b[0]));
  const y0 = Math.min(...boxes.map((b) => b[1]));
  const x1 = Math.max(...boxes.map((b) => b[0] + b[2]));
  const y1 = Math.max(...boxes.map((b) => b[1] + b[3]));
  return [x0, y0, x1 - x0, y1 - y0];
}

/** Blocks of the groups, split where the gap between two lines is taller than the line. */
export function blocksOf(groups: readonly PassGroup[]): MergedBlock[] {
  const blocks: MergedBlock[] = [];
  for (const group of groups) {
    let run: PassWord[][] = [];
    const end = () => {
      const words = run.flat();
      if (words.length)
        blocks.push({
          text: run.map((l) => l.map((w) => w.text.trim()).join(' ')).join('\n'),
          bbox: union(words.map((w) => w.bbox)),
          confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
        });
      run = [];
    };
    for (const line of group) {
      const box = union(line.map((w) => w.bbox));
      const last = run.at(-1);
      const lastBox = last && union(last.map((w) => w.bbox));
      if (lastBox && box[1] - (lastBox[1] + lastBox[3]) > Math.max(box[3], lastBox[3])) end();
      run.push(line);
    }
    end();
  }
  return blocks.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
}
