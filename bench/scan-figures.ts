/**
 * Section 1 of `bench:scan`: the scanner alone on a page of its own, against the floors measured
 * in the same run (bench/scan-page.ts runs in the page).
 */
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type * as InPage from './scan-page';
import { generatePage } from './scan-page-html';

declare global {
  var LocaleLensBench: typeof InPage;
}

export const CHUNKED_RUNS = 3;
export const UPDATE_RUNS = 7;

export async function bundle(minify: boolean): Promise<string> {
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

/** The extension the user view loads: built from the sources now, unless told not to. */
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

/**
 * The reads floor and the full scan in the main thread's CPU time (the `ThreadTime` metric of the
 * DevTools protocol) rather than the clock: on a shared machine other processes take the core in
 * the middle of a run and the clock counts their time too. One call per sample, floor and scan
 * alternating, a collection before each; the same empty call measured alike is subtracted.
 */
async function cpuFigures(page: Page, runs: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
  };
  const samples = { empty: [] as number[], floor: [] as number[], scan: [] as number[] };
  for (let i = 0; i < runs; i++) {
    for (const what of ['empty', 'floor', 'scan'] as const) {
      await page.evaluate(() => LocaleLensBench.cpuSample.gc());
      const before = await threadMs();
      if (what === 'empty') await page.evaluate(() => 0);
      else await page.evaluate((w) => LocaleLensBench.cpuSample[w](), what);
      samples[what].push((await threadMs()) - before);
    }
  }
  await cdp.detach();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const empty = median(samples.empty);
  const [floor, scan] = [median(samples.floor) - empty, median(samples.scan) - empty];
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    floor_with_reads_ms: round(floor),
    full_scan_ms: round(scan),
    ratio_scan_to_floor_with_reads: round(scan / floor),
    runs,
  };
}

/** The scanner alone on a page of `keys` keys, in a plain page of its own (section 1). */
export async function scanFigures(
  browser: Browser,
  script: string,
  keys: number,
  profileFile?: string,
) {
  const page0 = generatePage({ keys, elements: keys * 10 });
  const runs = keys > 5_000 ? 11 : 21;
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
  if (profileFile && keys === 5_000) await profile(page, profileFile);
  const full = await page.evaluate((n) => LocaleLensBench.full(n), runs);
  const cpu = await cpuFigures(page, runs);
  const chunked = await page.evaluate((n) => LocaleLensBench.chunked(n), CHUNKED_RUNS);
  const update = await page.evaluate(([count, n]) => LocaleLensBench.update(count, n), [
    500,
    UPDATE_RUNS,
  ] as const);
  await page.close();
  const { floor_runs_ms, scan_runs_ms, hits, ...fullFigures } = full;
  const planted = page0.expected;
  const found =
    hits.attribute === planted.attribute &&
    hits.invisible === planted.invisible &&
    hits.text === planted.text;
  const { update_after_500_rerenders_ms, ...updateDetails } = update;
  return {
    keys,
    page: { ...dom, planted_hits: planted, every_planted_hit_found: found },
    runs,
    ...fullFigures,
    hits,
    cpu_time: cpu,
    chunked_scan: chunked,
    update_after_500_rerenders_ms,
    update: updateDetails,
    samples_ms: { floor: floor_runs_ms, scan: scan_runs_ms },
  };
}
