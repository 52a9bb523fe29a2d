import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { expectValidation, TRANSLATOR, useDemoService } from './helpers';
import { drawLines } from './ocr-images';

/** The image pipeline over HTTP: OCR, Apertium English→Spanish, translations drawn in place. */
const h = useDemoService();

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data,
  };
}

describe('image translation (ITRP)', () => {
  it('translates the text of an image and changes it only inside the blocks', async () => {
    const { png } = drawLines([
      { text: 'Free returns for 60 days', font: '34px DejaVu Sans', x: 40, y: 60 },
      {
        text: 'Save changes',
        font: 'bold 30px DejaVu Sans',
        x: 60,
        y: 300,
        fill: '#ffffff',
        background: '#2f6f4e',
      },
    ]);
    const bearer = await h.login(TRANSLATOR);
    const sub = await h.call('POST', '/itrp/demo', {
      bearer,
      body: {
        image: png.toString('base64'),
        source_lang: 'en',
        target_lang: 'es',
      },
    });
    expect(sub.status).toBe(202);
    expect(sub.body.status).toBe('queued');
    let task:
      | {
          status: string;
          result: {
            image: string;
            blocks: { text: string; translation: string; bbox: number[] }[];
            timings_ms: Record<string, number>;
            ocr_model: string;
            translation_model: string;
          };
        }
      | undefined;
    for (let i = 0; i < 600; i++) {
      task = (await h.call('GET', `/itrp/demo/${sub.body.task_id}`, { bearer })).body;
      if (task!.status === 'completed' || task!.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(task!.status).toBe('completed');
    const result = task!.result;
    expect(result).toMatchObject({ ocr_model: 'ocr-table', translation_model: 'apertium' });
    expect(result.blocks.map((b) => [b.text, b.translation])).toEqual([
      ['Free returns for 60 days', expect.stringContaining('60 días')],
      ['Save changes', 'Salva cambios'],
    ]);
    for (const stage of ['ocr', 'translate', 'render'])
      expect(result.timings_ms[stage]).toBeGreaterThanOrEqual(0);

    const before = await pixels(png);
    const after = await pixels(Buffer.from(result.image, 'base64'));
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    const inBlock = (x: number, y: number) =>
      result.blocks.findIndex(
        (b) =>
          x >= b.bbox[0]! &&
          x < b.bbox[0]! + b.bbox[2]! &&
          y >= b.bbox[1]! &&
          y < b.bbox[1]! + b.bbox[3]!,
      );
    const changed = new Array(result.blocks.length).fill(0);
    let changedOutside = 0;
    for (let y = 0; y < before.height; y++)
      for (let x = 0; x < before.width; x++) {
        const k = (y * before.width + x) * 4;
        const differs =
          before.data[k] !== after.data[k] ||
          before.data[k + 1] !== after.data[k + 1] ||
          before.data[k + 2] !== after.data[k + 2];
        if (!differs) continue;
        const block = inBlock(x, y);
        if (block < 0) changedOutside++;
        else changed[block]++;
      }
    expect(changedOutside).toBe(0);
    for (const n of changed) expect(n).toBeGreaterThan(100);
  });

  it('refuses a pair no engine reaches and an OCR model that does not exist, at submission', async () => {
    const bearer = await h.login(TRANSLATOR);
    const image = drawLines(
      [{ text: 'Hi', font: '20px DejaVu Sans', x: 4, y: 4 }],
      60,
      40,
    ).png.toString('base64');
    const pair = expectValidation(
      await h.call('POST', '/itrp/demo', {
        bearer,
        body: { image, source_lang: 'en', target_lang: 'ja' },
      }),
    );
    expect(pair[0]).toMatchObject({ loc: ['body', 'translation_model'] });
    expect(pair[0]!.msg).toMatch(/does not translate en to ja/);
    const model = expectValidation(
      await h.call('POST', '/itrp/demo', {
        bearer,
        body: { image, source_lang: 'en', target_lang: 'es', ocr_model: 'nope' },
      }),
    );
    expect(model[0]).toMatchObject({ loc: ['body', 'ocr_model'] });
  });
});
