import { describe, expect, it } from 'vitest';
import { TRANSLATOR, useDemoService } from './helpers';
import { characterErrorRate, drawLines, overlap } from './ocr-images';
import { UI_RENDERS } from './ocr-ui-renders';

/**
 * OCR blocks on UI screenshots: lines in several fonts, buttons, small badges and banners in light
 * and dark colours. Each visual line must come back as its own block, read nearly without error.
 */
const h = useDemoService();

async function blocksOf(png: Buffer) {
  const bearer = await h.login(TRANSLATOR);
  const sub = await h.call('POST', '/ocr/extract_blocks', {
    bearer,
    body: { image: png.toString('base64'), model: 'ocr-image-text' },
  });
  expect(sub.status).toBe(202);
  // Tesseract on a loaded 2-core machine: the first render also starts the OCR workers.
  for (const end = Date.now() + 100_000; Date.now() < end;) {
    const res = await h.call('GET', `/ocr/blocks/${sub.body.task_id}`, { bearer });
    if (res.body.status === 'completed') return res.body.text_blocks as Block[];
    if (res.body.status === 'failed') throw new Error(res.body.error);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('OCR did not end');
}

interface Block {
  text: string;
  bbox: [number, number, number, number];
}

describe('OCR blocks on UI screenshots', () => {
  it.each(UI_RENDERS)(
    '$name: each visual line its own block, at 2 % character errors or less',
    async ({ name, lines }) => {
      const { png, drawn } = drawLines(lines);
      const blocks = await blocksOf(png);
      // Each drawn line's blocks: those lying mostly on it. A block on two lines merged them.
      const merged = blocks
        .map((b) => ({ b, on: drawn.filter((l) => overlap(l.box, b.bbox) > 0.5) }))
        .filter(({ on }) => on.length > 1)
        .map(({ b, on }) => `"${b.text}" spans ${on.map((l) => `"${l.text}"`).join(', ')}`);
      const read = drawn.map((line) =>
        blocks
          .filter((b) => overlap(line.box, b.bbox) > 0.5 && overlap(b.bbox, line.box) > 0.5)
          .map((b) => b.text)
          .join(' '),
      );
      const cer = characterErrorRate(read.join(' '), drawn.map((l) => l.text).join(' '));
      console.log(`OCR "${name}": character error rate ${(cer * 100).toFixed(1)} %`, read, merged);
      expect(merged).toEqual([]);
      expect(cer).toBeLessThanOrEqual(0.02);
    },
    120_000,
  );
});
