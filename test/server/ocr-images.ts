import { createCanvas } from '@napi-rs/canvas';

/** UI text drawn into PNGs for OCR tests, with where each line was drawn. */
export interface DrawnLine {
  text: string;
  font: string;
  x: number;
  y: number;
  /** The drawn text's box: [x, y, width, height]. */
  box: [number, number, number, number];
}

/** A line of text to draw; with `background`, on a band of that colour around it. */
export interface LineToDraw {
  text: string;
  font: string;
  x: number;
  y: number;
  fill?: string;
  background?: string;
  /** The band's margin around the text, across and down (12 and 10 unless given). */
  pad?: [number, number];
  /** Rounded corners of the band (a badge, a pill button). */
  radius?: number;
  /** The band runs the image's whole width (a banner). */
  wide?: boolean;
}

export function drawLines(
  lines: LineToDraw[],
  width = 800,
  height = 600,
): { png: Buffer; drawn: DrawnLine[] } {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  const drawn: DrawnLine[] = [];
  for (const l of lines) {
    g.font = l.font;
    g.textBaseline = 'top';
    const m = g.measureText(l.text);
    const box: DrawnLine['box'] = [
      l.x,
      l.y,
      m.width,
      m.actualBoundingBoxDescent + m.actualBoundingBoxAscent,
    ];
    if (l.background) {
      const [px, py] = l.pad ?? [12, 10];
      g.fillStyle = l.background;
      g.beginPath();
      if (l.wide) g.rect(0, l.y - py, width, box[3] + 2 * py);
      else g.roundRect(l.x - px, l.y - py, m.width + 2 * px, box[3] + 2 * py, l.radius ?? 0);
      g.fill();
    }
    g.fillStyle = l.fill ?? '#111111';
    g.fillText(l.text, l.x, l.y);
    drawn.push({ ...l, box });
  }
  return { png: canvas.toBuffer('image/png'), drawn };
}

/** Character error rate: edits (insert, delete, substitute) over the reference's length. */
export function characterErrorRate(recognised: string, reference: string): number {
  const a = [...recognised.replace(/\s+/g, ' ').trim()];
  const b = [...reference.replace(/\s+/g, ' ').trim()];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length]! / b.length;
}

/** How much of box `a` lies inside box `b`, 0–1. */
export function overlap(a: readonly number[], b: readonly number[]): number {
  const w = Math.min(a[0]! + a[2]!, b[0]! + b[2]!) - Math.max(a[0]!, b[0]!);
  const h = Math.min(a[1]! + a[3]!, b[1]! + b[3]!) - Math.max(a[1]!, b[1]!);
  return w > 0 && h > 0 ? (w * h) / (a[2]! * a[3]!) : 0;
}
