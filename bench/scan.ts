import { existsSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildExtension } from '../scripts/build-extension';
import { CHROMIUM, CHROMIUM_ARGS, CONTENT_SCRIPT } from '../scripts/chromium';
import { contentScriptCost, type ContentScriptCost } from './content-script-cost';
import { chromium } from 'playwright-core';
import { bundle, scanFigures, UPDATE_RUNS } from './scan-figures';
import { appsRow } from './scan-apps';
import { printTables } from './scan-report';
import { templateFigures } from './scan-templates';
import {
  lensLoad,
  plainLoad,
  setUp,
  sizedPage,
  tolgeeLoad,
  type LensLoad,
  type TolgeeLoad,
} from './user-view';

/**
 * `npm run bench:scan`: for pages of 500, 5,000 and 20,000 keys (10 elements per key),
 *  1. the scanner in headless Chromium against the floors measured in the same run (a bare
 *     TreeWalker pass, and one that also reads every text and attribute name), its chunked run,
 *     and the update after 500 re-renders;
 *  2. the user's view with the built extension and the local service (bench/user-view.ts): from
 *     DOMContentLoaded to the first key tinted, every key tinted, `page.report` and the side
 *     panel complete, and the same after 500 keyed elements re-render;
 *  1b. the text match with templates against the exact match alone, on a page whose catalogue
 *     has 20 % translations with placeholders (bench/scan-templates.ts);
 *  3. Tolgee's in-context observer on the same page, in alternating cold loads;
 *  4. a small-page row: apps on the real i18n libraries (bench/scan-apps.ts).
 * Prints the tables on stderr and one JSON object on stdout. `--sizes 5000` picks sizes, `--runs`
 * the cold loads per tool and size, `--scan-only` skips 2 to 4, `--no-tolgee` skips 3,
 * `--no-plain` leaves the plain ask out (the follower alone), `--apps-only` runs only 4;
 * `--profile FILE` writes a CPU profile of repeated full scans (5,000 keys, unminified bundle).
 */
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '500,5000,20000' },
    runs: { type: 'string', default: '3' },
    'scan-only': { type: 'boolean', default: false },
    'no-tolgee': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'apps-only': { type: 'boolean', default: false },
    'no-plain': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const SIZES = args.sizes.split(',').map(Number);
/** What the content script may cost a page at document start (compile and first run), CPU ms. */
const CONTENT_SCRIPT_START_MS = 16;
const LOADS = Math.max(1, Number(args.runs));

function contentScriptKb() {
  if (!args['no-build'] || !existsSync(CONTENT_SCRIPT)) buildExtension('chrome', { quiet: true });
  const { size, mtime } = statSync(CONTENT_SCRIPT);
  return { bytes: size, kb: Math.round((size / 1024) * 100) / 100, builtAt: mtime.toISOString() };
}

const UPDATE_MEASURES =
  'replace 500 keyed elements by fresh clones (same keys) in one task; figure = ' +
  'MutationObserver callback time + time from the throttle timer firing (delayMs 0) to merged ' +
  "hits, done as lens-controller's applyChange does (`rescan`: scan the outermost changed " +
  `roots, keep the old hits outside them), median of ${UPDATE_RUNS} runs; excludes the ` +
  'timer wait and the mutation itself (both in update.breakdown_median_ms)';

const median = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length < values.length || known.length === 0) return null; // a load never got there
  const mid = known.length >> 1;
  return known.length % 2 ? known[mid]! : Math.round((known[mid - 1]! + known[mid]!) / 2);
};

/** Medians of every numeric field (nested ones too) over the loads. */
function medians<T>(loads: readonly T[]): T {
  const first = loads[0] as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(first)) {
    if (typeof v === 'number' || v === null)
      out[k] = median(loads.map((l) => (l as Record<string, number | null>)[k] ?? null));
    else if (typeof v === 'object' && !Array.isArray(v))
      out[k] = medians(loads.map((l) => (l as Record<string, unknown>)[k]));
  }
  return out as T;
}

/** Lens knows a key when both automation views list it: `page.report` and `lens.snapshot`. */
const lensKnows = (l: LensLoad) =>
  l.report_every_key === null || l.snapshot_every_key === null
    ? null
    : Math.max(l.report_every_key, l.snapshot_every_key);

/**
 * In how many of the paired loads (Tolgee's, then ours, run after run) Locale Lens knew every key
 * no later than Tolgee: on load from the navigation's start and from DOMContentLoaded, and after
 * the re-render. Ahead in 3 of 3 runs is three runs in a row.
 */
function aheadOfTolgee(lens: readonly LensLoad[], tolgee: readonly TolgeeLoad[]) {
  const pairs = lens.flatMap((l, i) => (tolgee[i] ? [[l, tolgee[i]] as const] : []));
  const tally = (ahead: (l: LensLoad, t: TolgeeLoad) => boolean) => ({
    ahead: pairs.filter(([l, t]) => ahead(l, t)).length,
    runs: pairs.length,
  });
  const noLater = (a: number | null, b: number) => a !== null && a <= b;
  return {
    load_after_navigation: tally((l, t) =>
      noLater(l.every_key_known_after_navigation, t.every_key_known_after_navigation),
    ),
    load_after_dcl: tally((l, t) => noLater(lensKnows(l), t.every_key_known)),
    rerender: tally((l, t) => noLater(l.rerender.report_every_key, t.rerender_keys_known)),
  };
}

type Tally = ReturnType<typeof aheadOfTolgee>;
/** Whether Locale Lens was ahead in every paired load of every size. */
const everyRun = (sizes: readonly { ahead_of_tolgee?: Tally }[], what: keyof Tally) =>
  sizes.every((s) => {
    const tally = s.ahead_of_tolgee?.[what];
    return !!tally && tally.runs > 0 && tally.ahead === tally.runs;
  });

/** Sections 2 and 3: every size's page, Locale Lens and Tolgee in alternating cold loads. */
async function userView() {
  const pages = SIZES.map(sizedPage);
  const setup = await setUp(pages);
  const results = [];
  let cost: (ContentScriptCost & { page_dcl_ms: number; ratio_to_page_dcl: number }) | null = null;
  try {
    // The content script at document start, on the smallest page, against that page's own time
    // to DOMContentLoaded without any extension, in the same run.
    const smallest = pages[0]!;
    const own = await plainLoad(setup, smallest, 0);
    const measured = await contentScriptCost(
      setup.e2e.context,
      `${setup.lensUrl}/page-${smallest.keys}`,
      LOADS,
    );
    cost = {
      ...measured,
      page_dcl_ms: own.dcl_after_navigation,
      ratio_to_page_dcl:
        Math.round((measured.evaluate_cpu_ms / Math.max(1, own.dcl_after_navigation)) * 100) / 100,
    };
    for (const p of pages) {
      const lens: LensLoad[] = [];
      const tolgee: TolgeeLoad[] = [];
      const plain = await plainLoad(setup, p, 0);
      const failures: string[] = [];
      // A load that fails (a timeout on a machine under load) is left out, and said so.
      const attempt = async <T>(what: string, load: () => Promise<T>, into: T[]) => {
        try {
          into.push(await load());
        } catch (err) {
          failures.push(`${what}: ${String(err).split('\n')[0]}`);
          console.error(`${p.keys} keys, ${what} failed:`, err);
        }
      };
      for (let run = 0; run < LOADS; run++) {
        if (!args['no-tolgee'])
          await attempt(`tolgee run ${run}`, () => tolgeeLoad(setup, p, run), tolgee);
        await attempt(`lens run ${run}`, () => lensLoad(setup, p, run, !args['no-plain']), lens);
      }
      if (lens.length === 0) {
        results.push({ keys: p.keys, failures });
        continue;
      }
      const lensMedian = medians(lens);
      const tolgeeMedian = tolgee.length ? medians(tolgee) : null;
      results.push({
        keys: p.keys,
        elements: p.page.elements,
        planted: p.page.expected,
        plain,
        lens: lensMedian,
        lens_runs: lens,
        // What the content script holds: the heap with Locale Lens less the page's own (code and
        // overlay included); per key, the growth from the previous size (below).
        lens_heap_over_page_mb: Math.round((lensMedian.heap_mb - plain.heap_mb) * 100) / 100,
        lens_heap_bytes_per_key: null as number | null,
        tolgee: tolgeeMedian,
        tolgee_runs: tolgee,
        tolgee_found_every_key: tolgee.every((t) => t.registered === p.expect.length),
        ahead_of_tolgee: aheadOfTolgee(lens, tolgee),
        failures,
      });
    }
  } finally {
    await setup.close();
  }
  // Bytes per key: how the heap grows from one size to the next, fixed costs (code) left out.
  let previous: { keys: number; mb: number } | undefined;
  for (const r of results) {
    if (!('lens_heap_over_page_mb' in r) || r.lens_heap_over_page_mb === undefined) continue;
    const mb = r.lens_heap_over_page_mb;
    r.lens_heap_bytes_per_key = previous
      ? Math.round(((mb - previous.mb) * 2 ** 20) / (r.keys - previous.keys))
      : null;
    previous = { keys: r.keys, mb };
  }
  return { service_rows_synced: setup.rows, content_script_start: cost, sizes: results };
}

const loadBefore = loadavg()[0]!;
const content = contentScriptKb();
if (args['apps-only']) {
  console.log(JSON.stringify({ small_apps: await appsRow(LOADS) }, null, 2));
  process.exit(0);
}
const script = await bundle(!args.profile);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
});
const chromiumVersion = browser.version();
let scans;
const templates = [];
try {
  scans = [];
  for (const keys of SIZES) scans.push(await scanFigures(browser, script, keys, args.profile));
  for (const keys of SIZES) templates.push(await templateFigures(browser, script, keys));
} finally {
  await browser.close();
}
const view = args['scan-only'] ? null : await userView();
const smallApps = args['scan-only'] ? null : await appsRow(LOADS);
const at5k = scans.find((s) => s.keys === 5_000) ?? scans[0]!;
const view5k = view?.sizes.find((s) => s.keys === 5_000) ?? view?.sizes[0];
const lens5k = view5k?.lens;
const tolgee5k = view5k?.tolgee;
const result = {
  content_script_kb: content.kb,
  content_script_bytes: content.bytes,
  content_script_built_at: content.builtAt,
  scan: scans,
  template_match: templates,
  update_measures: UPDATE_MEASURES,
  user_view: view,
  small_apps: smallApps,
  targets: {
    ratio_scan_to_floor_with_reads: 2,
    longest_task_ms: 50,
    update_ms: 16,
    content_script_start_cpu_ms: CONTENT_SCRIPT_START_MS,
    report_and_panel_complete_ms: 1000,
  },
  targets_met: {
    every_planted_hit_found: scans.every((s) => s.page.every_planted_hit_found),
    ratio_scan_to_floor_with_reads: at5k.ratio_scan_to_floor_with_reads <= 2,
    chunked_longest_task_ms:
      Math.max(at5k.chunked_scan.longest_task_ms, at5k.chunked_scan.longest_slice_ms) <= 50,
    update_ms: at5k.update_after_500_rerenders_ms <= 16,
    ...(view?.content_script_start && {
      content_script_start_cpu_ms:
        view.content_script_start.evaluate_cpu_ms <= CONTENT_SCRIPT_START_MS,
    }),
    ...(lens5k && {
      report_complete_within_1s: (lens5k.report_every_status ?? Infinity) <= 1000,
      panel_complete_within_1s: (lens5k.panel_complete ?? Infinity) <= 1000,
      lens_longest_in_one_task_ms:
        Math.max(lens5k.lens.longest_in_one_task_ms, lens5k.rerender.lens.longest_in_one_task_ms) <=
        50,
      lens_longest_in_one_task_cpu_ms:
        Math.max(
          lens5k.lens.longest_in_one_task_cpu_ms,
          lens5k.rerender.lens.longest_in_one_task_cpu_ms,
        ) <= 50,
    }),
    ...(lens5k &&
      tolgee5k && {
        every_key_known_no_later_than_tolgee:
          (lensKnows(lens5k) ?? Infinity) <= tolgee5k.every_key_known,
        rerendered_keys_known_no_later_than_tolgee:
          (lens5k.rerender.report_every_key ?? Infinity) <= tolgee5k.rerender_keys_known,
      }),
    ...(view && {
      // Every size, every paired load.
      every_load_ahead_of_tolgee_after_navigation: everyRun(view.sizes, 'load_after_navigation'),
      every_rerender_ahead_of_tolgee: everyRun(view.sizes, 'rerender'),
    }),
  },
  chromium: chromiumVersion,
  // Other work on the machine skews every figure: the load around the run, and the cores.
  machine: {
    cores: availableParallelism(),
    load_before: Math.round(loadBefore * 100) / 100,
    load_after: Math.round(loadavg()[0]! * 100) / 100,
  },
};
printTables(result);
console.log(JSON.stringify(result, null, 2));
if (!result.targets_met.every_planted_hit_found) process.exitCode = 1;
