import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { TRANSLATOR, useDemoService } from './helpers';
import { drawLines } from './ocr-images';

/**
 * Japanese drawn into an image: the CJK font the set-up installs is visible to the renderer, and
 * a block given in Japanese (as a remote engine would answer) is drawn into its box.
 */
const h = useDemoService();

describe('image translation into Japanese', () => {
  it('has a CJK font to draw with', () => {
    expect(GlobalFonts.families.map((f) => f.family)).toEqual(
      expect.arrayContaining(['IPAGothic']),
    );
  });

  it('draws a Japanese translation into the block, where the English was', async () => {
    const { png } = drawLines(
      [{ text: 'Summer sale', font: 'bold 40px DejaVu Sans', x: 40, y: 40 }],
      480,
      140,
    );
    const bearer = await h.login(TRANSLATOR);
    const bbox = [38, 36, 240, 46];
    const sub = await h.call('POST', '/itrp/demo', {
      bearer,
      body: {
        image: png.toString('base64'),
        source_lang: 'en',
        target_lang: 'ja',
        blocks: [{ text: 'Summer sale', translation: '夏のセール', bbox, confidence: 0.95 }],
      },
    });
    expect(sub.status).toBe(202);
    let task: { status: string; result: { image: string } } | undefined;
    for (let i = 0; i < 300; i++) {
      task = (await h.call('GET', `/itrp/demo/${sub.body.task_id}`, { bearer })).body;
      if (task!.status === 'completed' || task!.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(task!.status).toBe('completed');
    const out = await loadImage(Buffer.from(task!.result.image, 'base64'));
    const canvas = createCanvas(out.width, out.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(out, 0, 0);
    const data = ctx.getImageData(bbox[0]!, bbox[1]!, bbox[2]!, bbox[3]!).data;
    let ink = 0;
    for (let k = 0; k < data.length; k += 4) if (data[k]! < 128) ink++;
    // Five characters of about 40 px: well over a thousand dark pixels, none outside the box.
    expect(ink).toBeGreaterThan(1000);
  });
});
