/**
 * The tables `bench:scan` prints on stderr: how each figure grows with the number of keys, and
 * Locale Lens beside Tolgee. Medians over the cold loads; times in ms from DOMContentLoaded (or
 * from the re-render), "–" where a load never got there.
 */
interface Row {
  label: string;
  values: (number | null | undefined)[];
}

const cell = (v: number | null | undefined) =>
  v === null || v === undefined ? '–' : Number.isInteger(v) ? String(v) : v.toFixed(2);

function table(title: string, head: string[], rows: Row[]): string {
  const lines = [
    `| ${[title, ...head].join(' | ')} |`,
    `|${[title, ...head].map((_, i) => (i ? '---:' : '---')).join('|')}|`,
    ...rows.map((r) => `| ${[r.label, ...r.values.map(cell)].join(' | ')} |`),
  ];
  return lines.join('\n');
}

const ratio = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined || !b ? null : Math.round((a / b) * 100) / 100;

const diff = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined || b === null || b === undefined ? null : a - b;

// The result object of bench/scan.ts, read loosely: this only prints it.
/* eslint-disable @typescript-eslint/no-explicit-any -- see above */
export function printTables(result: any): void {
  const scans: any[] = result.scan;
  const sizes: any[] = result.user_view?.sizes ?? [];
  const keys = scans.map((s) => s.keys.toLocaleString('en'));
  const lens = (k: number) => sizes.find((s) => s.keys === k)?.lens;
  const at = (f: (l: any) => number | null) =>
    scans.map((s) => (lens(s.keys) ? f(lens(s.keys)) : null));
  const growth: Row[] = [
    { label: 'elements', values: scans.map((s) => s.page.elements) },
    {
      label: 'reads floor (walk + every text and attribute name)',
      values: scans.map((s) => s.floor_with_reads_ms),
    },
    { label: 'full scan', values: scans.map((s) => s.full_scan_ms) },
    { label: 'scan ÷ reads floor', values: scans.map((s) => s.ratio_scan_to_floor_with_reads) },
    {
      label: 'scan ÷ reads floor, in main-thread CPU time',
      values: scans.map((s) => s.cpu_time?.ratio_scan_to_floor_with_reads),
    },
    { label: 'chunked scan, start to result', values: scans.map((s) => s.chunked_scan.total_ms) },
    {
      label: 'chunked scan, longest slice',
      values: scans.map((s) => s.chunked_scan.longest_slice_ms),
    },
    {
      label: 'update after 500 re-renders',
      values: scans.map((s) => s.update_after_500_rerenders_ms),
    },
  ];
  if (sizes.length) {
    growth.push(
      { label: 'DOMContentLoaded → first key tinted', values: at((l) => l.first_key_tinted) },
      { label: '→ every key tinted (legend)', values: at((l) => l.every_key_tinted) },
      { label: '→ lens.snapshot has every key', values: at((l) => l.snapshot_every_key) },
      { label: '→ page.report lists every key', values: at((l) => l.report_every_key) },
      { label: '→ page.report complete (every status)', values: at((l) => l.report_every_status) },
      { label: '→ side panel list complete', values: at((l) => l.panel_complete) },
      {
        label: '500 re-rendered → page.report lists them',
        values: at((l) => l.rerender.report_every_key),
      },
      {
        label: '→ plain ask (whole report every 25 ms) lists them',
        values: at((l) => l.rerender.plain_every_key),
      },
      { label: '→ plain ask: one answer (ms)', values: at((l) => l.rerender.plain_answer_ms) },
      { label: '→ plain ask: one answer (KB)', values: at((l) => l.rerender.plain_answer_kb) },
      {
        label: '→ plain ask: the answer that listed them (ms)',
        values: at((l) => l.rerender.plain_listing_answer_ms),
      },
      {
        label: '→ plain asks after the follower had them, without them',
        values: at((l) => l.rerender.plain_stale_after_follower),
      },
      { label: '→ with their status', values: at((l) => l.rerender.report_every_status) },
      { label: '→ side panel lists them', values: at((l) => l.rerender.panel_complete) },
      {
        label: 'Lens: most time in one task, load',
        values: at((l) => l.lens.longest_in_one_task_ms),
      },
      {
        label: 'Lens: most time in one task, re-render',
        values: at((l) => l.rerender.lens.longest_in_one_task_ms),
      },
      {
        label: 'Lens: most time in one task, load, CPU time',
        values: at((l) => l.lens.longest_in_one_task_cpu_ms),
      },
      {
        label: 'Lens: most time in one task, re-render, CPU time',
        values: at((l) => l.rerender.lens.longest_in_one_task_cpu_ms),
      },
      { label: 'Lens: main-thread time, load', values: at((l) => l.lens.total_ms) },
      { label: 'JS heap with Lens (MB)', values: at((l) => l.heap_mb) },
      {
        label: 'heap Lens adds to the page (MB)',
        values: scans.map((s) => sizes.find((v) => v.keys === s.keys)?.lens_heap_over_page_mb),
      },
      {
        label: 'heap per key, growth from the size before (bytes)',
        values: scans.map((s) => sizes.find((v) => v.keys === s.keys)?.lens_heap_bytes_per_key),
      },
    );
  }
  if (sizes.length) {
    // Over the DevTools protocol, each form against the whole report of the same run.
    const forms = ['whole_report', 'keys_and_states', 'states_only', 'panel_page'];
    for (const f of forms)
      growth.push(
        { label: `over CDP: ${f} (ms)`, values: at((l) => l.over_cdp?.[f]?.ms) },
        { label: `over CDP: ${f} (KB)`, values: at((l) => l.over_cdp?.[f]?.kb) },
        {
          label: `over CDP: ${f} ÷ whole report, time`,
          values: at((l) => ratio(l.over_cdp?.[f]?.ms, l.over_cdp?.whole_report?.ms)),
        },
      );
  }
  console.error(`\n${table('keys', keys, growth)}\n`);
  const sideBySide = sizes.filter((s) => s.tolgee);
  for (const s of sideBySide) {
    const l = s.lens;
    const t = s.tolgee;
    const known =
      l.report_every_key === null || l.snapshot_every_key === null
        ? null
        : Math.max(l.report_every_key, l.snapshot_every_key);
    const rows: Row[] = [
      {
        label: 'DOMContentLoaded → every key known',
        values: [t.every_key_known, known, ratio(known, t.every_key_known)],
      },
      {
        label: 'navigation start → every key known',
        values: [
          t.every_key_known_after_navigation,
          l.every_key_known_after_navigation,
          ratio(l.every_key_known_after_navigation, t.every_key_known_after_navigation),
        ],
      },
      {
        label: '500 re-rendered → new keys known',
        values: [
          t.rerender_keys_known,
          l.rerender.report_every_key,
          ratio(l.rerender.report_every_key, t.rerender_keys_known),
        ],
      },
      {
        label: '→ plain ask (whole report, every 25 ms)',
        values: [
          t.rerender_keys_known,
          l.rerender.plain_every_key,
          ratio(l.rerender.plain_every_key, t.rerender_keys_known),
        ],
      },
      {
        label: 'plain ask − follower (ms; ratio in last column)',
        values: [
          null,
          diff(l.rerender.plain_every_key, l.rerender.report_every_key),
          ratio(l.rerender.plain_every_key, l.rerender.report_every_key),
        ],
      },
      {
        label: 'most time in one task, load',
        values: [
          t.tolgee.longest_in_one_task_ms,
          l.lens.longest_in_one_task_ms,
          ratio(l.lens.longest_in_one_task_ms, t.tolgee.longest_in_one_task_ms),
        ],
      },
      {
        label: 'most time in one task, re-render',
        values: [
          t.rerender.tolgee.longest_in_one_task_ms,
          l.rerender.lens.longest_in_one_task_ms,
          ratio(l.rerender.lens.longest_in_one_task_ms, t.rerender.tolgee.longest_in_one_task_ms),
        ],
      },
      ...(['load', 're-render'] as const).map((when) => {
        const [tt, lt] =
          when === 'load' ? [t.tolgee, l.lens] : [t.rerender.tolgee, l.rerender.lens];
        return {
          label: `→ in CPU time, ${when}`,
          values: [
            tt.longest_in_one_task_cpu_ms,
            lt.longest_in_one_task_cpu_ms,
            ratio(lt.longest_in_one_task_cpu_ms, tt.longest_in_one_task_cpu_ms),
          ],
        };
      }),
      {
        label: 'JS heap after GC (MB)',
        values: [t.heap_mb, l.heap_mb, ratio(l.heap_mb, t.heap_mb)],
      },
    ];
    console.error(
      `${table(`${s.keys.toLocaleString('en')} keys, medians`, ['Tolgee', 'Locale Lens', 'Lens ÷ Tolgee'], rows)}\n`,
    );
  }
  const cost = result.user_view?.content_script_start;
  if (cost)
    console.error(
      `${table(
        'content script at document start (ms, medians)',
        ['value'],
        [
          { label: 'compile', values: [cost.compile_ms] },
          { label: 'compile and first run, clock', values: [cost.evaluate_ms] },
          { label: 'compile and first run, CPU', values: [cost.evaluate_cpu_ms] },
          { label: "the page's own time to DOMContentLoaded", values: [cost.page_dcl_ms] },
          { label: 'CPU ÷ that time', values: [cost.ratio_to_page_dcl] },
          { label: 'size (KB)', values: [result.content_script_kb] },
        ],
      )}\n`,
    );
  const met = Object.entries(result.targets_met).map(([k, v]) => `${v ? '✓' : '✗'} ${k}`);
  console.error(`${met.join('\n')}\n`);
}
