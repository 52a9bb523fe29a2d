import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildExtension } from '../scripts/build-extension';
import { joinFigures } from './panel-join';
import { lensLoad, setUp, sizedPage, type LensLoad } from './user-view';

/**
 * `npm run bench:panel`: how long the side panel's list takes once the page is reported, by page
 * size (500, 5,000 and 20,000 keys).
 *  1. In Node, the panel's join of a report with its statuses, sources and workflow, after a
 *     change (500 keys re-rendered with new keys; 50 statuses changed by someone else): the whole
 *     join (every row built, filtered, grouped and counted again) against the incremental one
 *     (the affected rows only), in the same process; ratios whole ÷ incremental.
 *  2. In headless Chromium with the built extension and the local service (bench/user-view.ts):
 *     from `page.report` complete (every status) to the real side panel's list complete, on load
 *     and after 500 keyed elements re-render; the report's own time since DOMContentLoaded is the
 *     baseline beside it.
 * Prints one JSON object on stdout. `--sizes`, `--runs` (cold loads per size), `--join-only`
 * skips 2, `--no-build` uses the extension as built.
 */
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '500,5000,20000' },
    runs: { type: 'string', default: '3' },
    'join-only': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const RUNS = Math.max(1, Number(args.runs));

const median = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0 || known.length < values.length) return null;
  const mid = known.length >> 1;
  return known.length % 2 ? known[mid]! : Math.round((known[mid - 1]! + known[mid]!) / 2);
};

/** Report and panel figures of every cold load, and their medians. */
function browserFigures(loads: LensLoad[]) {
  const pick = (f: (l: LensLoad) => number | null) => {
    const values = loads.map(f);
    return { median: median(values), runs: values };
  };
  return {
    load: {
      report_complete_after_dcl: pick((l) => l.report_every_status),
      panel_complete_after_dcl: pick((l) => l.panel_complete),
      panel_after_report: pick((l) => l.panel_after_report),
    },
    rerender: {
      report_complete_after_change: pick((l) => l.rerender.report_every_status),
      panel_complete_after_change: pick((l) => l.rerender.panel_complete),
      panel_after_report: pick((l) => l.rerender.panel_after_report),
    },
  };
}

async function browser() {
  if (!args['no-build']) buildExtension('chrome', { quiet: true });
  const pages = SIZES.map(sizedPage);
  const setup = await setUp(pages);
  const out = [];
  try {
    for (const p of pages) {
      const loads: LensLoad[] = [];
      const failures: string[] = [];
      for (let run = 0; run < RUNS; run++)
        await lensLoad(setup, p, run).then(
          (l) => loads.push(l),
          (err: unknown) => {
            failures.push(`run ${run}: ${String(err).split('\n')[0]}`);
            console.error(`${p.keys} keys, run ${run} failed:`, err);
          },
        );
      out.push({ keys: p.keys, ...browserFigures(loads), failures });
    }
  } finally {
    await setup.close();
  }
  return out;
}

// A load that times out leaves its watch of the report pending: its failure is said, not fatal.
process.on('unhandledRejection', (err) => console.error('left over:', String(err).split('\n')[0]));
const loadBefore = loadavg()[0]!;
const join = SIZES.map((keys) => joinFigures(keys));
const panel = args['join-only'] ? null : await browser();
const within300 = panel?.every(
  (s) =>
    (s.load.panel_after_report.median ?? Infinity) <= 300 &&
    (s.rerender.panel_after_report.median ?? Infinity) <= 300,
);
console.log(
  JSON.stringify(
    {
      join,
      panel,
      targets: { panel_after_report_ms: 300 },
      targets_met: panel ? { panel_within_300ms_of_report: within300 } : null,
      machine: {
        cores: availableParallelism(),
        load_before: Math.round(loadBefore * 100) / 100,
        load_after: Math.round(loadavg()[0]! * 100) / 100,
      },
    },
    null,
    2,
  ),
);
