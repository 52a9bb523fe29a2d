import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnService, type ChildService } from './child-service';
import { DEMO_PASSWORD } from './harness';
import { TRANSLATOR } from './helpers';
import {
  blankBitmap,
  brokenIdat,
  deepNesting,
  hugePage,
  jpegWithoutTables,
  manyParagraphs,
  repeatedPage,
  twoHeaders,
} from './hostile/inputs';
import { caller, probeHealth } from './hostile/probe';

/**
 * Requests any signed-in user can send that once crashed, froze or swelled the service. Each runs
 * against the service as its own process, with `/healthz` watched throughout: the request is
 * refused naming the limit, or its task ends (failed with a readable error where the engine
 * cannot read the input), and the service answers within a second all along and stays up.
 */
let svc: ChildService;
let dataDir: string;
let user: Awaited<ReturnType<typeof caller>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-hostile-'));
  svc = await spawnService({ dataDir });
  user = await caller(svc.url, TRANSLATOR, DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await svc?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const b64 = (b: Buffer) => b.toString('base64');
const ocr = (image: Buffer) => ({
  path: '/ocr/extract',
  poll: '/ocr/',
  body: { image: b64(image) },
});
const imageTranslationGiven = (image: Buffer) => ({
  path: '/itrp/demo',
  poll: '/itrp/demo/',
  body: {
    image: b64(image),
    source_lang: 'en',
    target_lang: 'es',
    blocks: [{ text: 'Buy', translation: 'Comprar', bbox: [0, 0, 1e6, 1e6] }],
  },
});
const parse = (file: Buffer, name: string) => ({
  path: '/documents/parse',
  poll: '/documents/parse/',
  file,
  name,
});

type Outcome = { refused: RegExp } | { failed: RegExp } | { completed: true };
type Case = { path: string; poll: string } & ({ body: unknown } | { file: Buffer; name: string });

const CASES: [string, () => Case, Outcome][] = [
  [
    'an ITRP box far larger than a 2,000×2,000 1-bit PNG',
    () => imageTranslationGiven(blankBitmap(2_000, 2_000)),
    { completed: true },
  ],
  [
    'an ITRP box far larger than a 4×4 PNG',
    () => imageTranslationGiven(blankBitmap(4, 4)),
    { completed: true },
  ],
  [
    'a 10,000×10,000 1-bit PNG of a few kilobytes',
    () => ocr(blankBitmap(10_000, 10_000)),
    { refused: /100000000 pixels; at most \d+/ },
  ],
  [
    'a PNG whose IDAT is not zlib data',
    () => ocr(brokenIdat()),
    { failed: /image cannot be decoded/i },
  ],
  ['a PNG with a second header', () => ocr(twoHeaders()), { refused: /second header/ }],
  [
    'a JPEG without its tables',
    () => ocr(jpegWithoutTables()),
    { failed: /image cannot be decoded/i },
  ],
  [
    'a PDF of one blank 10,000-point page',
    () => parse(hugePage(10_000), 'huge.pdf'),
    { failed: /rendered for OCR.*at most \d+ pixels/ },
  ],
  [
    'a PDF nesting q 10,000 deep',
    () => parse(deepNesting(10_000), 'deep.pdf'),
    { failed: /nests graphics states 10000 deep; at most \d+/ },
  ],
  [
    'a PDF of 20,000 pages',
    () => parse(repeatedPage(20_000), 'pages.pdf'),
    { failed: /20000 pages; at most \d+/ },
  ],
  [
    'a DOCX of 2,000,000 paragraphs',
    () => parse(manyParagraphs(2_000_000), 'many.docx'),
    { failed: /\d{7} elements; at most \d+/ },
  ],
  [
    'translation-memory jobs of 20,000-character texts',
    () => ({
      path: '/batch_translate',
      poll: '/translation/',
      body: {
        source_lang: 'en',
        target_lang: 'de',
        registered_model_name: 'translation-memory',
        items: Array.from({ length: 40 }, (_, i) => ({
          [`k${i}`]: `Add to cart ${i} `.repeat(1_300).slice(0, 20_000),
        })),
      },
    }),
    { completed: true },
  ],
];

describe('hostile model-job requests', () => {
  it.each(CASES)('%s: the service keeps answering', async (_name, make, outcome) => {
    const probe = probeHealth(svc.url);
    const c = make();
    const sub =
      'body' in c ? await user.json(c.path, c.body) : await user.upload(c.path, c.file, c.name);
    let task: Record<string, unknown> | null = null;
    if (sub.status === 202) task = await user.settle(`${c.poll}${String(sub.body.task_id)}`);
    const health = await probe.stop();

    if ('refused' in outcome) {
      expect(sub.status).toBe(422);
      expect(sub.body.detail[0].msg).toMatch(outcome.refused);
    } else if ('failed' in outcome) {
      expect(task).toMatchObject({ status: 'failed' });
      expect(task!.error).toMatch(outcome.failed);
    } else expect(task).toMatchObject({ status: 'completed' });
    expect(svc.process.exitCode, svc.stderrTail()).toBeNull();
    expect(health.missed, `worst /healthz ${health.worstMs} ms`).toBe(0);
  });

  it.each([
    ['declared', true],
    ['chunked', false],
  ])('refuses a 45 MB upload (%s) as it streams, without holding it', async (_how, declared) => {
    const probe = probeHealth(svc.url);
    const before = svc.rssKb()!;
    expect(await user.uploadStatus('/documents/parse', 45e6, declared)).toBe(413);
    expect(svc.rssKb()! - before).toBeLessThan(64 * 1024);
    expect((await probe.stop()).missed).toBe(0);
  });

  it('ends on SIGTERM while an engine runs', async () => {
    await user.upload('/documents/parse', deepNesting(20_000), 'deep.pdf');
    await new Promise((r) => setTimeout(r, 300));
    await svc.kill('SIGTERM');
    expect(svc.process.signalCode ?? svc.process.exitCode).toBe(0);
  });
});
