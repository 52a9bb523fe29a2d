import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { writeDocx } from './docx-writer';
import { TRANSLATOR, useDemoService } from './helpers';
import { blankBitmap, brokenIdat, jpegWithoutTables, twoHeaders } from './hostile/inputs';
import { probeHealth } from './hostile/probe';
import { writePdf } from './pdf-writer';

/**
 * Malformed and hostile images, PDFs and Word documents at every model-job route, from a seeded
 * generator (FUZZ_SEED reproduces a run): no answer is a 5xx, every accepted task ends, completed
 * or failed with an error in words, and `/healthz` answers within a second throughout.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const REQUESTS = 32;
const h = useDemoService();

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const random = prng(SEED);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;

function picture(type: 'png' | 'jpeg'): Buffer {
  const canvas = createCanvas(40 + int(200), 20 + int(100));
  const g = canvas.getContext('2d');
  g.fillStyle = pick(['#fff', '#ffd54f', '#1e3a8a', '#000']);
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = pick(['#111', '#fff', '#c00']);
  g.font = `${10 + int(30)}px DejaVu Sans`;
  g.fillText(pick(['Buy now', 'Save', 'Add to cart', '404']), 4, canvas.height / 2);
  return type === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 80);
}

/** Flips, cuts or repeats a few bytes past the first `keep` (so the type still sniffs). */
function mutate(bytes: Buffer, keep = 16): Buffer {
  const out = Buffer.from(bytes);
  switch (int(4)) {
    case 0:
      for (let i = 0; i < 1 + int(8); i++) out[keep + int(out.length - keep)] = int(256);
      return out;
    case 1:
      return out.subarray(0, keep + int(out.length - keep));
    case 2: {
      const at = keep + int(out.length - keep);
      return Buffer.concat([out.subarray(0, at), out.subarray(at - int(at - keep))]);
    }
    default:
      return out;
  }
}

const image = (): Buffer =>
  pick([
    () => mutate(picture('png')),
    () => mutate(picture('jpeg'), 4),
    () => blankBitmap(1 + int(4_000), 1 + int(4_000)),
    brokenIdat,
    twoHeaders,
    jpegWithoutTables,
  ])();

const document = (): Buffer =>
  pick([
    () => mutate(writePdf([[{ text: 'Shipping policy', x: 40, y: 40, size: 12 + int(40) }]]), 8),
    () =>
      mutate(
        writePdf([[{ text: 'Hello', x: 10, y: 10, size: 12 }]], 1 + int(20_000), 1 + int(20_000)),
        8,
      ),
    () => mutate(writeDocx([{ heading: 'Returns', level: 1 }, { paragraph: 'Free' }]), 4),
    image,
  ])();

const box = () =>
  [
    pick([-1e9, -5, 0, 10]),
    pick([0, 3, 1e6]),
    pick([0, 1, 50, 1e9]),
    pick([0, 2, 30, 1e9]),
  ] as const;

describe('model-job routes under fuzzing', () => {
  it(`answer no 5xx and end every task (seed ${SEED})`, { timeout: 240_000 }, async () => {
    const bearer = await h.login(TRANSLATOR);
    const auth = { authorization: `Bearer ${bearer}` };
    const probe = probeHealth(h.url);
    const tasks: string[] = [];
    for (let n = 0; n < REQUESTS; n++) {
      const route = pick(['ocr', 'blocks', 'imageTranslation', 'parse'] as const);
      let res: Response;
      if (route === 'parse') {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(document())]), 'upload');
        if (int(2)) form.set('parse_method', pick(['auto', 'txt', 'ocr']));
        res = await fetch(`${h.url}/documents/parse`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
      } else {
        const body =
          route === 'imageTranslation'
            ? {
                image: image().toString('base64'),
                source_lang: 'en',
                target_lang: 'es',
                blocks: Array.from({ length: int(4) }, () => ({
                  text: 'Buy',
                  translation: pick(['Comprar', 'x'.repeat(4000), '']),
                  bbox: box(),
                })),
              }
            : { image: image().toString('base64') };
        const path = {
          ocr: '/ocr/extract',
          blocks: '/ocr/extract_blocks',
          imageTranslation: '/itrp/demo',
        }[route];
        res = await fetch(h.url + path, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      }
      const answer = (await res.json()) as { task_id?: string };
      expect([202, 413, 422], `request ${n} (${route})`).toContain(res.status);
      if (res.status === 202)
        tasks.push(
          `${{ ocr: '/ocr/', blocks: '/ocr/blocks/', imageTranslation: '/itrp/demo/', parse: '/documents/parse/' }[route]}${answer.task_id}`,
        );
    }
    const deadline = Date.now() + 180_000;
    for (const poll of tasks) {
      let task: { status: string; error: string | null } = { status: 'queued', error: null };
      while (!['completed', 'failed'].includes(task.status) && Date.now() < deadline) {
        task = (await h.call('GET', poll, { bearer })).body;
        if (!['completed', 'failed'].includes(task.status))
          await new Promise((r) => setTimeout(r, 100));
      }
      expect(task.status, poll).toMatch(/^(completed|failed)$/);
      if (task.status === 'failed') expect(task.error, poll).toMatch(/\w{3,}/);
    }
    const health = await probe.stop();
    expect(health.missed, `worst /healthz ${health.worstMs} ms`).toBe(0);
  });
});
