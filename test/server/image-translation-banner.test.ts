import { describe, expect, it } from 'vitest';
import { BANNER_HEIGHT, BANNER_LINES, BANNER_WIDTH } from '../../server/demo/banner';
import { TRANSLATOR, useDemoService } from './helpers';

/** The demo shop's banner, through the image pipeline; and drawing a translator's edited blocks. */
const h = useDemoService();

interface Task {
  status: string;
  error: string | null;
  result: {
    image: string;
    blocks: { text: string; translation: string; bbox: number[]; confidence: number }[];
    ocr_model: string;
    timings_ms: Record<string, number>;
  } | null;
}

async function run(bearer: string, body: object): Promise<Task> {
  const sub = await h.call('POST', '/itrp/demo', { bearer, body });
  expect(sub.status).toBe(202);
  for (let i = 0; i < 800; i++) {
    const task = (await h.call('GET', `/itrp/demo/${sub.body.task_id}`, { bearer })).body as Task;
    if (task.status === 'completed' || task.status === 'failed') return task;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the task did not finish');
}

describe('the demo banner', () => {
  it('is served as a PNG of its size, and its text translates into Spanish', async () => {
    const res = await fetch(`${h.url}/demo/promo-banner.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.readUInt32BE(16)).toBe(BANNER_WIDTH);
    expect(png.readUInt32BE(20)).toBe(BANNER_HEIGHT);

    const bearer = await h.login(TRANSLATOR);
    const image = png.toString('base64');
    const task = await run(bearer, { image, source_lang: 'en', target_lang: 'es' });
    expect(task.status).toBe('completed');
    const blocks = task.result!.blocks;
    expect(blocks.map((b) => b.text.toLowerCase())).toEqual(
      BANNER_LINES.map((l) => l.toLowerCase()),
    );
    expect(blocks.every((b) => b.translation && b.translation !== b.text)).toBe(true);

    // Drawn again with one translation edited: nothing recognised, the edit kept as it is.
    const edited = blocks.map((b, i) => (i === 0 ? { ...b, translation: 'Rebajas' } : b));
    const again = await run(bearer, {
      image,
      source_lang: 'en',
      target_lang: 'es',
      blocks: edited,
    });
    expect(again.status).toBe('completed');
    expect(again.result!.blocks.map((b) => b.translation)).toEqual(
      edited.map((b) => b.translation),
    );
    expect(again.result!.ocr_model).toBe('given');
    expect(again.result!.timings_ms.ocr).toBe(0);
    expect(again.result!.image).not.toBe(task.result!.image);
  });
});
