/**
 * Reading structure back from positioned words (OCR words, or a PDF's text items): lines (words
 * whose middles share a height), cells (words split by a gap wider than the line is tall),
 * tables (two or more lines in a row with the same number of cells starting at the same places),
 * headings (lines clearly taller than the page's usual line), list items (a bullet or a number
 * first) and formulas (an equation of mostly symbols). Each block keeps its box and its markdown.
 */
export interface LayoutWord {
  text: string;
  /** `[x, y, width, height]`, y from the top. */
  bbox: [number, number, number, number];
  /** The height of the word's line, a stand-in for its font size. */
  lineHeight: number;
}

export type LayoutBlockType = 'heading' | 'paragraph' | 'table' | 'list' | 'formula';

export interface LayoutBlock {
  type: LayoutBlockType;
  bbox: [number, number, number, number];
  markdown: string;
}

interface Line {
  cells: { text: string; x: number }[];
  height: number;
  box: [number, number, number, number];
}

function linesOf(words: readonly LayoutWord[]): Line[] {
  const sorted = [...words].sort((a, b) => a.bbox[1] + a.bbox[3] / 2 - (b.bbox[1] + b.bbox[3] / 2));
  const groups: LayoutWord[][] = [];
  for (const w of sorted) {
    const mid = w.bbox[1] + w.bbox[3] / 2;
    const last = groups.at(-1);
    const lastMid = last ? last[0]!.bbox[1] + last[0]!.bbox[3] / 2 : -Infinity;
    if (last && Math.abs(mid - lastMid) <= w.lineHeight / 2) last.push(w);
    else groups.push([w]);
  }
  return groups.map((g) => {
    g.sort((a, b) => a.bbox[0] - b.bbox[0]);
    const height = Math.max(...g.map((w) => w.lineHeight));
    const cells: Line['cells'] = [];
    let end = -Infinity;
    for (const w of g) {
      if (w.bbox[0] - end > height) cells.push({ text: w.text.trim(), x: w.bbox[0] });
      else cells[cells.length - 1]!.text += ` ${w.text.trim()}`;
      end = w.bbox[0] + w.bbox[2];
    }
    return { cells: cells.filter((c) => c.text !== ''), height, box: union(g.map((w) => w.bbox)) };
  });
}

function union(boxes: readonly (readonly number[])[]): [number, number, number, number] {
  const x0 = Math.min(...boxes.map((b) => b[0]!));
  const y0 = Math.min(...boxes.map((b) => b[1]!));
  const x1 = Math.max(...boxes.map((b) => b[0]! + b[2]!));
  const y1 = Math.max(...boxes.map((b) => b[1]! + b[3]!));
  return [x0, y0, x1 - x0, y1 - y0];
}

const aligned = (a: Line, b: Line) =>
  a.cells.length === b.cells.length &&
  a.cells.every((c, i) => Math.abs(c.x - b.cells[i]!.x) <= Math.max(a.height, b.height) * 1.5);

const escapeCell = (s: string) => s.replace(/\|/g, '\\|');

function table(rows: readonly Line[]): string {
  const [head, ...body] = rows.map(
    (r) => `| ${r.cells.map((c) => escapeCell(c.text)).join(' | ')} |`,
  );
  const rule = `|${rows[0]!.cells.map(() => ' --- ').join('|')}|`;
  return [head, rule, ...body].join('\n');
}

const LIST_ITEM = /^(?:[•◦▪\-*–]|\d{1,3}[.)])\s+/;
const MATH = /[=+\-×÷±≤≥≈∑∫√∞πσμ^/()\d]/g;
const isFormula = (text: string) =>
  /=/.test(text) && (text.match(MATH)?.length ?? 0) >= text.replace(/\s/g, '').length * 0.4;

export function layoutBlocks(
  words: readonly LayoutWord[],
  options: { tables?: boolean; formulas?: boolean } = {},
): LayoutBlock[] {
  const { tables = true, formulas = true } = options;
  const lines = linesOf(words).filter((l) => l.cells.length > 0);
  if (lines.length === 0) return [];
  const heights = lines.map((l) => l.height).sort((a, b) => a - b);
  // The lower median: with one heading and one line of text, the text sets the usual size.
  const usual = heights[(heights.length - 1) >> 1]!;
  const blocks: LayoutBlock[] = [];
  let paragraph: Line[] = [];
  const endParagraph = () => {
    if (paragraph.length)
      blocks.push({
        type: 'paragraph',
        bbox: union(paragraph.map((l) => l.box)),
        markdown: paragraph.map((l) => l.cells.map((c) => c.text).join(' ')).join(' '),
      });
    paragraph = [];
  };
  for (let i = 0; i < lines.length;) {
    let j = i + 1;
    while (
      tables &&
      j < lines.length &&
      lines[i]!.cells.length >= 2 &&
      aligned(lines[i]!, lines[j]!)
    )
      j++;
    if (j - i >= 2) {
      endParagraph();
      const rows = lines.slice(i, j);
      blocks.push({ type: 'table', bbox: union(rows.map((r) => r.box)), markdown: table(rows) });
      i = j;
      continue;
    }
    const line = lines[i]!;
    const text = line.cells.map((c) => c.text).join(' ');
    const previous = lines[i - 1];
    const gap = previous ? line.box[1] - (previous.box[1] + previous.box[3]) : 0;
    if (line.height >= usual * 1.4) {
      endParagraph();
      blocks.push({
        type: 'heading',
        bbox: line.box,
        markdown: `${line.height >= usual * 2 ? '#' : '##'} ${text}`,
      });
    } else if (LIST_ITEM.test(text)) {
      endParagraph();
      const numbered = /^\d/.test(text);
      blocks.push({
        type: 'list',
        bbox: line.box,
        markdown: `${numbered ? '1.' : '-'} ${text.replace(LIST_ITEM, '')}`,
      });
    } else if (formulas && isFormula(text)) {
      endParagraph();
      blocks.push({ type: 'formula', bbox: line.box, markdown: `$$${text}$$` });
    } else {
      // A gap taller than a line starts a new paragraph.
      if (gap > line.height) endParagraph();
      paragraph.push(line);
    }
    i++;
  }
  endParagraph();
  return blocks;
}

/** Consecutive list items become one list in markdown (no blank line between them). */
export function blocksToMarkdown(blocks: readonly LayoutBlock[]): string {
  let out = '';
  blocks.forEach((b, i) => {
    if (i > 0) out += b.type === 'list' && blocks[i - 1]!.type === 'list' ? '\n' : '\n\n';
    out += b.markdown;
  });
  return out;
}

/** Markdown of the page; `tablesOnly` keeps just the tables. */
export function wordsToMarkdown(words: readonly LayoutWord[], tablesOnly = false): string {
  const blocks = layoutBlocks(words);
  return blocksToMarkdown(tablesOnly ? blocks.filter((b) => b.type === 'table') : blocks);
}
