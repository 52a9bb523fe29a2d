import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { expectValidation, TRANSLATOR, useDemoService } from './helpers';
import { characterErrorRate, drawLines, overlap } from './ocr-images';

/** OCR over HTTP with Tesseract, on UI text the test draws (several fonts, sizes and colours). */
const h = useDemoService();

async function run(path: string, pollPath: string, body: unknown) {
  const bearer = await h.login(TRANSLATOR);
  const sub = await h.call('POST', path, { bearer, body });
  expect(sub.status).toBe(202);
  for (let i = 0; i < 600; i++) {
    const res = await h.call('GET', `${pollPath}/${sub.body.task_id}`, { bearer });
    if (res.body.status === 'completed' || res.body.status === 'failed')
      return { sub: sub.body, res: res.body };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('OCR did not end');
}

const UI = [
  { text: 'Free returns for 60 days', font: '32px DejaVu Sans', x: 40, y: 40 },
  { text: 'Add to cart', font: 'bold 24px Liberation Sans', x: 480, y: 160 },
  { text: 'Your order has been shipped', font: '20px Liberation Serif', x: 40, y: 260 },
  {
    text: 'Checkout now',
    font: '28px DejaVu Sans',
    x: 60,
    y: 420,
    fill: '#ffffff',
    background: '#c8643b',
  },
  { text: 'Questions? Contact support', font: '18px DejaVu Sans Mono', x: 380, y: 520 },
];

describe('OCR (Tesseract, offline)', () => {
  it('reads rendered UI text with a character error rate of 2 % or less', async () => {
    const { png } = drawLines(UI);
    const { sub, res } = await run('/ocr/extract', '/ocr', { image: png.toString('base64') });
    expect(sub.status).toBe('queued');
    expect(res.status).toBe('completed');
    expect(res.result.model_used).toBe('ocr-general');
    const cer = characterErrorRate(res.result.text, UI.map((l) => l.text).join(' '));
    expect(cer).toBeLessThanOrEqual(0.02);
  });

  it('reads a JPEG as well', async () => {
    const canvas = createCanvas(600, 120);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 600, 120);
    g.fillStyle = '#111';
    g.font = '36px DejaVu Sans';
    g.fillText('Secure payment', 30, 70);
    const image = canvas.toBuffer('image/jpeg', 90).toString('base64');
    const { res } = await run('/ocr/extract', '/ocr', { image });
    expect(res.result.text).toBe('Secure payment');
  });

  it('finds blocks whose boxes lie on the drawn text, in the interface shape', async () => {
    const { png, drawn } = drawLines(UI);
    const { sub, res } = await run('/ocr/extract_blocks', '/ocr/blocks', {
      image: png.toString('base64'),
      model: 'ocr-image-text',
    });
    expect(sub.status).toBe('pending');
    expect(res).toMatchObject({ status: 'completed', model_used: 'ocr-image-text' });
    expect(res.processing_time_ms).toBeGreaterThan(0);
    for (const line of drawn) {
      const block = res.text_blocks.find((b: { text: string }) =>
        b.text.includes(line.text.split(' ')[0]!),
      );
      expect(block, line.text).toBeDefined();
      expect(overlap(line.box, block.bbox), line.text).toBeGreaterThan(0.8);
      expect(block.confidence).toBeGreaterThan(0.5);
      expect(block.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('rebuilds a heading and a table as markdown', async () => {
    const rows = [
      ['Product', 'Price', 'Stock'],
      ['Mug', '18.00', '12'],
      ['Lamp', '89.00', '35'],
      ['Notebook', '16.50', '40'],
    ];
    const { png } = drawLines([
      { text: 'Price list', font: 'bold 40px DejaVu Sans', x: 40, y: 30 },
      ...rows.flatMap((r, i) =>
        r.map((cell, j) => ({
          text: cell,
          font: '22px DejaVu Sans',
          x: 40 + j * 220,
          y: 120 + i * 44,
        })),
      ),
    ]);
    const { res } = await run('/ocr/extract', '/ocr', {
      image: png.toString('base64'),
      model: 'ocr-table',
      output_format: 'markdown',
    });
    const md: string = res.result.markdown;
    expect(md).toMatch(/^#+ Price list/);
    expect(md).toContain('| Product | Price | Stock |');
    expect(md).toContain('| Lamp | 89.00 | 35 |');
    expect(md).toContain('| Notebook | 16.50 | 40 |');
  });

  it.each([
    [{ task: 'formula' }, 'task', 'ocr-table cannot do the formula task; no registered model can'],
    [
      { model: 'ocr-general', task: 'table' },
      'model',
      'ocr-general cannot do the table task; ocr-table can',
    ],
    [
      { model: 'nope' },
      'model',
      /^No OCR model is registered as "nope"; the OCR models are ocr-general/,
    ],
  ])('refuses %j at submission, naming the models that can', async (change, field, msg) => {
    const bearer = await h.login(TRANSLATOR);
    const { png } = drawLines([{ text: 'x', font: '20px DejaVu Sans', x: 5, y: 5 }], 40, 40);
    const detail = expectValidation(
      await h.call('POST', '/ocr/extract', {
        bearer,
        body: { image: png.toString('base64'), ...change },
      }),
    );
    expect(detail[0]!.loc).toEqual(['body', field]);
    if (typeof msg === 'string') expect(detail[0]!.msg).toBe(msg);
    else expect(detail[0]!.msg).toMatch(msg);
  });

  it.each([
    [
      'text that is not an image',
      Buffer.from('hello').toString('base64'),
      'The image is neither a PNG nor a JPEG',
    ],
    [
      'a truncated PNG',
      drawLines([], 20, 20).png.subarray(0, 40).toString('base64'),
      'The PNG image is cut short or broken',
    ],
    [
      'an image too large to read',
      createCanvas(10_001, 2).toBuffer('image/png').toString('base64'),
      'The image is 10001×2 pixels; at most 10000 on a side',
    ],
  ])('refuses %s with a clear 422', async (_name, image, msg) => {
    const bearer = await h.login(TRANSLATOR);
    const detail = expectValidation(
      await h.call('POST', '/ocr/extract_blocks', { bearer, body: { image } }),
    );
    expect(detail[0]).toMatchObject({ loc: ['body', 'image'], msg });
  });

  it('lists the OCR models with their tasks', async () => {
    const bearer = await h.login(TRANSLATOR);
    const { body } = await h.call('GET', '/models', { bearer });
    const ocr = body.models.filter((m: { kind: string }) => m.kind === 'ocr');
    expect(ocr.map((m: { name: string; tasks: string[] }) => [m.name, m.tasks])).toEqual([
      ['ocr-general', ['ocr']],
      ['ocr-image-text', ['ocr']],
      ['ocr-table', ['ocr', 'table']],
    ]);
  });
});
