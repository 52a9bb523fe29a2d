import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TesseractPool } from '../server/engines/ocr/tesseract';
import { drawLines } from '../test/server/ocr-images';
import { UI_RENDERS } from '../test/server/ocr-ui-renders';

/**
 * `npx tsx bench/ocr-bands.ts`: combined OCR (layout, sparse text and colour bands, as
 * `ocr-image-text` runs it) of the UI test renders, this checkout against an earlier pipeline in
 * the same process, runs alternating, so a busy machine slows both alike. The earlier pipeline is
 * `server/` at OCR_BASE (default: the commit before band-image.ts was added), taken with
 * `git archive`. Prints JSON: medians of wall and CPU time (CPU counts Tesseract's worker
 * threads), and this checkout's over the base's.
 */
const RUNS = Number(process.env.RUNS ?? 5);
const root = resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root }).toString().trim();
const added = git(
  'log',
  '--diff-filter=A',
  '--format=%H',
  '--',
  'server/engines/ocr/band-image.ts',
);
const base = git('rev-parse', process.env.OCR_BASE ?? `${added.split('\n').at(-1)}^`);

const dir = mkdtempSync(join(tmpdir(), 'locale-lens-ocr-base-'));
execFileSync('sh', ['-c', `git archive ${base} server lib | tar -x -C ${dir}`], { cwd: root });
// The base's Tesseract data path is relative to its file: it finds node_modules beside server/.
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
const baseModule = (await import(join(dir, 'server/engines/ocr/tesseract.ts'))) as {
  TesseractPool: typeof TesseractPool;
};
const pools = { base: new baseModule.TesseractPool(), current: new TesseractPool() };

const median = (v: number[]) => Math.round([...v].sort((a, b) => a - b)[v.length >> 1]!);
async function measure(pool: TesseractPool, png: Buffer) {
  const [start, cpu] = [performance.now(), process.cpuUsage()];
  await pool.recognize(png, 'combined');
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
}

const renders = [];
for (const { name, lines } of UI_RENDERS) {
  const { png } = drawLines(lines);
  await measure(pools.base, png); // warm: workers started, image decoded once
  await measure(pools.current, png);
  const times = {
    base: { wall: [] as number[], cpu: [] as number[] },
    current: { wall: [] as number[], cpu: [] as number[] },
  };
  for (let i = 0; i < RUNS; i++)
    for (const which of i % 2 ? (['current', 'base'] as const) : (['base', 'current'] as const)) {
      const t = await measure(pools[which], png);
      times[which].wall.push(t.wall);
      times[which].cpu.push(t.cpu);
    }
  const [bw, cw, bc, cc] = [
    median(times.base.wall),
    median(times.current.wall),
    median(times.base.cpu),
    median(times.current.cpu),
  ];
  renders.push({
    render: name,
    wall_ms: { base: bw, current: cw, ratio: +(cw / bw).toFixed(2) },
    cpu_ms: { base: bc, current: cc, ratio: +(cc / bc).toFixed(2) },
  });
}

console.log(
  JSON.stringify(
    { base: base.slice(0, 12), runs: RUNS, image: '800x600 PNG per render', renders },
    null,
    2,
  ),
);
await Promise.all([pools.base.close(), pools.current.close()]);
rmSync(dir, { recursive: true, force: true });
