/**
 * What the content script costs every page at document start, in `bench:scan`: compiling it and
 * running it until its first wait (the part of `main` before the background answers), read from
 * a trace of the page's renderer (`EvaluateScript` of content.js, with the `v8.compile` inside
 * it) over cold loads of a page. This is what the script's byte budget stood for.
 */
import type { BrowserContext } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string }; fileName?: string };
}

const SCRIPT = 'content-scripts/content.js';

export interface ContentScriptCost {
  /** Per load: clock and CPU ms of the evaluation (compile and first run), and of the compile. */
  loads: { evaluate_ms: number; evaluate_cpu_ms: number; compile_ms: number }[];
  evaluate_ms: number;
  evaluate_cpu_ms: number;
  compile_ms: number;
}

const ms = (us: number) => Math.round(us / 10) / 100;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;

export async function contentScriptCost(
  context: BrowserContext,
  url: string,
  runs: number,
): Promise<ContentScriptCost> {
  const loads: ContentScriptCost['loads'] = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e: { value: object[] }) =>
      events.push(...(e.value as TraceEvent[])),
    );
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}cost=${run}`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    await page.close();
    const ours = (e: TraceEvent) =>
      e.ph === 'X' && (e.args?.data?.url ?? e.args?.fileName ?? '').endsWith(SCRIPT);
    const sum = (name: string, cpu = false) =>
      events
        .filter((e) => e.name === name && ours(e))
        .reduce((n, e) => n + ((cpu ? e.tdur : e.dur) ?? e.dur ?? 0), 0);
    loads.push({
      evaluate_ms: ms(sum('EvaluateScript')),
      evaluate_cpu_ms: ms(sum('EvaluateScript', true)),
      compile_ms: ms(sum('v8.compile')),
    });
  }
  return {
    loads,
    evaluate_ms: median(loads.map((l) => l.evaluate_ms)),
    evaluate_cpu_ms: median(loads.map((l) => l.evaluate_cpu_ms)),
    compile_ms: median(loads.map((l) => l.compile_ms)),
  };
}
