import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enginesFromEnvironment } from '../server/engines/configured';
import { OcrRegistry } from '../server/engines/ocr/ocr-models';
import { translateImage } from '../server/model-jobs/itrp-task';
import { drawLines } from '../test/server/ocr-images';

/**
 * `npm run bench:ocr`: OCR of an 800×600 UI screenshot (text in several fonts, a button and a
 * banner), warm, per model; the image pipeline's stage times; and the same image through the
 * tesseract command-line tool as a baseline when Debian's tesseract-ocr is installed.
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
const engines = enginesFromEnvironment(process.env);
const perModel: Record<string, number> = {};
for (const model of ocr.models) {
  await ocr.pool.recognize(png, model.segmentation); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await ocr.pool.recognize(png, model.segmentation);
    times.push(performance.now() - start);
  }
  perModel[model.name] = Math.round(median(times));
}

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
await ocr.close();
await engines.close();
