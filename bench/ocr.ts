import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enginesFromEnvironment } from '../server/engines/configured';
import { OcrRegistry } from '../server/engines/ocr/ocr-models';
import { renderBlocks } from '../server/engines/ocr/render-blocks';
import { TesseractPool } from '../server/engines/ocr/tesseract';
import { EngineProcess } from '../server/sandbox/engine-process';
import { translateImage } from '../server/model-jobs/image-translation-task';
import { drawLines } from '../test/server/ocr-images';

/**
 * `npm run bench:ocr`: OCR of an 800×600 UI screenshot (text in several fonts, a button and a
 * banner), warm, per model; the same OCR run as the service runs it, in the OCR lane's engine
 * process, against in-process as the baseline; the image pipeline's stage times; and the same
 * image through the tesseract command-line tool when Debian's tesseract-ocr is installed.
 */
const RUNS = Number(process.env.RUNS ?? 5);
const { png } = drawLines([
  { text: 'Acme Store', font: 'bold 40px DejaVu Sans', x: 40, y: 30 },
  { text: 'Free returns for 60 days', font: '30px DejaVu Sans', x: 40, y: 110 },
  { text: 'Your order has been shipped', font: '22px Liberation Serif', x: 40, y: 190 },
  {
    text: 'Add to cart',
    font: 'bold 26px Liberation Sans',
    x: 60,
    y: 300,
    fill: '#ffffff',
    background: '#2f6f4e',
  },
  { text: 'Limited time offer', font: '24px DejaVu Sans', x: 420, y: 300, background: '#fde8c8' },
  { text: 'Questions? Contact support', font: '18px DejaVu Sans Mono', x: 40, y: 520 },
]);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;

const ocr = new OcrRegistry();
const pool = new TesseractPool();
const engines = enginesFromEnvironment(process.env);
async function timed(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return Math.round(median(times));
}
const perModel: Record<string, number> = {};
for (const model of ocr.models)
  perModel[model.name] = await timed(() => pool.recognize(png, model.segmentation));

// The same recognition as a job runs it: the image sent to the engine process and back.
const engine = new EngineProcess('ocr');
const isolated = await timed(() =>
  engine.run('recognize', { image: png, segmentation: 'combined' }),
);

const stages: Record<string, number>[] = [];
for (let i = 0; i < RUNS; i++) {
  const r = await translateImage(
    engines,
    ocr,
    {
      image: png.toString('base64'),
      source_lang: 'en',
      target_lang: 'es',
      ocr_model: 'ocr-table',
      translation_model: 'apertium',
    },
    () => Promise.resolve(),
    {
      recognize: (image, mode) => pool.recognize(image, mode),
      render: (image, blocks) => renderBlocks(image, blocks),
    },
  );
  stages.push(r.timings_ms);
}
const itrp = Object.fromEntries(
  ['ocr', 'translate', 'render'].map((s) => [s, median(stages.map((t) => t[s]!))]),
);

let cli: number | null = null;
if (spawnSync('tesseract', ['--version']).status === 0) {
  const dir = mkdtempSync(join(tmpdir(), 'locale-lens-ocr-'));
  writeFileSync(join(dir, 'page.png'), png);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    spawnSync('tesseract', [join(dir, 'page.png'), 'stdout'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    times.push(performance.now() - start);
  }
  cli = Math.round(median(times));
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  JSON.stringify(
    {
      image: '800x600 PNG, 6 lines of UI text, 2 coloured bands',
      runs: RUNS,
      ocr_ms_warm_median: perModel,
      isolation: {
        in_process_ms: perModel['ocr-image-text'],
        in_engine_process_ms: isolated,
        ratio: +(isolated / perModel['ocr-image-text']!).toFixed(2),
      },
      itrp_stage_ms_median: itrp,
      tesseract_cli_ms_median: cli,
      ...(cli === null
        ? { note: 'install tesseract-ocr for the command-line baseline' }
        : {
            ratio_ocr_general_vs_cli: +(perModel['ocr-general']! / cli).toFixed(2),
          }),
    },
    null,
    2,
  ),
);
engine.stop();
await pool.close();
await engines.close();
