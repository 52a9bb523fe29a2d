import { describe, expect, it } from 'vitest';
import { TRANSLATOR, useDemoService } from './helpers';
import { characterErrorRate, drawLines, overlap } from './ocr-images';

/**
 * OCR blocks on a UI screenshot: lines in several fonts, buttons and banners in light and dark
 * colours. Each visual line must come back as its own block, read nearly without error.
 */
const h = useDemoService();

const SCREEN = [
  { text: 'Order summary', font: 'bold 30px DejaVu Sans', x: 40, y: 24 },
  { text: 'Delivery within three days', font: '20px Liberation Serif', x: 40, y: 84 },
  {
    text: 'Pay securely',
    font: 'bold 24px Liberation Sans',
    x: 520,
    y: 84,
    fill: '#212121',
    background: '#ffd54f',
  },
  { text: 'Gift wrapping available', font: '18px DejaVu Sans Mono', x: 160, y: 160 },
  {
    text: 'Sale ends tonight',
    font: '22px DejaVu Serif',
    x: 60,
    y: 250,
    fill: '#ffffff',
    background: '#1565c0',
  },
  {
    text: 'Free shipping on all orders',
    font: '20px Liberation Sans',
    x: 60,
    y: 340,
    fill: '#1b5e20',
    background: '#c8e6c9',
  },
  { text: 'Track your parcel online', font: '22px Liberation Mono', x: 40, y: 420 },
  {
    text: 'Sign in',
    font: 'bold 18px DejaVu Sans',
    x: 620,
    y: 420,
    fill: '#ffffff',
    background: '#37474f',
  },
  { text: 'Questions? Contact support', font: '18px DejaVu Sans', x: 40, y: 530 },
];

async function blocksOf(png: Buffer) {
  const bearer = await h.login(TRANSLATOR);
  const sub = await h.call('POST', '/ocr/extract_blocks', {
    bearer,
    body: { image: png.toString('base64'), model: 'ocr-image-text' },
  });
  expect(sub.status).toBe(202);
  for (let i = 0; i < 1500; i++) {
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

describe('OCR blocks on a UI screenshot', () => {
  it('reads each visual line as its own block, at 2 % character errors or less', async () => {
    const { png, drawn } = drawLines(SCREEN);
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
    console.log(`OCR UI lines: character error rate ${(cer * 100).toFixed(1)} %`, read, merged);
    expect(merged).toEqual([]);
    expect(cer).toBeLessThanOrEqual(0.02);
  });
});
