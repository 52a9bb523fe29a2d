import mammoth from 'mammoth';
import type { LayoutBlock } from '../ocr/layout';

/**
 * A Word document's structure through mammoth's HTML: headings, paragraphs, list items and
 * tables, in order. A DOCX has no pages or positions, so every block is on one page with no box.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
};
const text = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#39|[a-z]+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();

const NO_BOX: [number, number, number, number] = [0, 0, 0, 0];

export async function readDocx(
  bytes: Buffer,
  options: { tables: boolean },
): Promise<LayoutBlock[]> {
  const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
  const blocks: LayoutBlock[] = [];
  const element = /<(h[1-6]|p|ul|ol|table)\b[^>]*>([\s\S]*?)<\/\1>/g;
  for (const m of html.matchAll(element)) {
    const [, tag, inner] = m as unknown as [string, string, string];
    if (tag.startsWith('h'))
      blocks.push({
        type: 'heading',
        bbox: NO_BOX,
        markdown: `${'#'.repeat(Number(tag[1]))} ${text(inner)}`,
      });
    else if (tag === 'p') {
      const t = text(inner);
      if (t) blocks.push({ type: 'paragraph', bbox: NO_BOX, markdown: t });
    } else if (tag === 'ul' || tag === 'ol') {
      for (const li of inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g))
        blocks.push({
          type: 'list',
          bbox: NO_BOX,
          markdown: `${tag === 'ol' ? '1.' : '-'} ${text(li[1]!)}`,
        });
    } else {
      const rows = [...inner.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((r) =>
        [...r[1]!.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) =>
          text(c[1]!).replace(/\|/g, '\\|'),
        ),
      );
      if (rows.length === 0) continue;
      if (!options.tables) {
        for (const r of rows)
          blocks.push({ type: 'paragraph', bbox: NO_BOX, markdown: r.join(' ') });
        continue;
      }
      const width = Math.max(...rows.map((r) => r.length));
      const line = (r: string[]) =>
        `| ${[...r, ...Array(width - r.length).fill('')].join(' | ')} |`;
      const markdown = [
        line(rows[0]!),
        `|${Array(width).fill(' --- ').join('|')}|`,
        ...rows.slice(1).map(line),
      ].join('\n');
      blocks.push({ type: 'table', bbox: NO_BOX, markdown });
    }
  }
  return blocks;
}
