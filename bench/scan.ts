import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/browser';
import { chromium, type Page } from 'playwright-core';
import type * as InPage from './scan-page';
import { generatePage } from './scan-page-html';

/**
 * `npm run bench:scan`: the scanner on a generated page of 50,000 elements and 5,000
 * keys in headless Chromium, against a bare TreeWalker pass over the same DOM measured in the same
 * run. Prints one JSON object. `--profile FILE` also writes a CPU profile of repeated full scans
 * (unminified bundle) for chrome://inspect or speedscope; `--build` rebuilds the extension first.
 */
const RUNS = 21;
const CHUNKED_RUNS = 3;
const UPDATE_RUNS = 7;
const CONTENT_SCRIPT = fileURLToPath(
  new URL('../.output/chrome-mv3/content-scripts/content.js', import.meta.url),
);
const args = process.argv.slice(2);
const profileFile = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;

declare global {
  var LocaleLensBench: typeof InPage;
}

async function bundle(minify: boolean): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./scan-page.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'LocaleLensBench',
    target: 'chrome120',
    minify,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

function contentScriptKb() {
  if (args.includes('--build') || !existsSync(CONTENT_SCRIPT))
    execFileSync('npx', ['wxt', 'build'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const { size, mtime } = statSync(CONTENT_SCRIPT);
  return { bytes: size, kb: Math.round((size / 1024) * 100) / 100, builtAt: mtime.toISOString() };
}

async function profile(page: Page, file: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.evaluate(() => LocaleLensBench.scanRepeatedly(20));
  const { profile: cpu } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(cpu));
  // Self time per function, heaviest first, on stderr so stdout stays one JSON object.
  const self = new Map<string, number>();
  const total = cpu.samples?.length ?? 0;
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  for (const id of cpu.samples ?? []) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const name = `${functionName || '(anonymous)'} ${url ? `:${lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + 1);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [name, n] of top) console.error(`${((n / total) * 100).toFixed(1)}%  ${name}`);
}

const page0 = generatePage();
const script = await bundle(!profileFile);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
});
try {
  const page = await browser.newPage();
  const url = 'http://bench.invalid/';
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>bench</title></head><body>${page0.html}</body></html>`,
    }),
  );
  await page.goto(url);
  await page.addScriptTag({ content: script });
  const dom = await page.evaluate(
    ([shadows, translations]) => LocaleLensBench.setup(shadows, translations),
    [page0.shadows, page0.translations] as const,
  );
  if (profileFile) await profile(page, profileFile);
  const full = await page.evaluate((runs) => LocaleLensBench.full(runs), RUNS);
  const chunked = await page.evaluate((runs) => LocaleLensBench.chunked(runs), CHUNKED_RUNS);
  const update = await page.evaluate(([count, runs]) => LocaleLensBench.update(count, runs), [
    500,
    UPDATE_RUNS,
  ] as const);
  const content = contentScriptKb();
  const { floor_runs_ms, scan_runs_ms, hits, ...fullFigures } = full;
  const planted = page0.expected;
  const found =
    hits.attribute === planted.attribute &&
    hits.invisible === planted.invisible &&
    hits.text === planted.text;
  const { update_after_500_rerenders_ms, ...updateDetails } = update;
  const result = {
    page: { ...dom, planted_hits: planted, every_planted_hit_found: found },
    runs: RUNS,
    ...fullFigures,
    hits,
    chunked_scan: chunked,
    update_after_500_rerenders_ms,
    update_measures:
      'replace 500 keyed elements by fresh clones (same keys) in one task; figure = ' +
      'MutationObserver callback time + time from the throttle timer firing (delayMs 0) to merged ' +
      "hits, done as lens-controller's applyChange does (`rescan`: scan the outermost changed " +
      `roots, keep the old hits outside them), median of ${UPDATE_RUNS} runs; excludes the ` +
      'timer wait and the mutation itself (both in update.breakdown_median_ms)',
    update: updateDetails,
    targets: { ratio: 1.5, longest_task_ms: 50, update_ms: 16, content_script_kb: 40 },
    targets_met: {
      ratio: full.ratio_scan_to_floor <= 1.5,
      longest_task_ms: Math.max(chunked.longest_task_ms, chunked.longest_slice_ms) <= 50,
      update_ms: update_after_500_rerenders_ms <= 16,
      content_script_kb: content.bytes <= 40 * 1024,
    },
    content_script_kb: content.kb,
    content_script_bytes: content.bytes,
    content_script_built_at: content.builtAt,
    samples_ms: { floor: floor_runs_ms, scan: scan_runs_ms },
    chromium: browser.version(),
  };
  console.log(JSON.stringify(result, null, 2));
  if (!found) process.exitCode = 1;
} finally {
  await browser.close();
}
