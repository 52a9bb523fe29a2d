import { build } from 'esbuild';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import type { TargetStatusEntry } from '../lib/contract/editor';
import { refId } from '../lib/messaging/ref-id';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium';
import { escape, random, SYLLABLES } from './scan-page-words';
import type * as InPage from './text-match-page';
import type { Mode } from './text-match-page';

/**
 * `npm run bench:text-match`: what matching a page's text against the current texts (drafts and
 * delivered rows) costs next to matching it against the delivered texts only (the baseline, in
 * the same run), for a page of ordinary size and catalogues of 1,000, 10,000 and 50,000 keys. Per
 * page load: the background's merge of the drafts' status into the texts, the content script's
 * index of them, and the scan of the page with it (from which the scan without a text index, the
 * walk alone, is subtracted: the match). In headless Chromium, in the main thread's CPU time,
 * medians; one JSON object on stdout. `--sizes 10000` picks sizes, `--runs` the rounds per size.
 */
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,50000' },
    runs: { type: 'string', default: '15' },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const RUNS = Math.max(1, Number(args.runs));

/** Half the keys delivered (a tenth of those with a newer draft), the rest drafts or empty. */
const SHARES = { delivered: 0.5, newerDraft: 0.1, empty: 0.1 };
/** The page: sections of a heading, a paragraph, a list and a button (7 elements each). */
const SECTIONS = 300;
const NAMESPACES = ['common', 'checkout', 'account', 'catalog', 'search', 'errors', 'emails'];

const rnd = random(7);
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const word = () =>
  Array.from({ length: int(1, 3) }, () => SYLLABLES[int(0, SYLLABLES.length - 1)]).join('');
const words = (n: number) => Array.from({ length: n }, word).join(' ');
// Translations start with a capital, the page's own text with a lower-case letter: never equal.
const phrase = () => {
  const text = words(int(1, 5));
  return text[0]!.toUpperCase() + text.slice(1);
};

function entry(text: string, delivered: boolean): TargetStatusEntry {
  return {
    text,
    rowState: text ? 'edited' : 'empty',
    isReady: delivered,
    isDelivered: delivered,
    canEdit: true,
    isLocked: false,
    confirmedBy: null,
    stageIndex: delivered ? 1 : 0,
  };
}

/** A project of `keys` keys, and the texts its app shows (the current ones). */
function catalogue(keys: number) {
  const c: InPage.Catalogue = { sources: {}, delivered: {}, entries: {} };
  const shown: string[] = [];
  for (let i = 0; i < keys; i++) {
    const ref = { namespace: NAMESPACES[i % NAMESPACES.length]!, key: `screen${i >> 4}.item${i}` };
    (c.sources[ref.namespace] ??= {})[ref.key] = phrase();
    const delivered = rnd() < SHARES.delivered;
    let text = rnd() < (delivered ? 1 : 1 - SHARES.empty) ? phrase() : '';
    if (delivered) {
      (c.delivered[ref.namespace] ??= {})[ref.key] = text;
      if (rnd() < SHARES.newerDraft) text = phrase();
    }
    c.entries[refId(ref)] = entry(text, delivered);
    if (text) shown.push(text);
  }
  return { c, shown };
}

function pageHtml(shown: readonly string[]) {
  const pick = () => escape(shown[int(0, shown.length - 1)]!);
  const sections = Array.from(
    { length: SECTIONS },
    (_, i) =>
      `<section><h3>${pick()}</h3><p>${words(int(4, 14))}</p><ul><li>${pick()}</li>` +
      `<li>${words(int(2, 6))} ${i}</li></ul><button>${pick()}</button></section>`,
  );
  return `<!doctype html><html lang="de"><head><title>bench</title></head><body>${sections.join('')}</body></html>`;
}

const script = (
  await build({
    entryPoints: [fileURLToPath(new URL('./text-match-page.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'LocaleLensTextMatch',
    target: 'chrome120',
    minify: true,
    write: false,
  })
).outputFiles[0]!.text;

declare global {
  var LocaleLensTextMatch: typeof InPage;
}

const PHASES = ['merge', 'send', 'index', 'scan'] as const;
type Phase = (typeof PHASES)[number];
const MODES: readonly Mode[] = ['delivered', 'current'];
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1]!;
const round = (v: number) => Math.round(v * 100) / 100;

/**
 * One size: `RUNS` rounds after two warm-up ones; in each, the scan without an index and every
 * phase of both modes, the modes' order alternating so that load drift hits both alike.
 */
async function measure(browser: Browser, keys: number) {
  const { c, shown } = catalogue(keys);
  const page = await browser.newPage();
  const url = 'http://bench.invalid/';
  const html = pageHtml(shown);
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(url);
  await page.addScriptTag({ content: script });
  const elements = await page.evaluate((cat) => LocaleLensTextMatch.step.load(cat), c);
  // The main thread's CPU time (DevTools' ThreadTime), not the clock: on a shared machine other
  // processes take the core in the middle of a step and the clock would count their time too.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
  };
  const timed = async <T>(call: () => Promise<T>) => {
    const before = await threadMs();
    const value = await call();
    return { ms: (await threadMs()) - before, value };
  };
  const empty: number[] = [];
  const floor: number[] = [];
  const samples = Object.fromEntries(
    MODES.map((m) => [m, Object.fromEntries(PHASES.map((p) => [p, [] as number[]]))]),
  ) as Record<Mode, Record<Phase, number[]>>;
  const seen = {} as Record<Mode, { texts_indexed: number; text_hits: number; message_kb: number }>;
  for (let i = -2; i < RUNS; i++) {
    await page.evaluate(() => LocaleLensTextMatch.step.gc());
    const e = await timed(() => page.evaluate(() => LocaleLensTextMatch.step.empty()));
    const f = await timed(() => page.evaluate(() => LocaleLensTextMatch.step.scan(false)));
    if (i >= 0) {
      empty.push(e.ms);
      floor.push(f.ms);
    }
    for (const mode of i % 2 ? MODES : [...MODES].reverse()) {
      await page.evaluate(() => LocaleLensTextMatch.step.gc());
      const merge = await timed(() =>
        page.evaluate((m) => LocaleLensTextMatch.step.merge(m), mode),
      );
      const send = await timed(() => page.evaluate(() => LocaleLensTextMatch.step.send()));
      const index = await timed(() => page.evaluate(() => LocaleLensTextMatch.step.index()));
      const hits = await timed(() => page.evaluate(() => LocaleLensTextMatch.step.scan(true)));
      if (i < 0) continue;
      for (const [phase, r] of [
        ['merge', merge],
        ['send', send],
        ['index', index],
        ['scan', hits],
      ] as const)
        samples[mode][phase].push(r.ms);
      seen[mode] = {
        texts_indexed: index.value,
        text_hits: hits.value,
        message_kb: await page.evaluate(() => LocaleLensTextMatch.step.messageKb()),
      };
    }
  }
  await page.close();
  const overhead = median(empty);
  const floorMs = Math.max(0, median(floor) - overhead);
  const figures = (mode: Mode) => {
    const ms = Object.fromEntries(
      PHASES.map((p) => [p, Math.max(0, median(samples[mode][p]) - overhead)]),
    ) as Record<Phase, number>;
    return {
      ...seen[mode],
      merge_ms: round(ms.merge),
      send_ms: round(ms.send),
      index_build_ms: round(ms.index),
      scan_ms: round(ms.scan),
      match_ms: round(Math.max(0, ms.scan - floorMs)),
      page_load_ms: round(ms.send + ms.index + ms.scan),
      with_merge_ms: round(ms.merge + ms.send + ms.index + ms.scan),
    };
  };
  const [base, drafts] = [figures('delivered'), figures('current')];
  const ratio = (a: number, b: number) => (b > 0 ? round(a / b) : null);
  return {
    keys,
    elements,
    runs: RUNS,
    scan_without_text_match_ms: round(floorMs),
    delivered_only: base,
    drafts_and_delivered: drafts,
    ratio_drafts_to_delivered: {
      index_build: ratio(drafts.index_build_ms, base.index_build_ms),
      match: ratio(drafts.match_ms, base.match_ms),
      scan: ratio(drafts.scan_ms, base.scan_ms),
      page_load: ratio(drafts.page_load_ms, base.page_load_ms),
      with_merge: ratio(drafts.with_merge_ms, base.with_merge_ms),
    },
    extra_ms_per_page_load: round(drafts.page_load_ms - base.page_load_ms),
  };
}

const loadBefore = loadavg()[0]!;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
});
const sizes = [];
try {
  for (const keys of SIZES) sizes.push(await measure(browser, keys));
} finally {
  await browser.close();
}
console.log(
  JSON.stringify(
    {
      page: { sections: SECTIONS, texts_from_the_catalogue: SECTIONS * 3 },
      shares: SHARES,
      baseline: 'delivered_only: the texts GET /translations serves, measured in the same run',
      measures:
        "main thread CPU time, medians: merge = the background's currentTexts; send = the " +
        "message's JSON copy; index_build = buildTextIndex; scan = scan() of the page with the " +
        'index; match = scan less the scan without an index; page_load = send + index + scan ' +
        '(every page load); with_merge = page_load + merge (the background merges once per ' +
        'language and refreshes behind its answer every 30 s)',
      chromium: browser.version(),
      load_average: { before: loadBefore, after: loadavg()[0] },
      sizes,
    },
    null,
    2,
  ),
);
