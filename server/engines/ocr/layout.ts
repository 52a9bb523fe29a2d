import type { OcrWord } from './tesseract';

/**
 * Reading structure back from recognised words: lines (words whose middles share a height),
 * cells (words split by a gap wider than the line is tall), tables (two or more lines in a row
 * with the same number of cells starting at the same places), and headings (lines clearly taller
 * than the page's usual line). The result is markdown.
 */
interface Line {
  cells: { text: string; x: number }[];
  height: number;
  top: number;
}

function linesOf(words: readonly OcrWord[]): Line[] {
  const sorted = [...words].sort((a, b) => a.bbox[1] + a.bbox[3] / 2 - (b.bbox[1] + b.bbox[3] / 2));
  const groups: OcrWord[][] = [];
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
      if (w.bbox[0] - end > height) cells.push({ text: w.text, x: w.bbox[0] });
      else cells[cells.length - 1]!.text += ` ${w.text}`;
      end = w.bbox[0] + w.bbox[2];
    }
    return { cells, height, top: Math.min(...g.map((w) => w.bbox[1])) };
  });
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

/** Markdown of the page: headings, paragraphs and tables; `tablesOnly` keeps just the tables. */
export function wordsToMarkdown(words: readonly OcrWord[], tablesOnly = false): string {
  const lines = linesOf(words);
  if (lines.length === 0) return '';
  const heights = lines.map((l) => l.height).sort((a, b) => a - b);
  const usual = heights[heights.length >> 1]!;
  const parts: string[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length && !tablesOnly) parts.push(paragraph.join(' '));
    paragraph = [];
  };
  for (let i = 0; i < lines.length;) {
    let j = i + 1;
    while (j < lines.length && lines[i]!.cells.length >= 2 && aligned(lines[i]!, lines[j]!)) j++;
    if (j - i >= 2) {
      endParagraph();
      parts.push(table(lines.slice(i, j)));
      i = j;
      continue;
    }
    const line = lines[i]!;
    const text = line.cells.map((c) => c.text).join(' ');
    const gap = i > 0 ? line.top - (lines[i - 1]!.top + lines[i - 1]!.height) : 0;
    if (line.height >= usual * 1.4) {
      endParagraph();
      if (!tablesOnly) parts.push(`${line.height >= usual * 2 ? '#' : '##'} ${text}`);
    } else {
      // A gap taller than a line starts a new paragraph.
      if (gap > line.height) endParagraph();
      paragraph.push(text);
    }
    i++;
  }
  endParagraph();
  return parts.join('\n\n');
}
