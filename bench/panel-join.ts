/**
 * The side panel's join in Node (`bench:panel`, section 1): a page of `keys` keys (some in two
 * places, in 10 namespaces, every status known), then a change — 500 keys re-rendered with new
 * keys, or 50 statuses changed by someone else — joined whole (`buildRows`, `filterRows`,
 * `groupByNamespace`, `countByState`, as the panel did) and as a change (`RowJoin`, `RowFilter`),
 * alternating, in the same process. Also what the change costs before the join: the background's
 * answer since the panel's page (`PanelPagesSent`) and the panel making it whole, and the same
 * for a new panel's first page (the whole page) against copying it as JSON.
 */
import type { TargetStatusEntry } from '../lib/contract/editor';
import { PanelPagesSent } from '../lib/background/panel-pages';
import { applyPanelAnswer } from '../lib/messaging/report-change';
import type { FrameKey, PanelPage, PanelPageAnswer } from '../lib/messaging/types';
import {
  buildRows,
  countByState,
  filterRows,
  groupByNamespace,
  NO_FILTERS,
  type KeyFilters,
  type PageHit,
} from '../lib/panel/key-list';
import { RowJoin } from '../components/panel/key-list/row-join';
import { RowFilter } from '../components/panel/key-list/shown-rows';
import { describeWorkflow } from '../lib/workflow/definitions';

const REPEATS = 15;
const SEARCH: KeyFilters = { ...NO_FILTERS, search: 'item.1' };

const status = (i: number, round = 0): TargetStatusEntry => ({
  text: `Text ${i} ${round}`,
  rowState: 'edited',
  isReady: false,
  isDelivered: false,
  canEdit: true,
  isLocked: false,
  confirmedBy: null,
  stageIndex: 0,
});

const hitOf = (namespace: string, key: string, i: number): PageHit => ({
  namespace,
  key,
  locale: 'de',
  method: i % 2 ? 'attribute' : 'invisible',
  where: 'text',
  frameId: 0,
  inShadowRoot: false,
  visible: true,
  ambiguous: false,
  status: status(i),
});

/** A page of `keys` keys, one in ten seen twice; the frame key object each hit was made from. */
function pageOf(keys: number): { page: PanelPage; made: FrameKey[] } {
  const hits: PageHit[] = [];
  const sources: PanelPage['sources'] = {};
  for (let i = 0; i < keys; i++) {
    const namespace = `ns${i % 10}`;
    hits.push(hitOf(namespace, `item.${i}`, i));
    if (i % 10 === 0) hits.push({ ...hits[hits.length - 1]!, method: 'text' });
    (sources[namespace] ??= {})[`item.${i}`] = `Source ${i}`;
  }
  const workflow = {
    ...describeWorkflow('translate_review', 'per_row', { isPm: false, assignedStages: [0] }),
    locale: 'de',
    caller_kind: 'session' as const,
    user_id: 'u-translator',
  };
  const page: PanelPage = {
    report: {
      url: 'http://127.0.0.1/',
      locale: 'de',
      frames: [],
      keys: hits,
      unmatchedTextCount: 0,
      revision: 1,
    },
    locale: 'de',
    isSource: false,
    workflow,
    flags: {},
    sources,
    selected: null,
    problem: null,
  };
  return { page, made: hits.map(() => ({}) as FrameKey) };
}

type Change = (p: { page: PanelPage; made: FrameKey[] }, round: number) => typeof p;

/** 500 hits, spread over the page, now other keys (new frame key objects). */
const rerender: Change = ({ page, made }, round) => {
  const [keys, from] = [[...page.report.keys], [...made]];
  const step = Math.floor(keys.length / 500);
  for (let j = 0; j < 500; j++) {
    const i = j * step;
    keys[i] = hitOf('ns0', `rerendered.${round}.${j}`, i);
    from[i] = {} as FrameKey;
  }
  return {
    page: { ...page, report: { ...page.report, keys, revision: page.report.revision + 1 } },
    made: from,
  };
};

/** 50 rows saved by someone else: their hits carry new statuses (same frame key objects). */
const saved: Change = ({ page, made }, round) => {
  const keys = [...page.report.keys];
  const step = Math.floor(keys.length / 50);
  for (let j = 0; j < 50; j++)
    keys[j * step] = { ...keys[j * step]!, status: status(j, round + 1) };
  return {
    page: { ...page, report: { ...page.report, keys, revision: page.report.revision + 1 } },
    made,
  };
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[s.length >> 1]! * 100) / 100;
};
const time = (f: () => unknown) => {
  const at = performance.now();
  f();
  return performance.now() - at;
};

function figures(keys: number, change: Change, filters: KeyFilters) {
  const whole: number[] = [];
  const incremental: number[] = [];
  const answer: number[] = [];
  const apply: number[] = [];
  const remade: number[] = [];
  let base = pageOf(keys);
  const join = new RowJoin();
  const filter = new RowFilter();
  join.update(base.page);
  filter.view(join.update(base.page), filters);
  for (let round = 0; round < REPEATS; round++) {
    const next = change(base, round);
    // The background's answer since the panel's page, and the panel making it whole.
    const sent = new PanelPagesSent();
    sent.answer(1, base.page, base.made);
    let [asked, page] = [undefined as PanelPageAnswer | undefined, next.page];
    const since = base.page.report.revision;
    answer.push(time(() => (asked = sent.answer(1, next.page, next.made, since))));
    apply.push(time(() => (page = applyPanelAnswer(asked!, base.page))));
    whole.push(
      time(() => {
        const rows = buildRows(page);
        const shown = filterRows(rows, filters);
        groupByNamespace(shown, rows);
        countByState(rows);
      }),
    );
    incremental.push(time(() => filter.view(join.update(page), filters)));
    remade.push(join.remade);
    base = { page, made: next.made };
  }
  const [w, i] = [median(whole), median(incremental)];
  return {
    whole_join_ms: w,
    incremental_join_ms: i,
    ratio_whole_to_incremental: Math.round((w / Math.max(i, 0.01)) * 10) / 10,
    rows_made_again: median(remade),
    background_answer_ms: median(answer),
    panel_apply_ms: median(apply),
  };
}

/**
 * A new side panel's first page, whole: made into columns by the background (`PanelPagesSent`),
 * copied (JSON out and in, as the browser copies every message) and made whole again by the panel
 * (`applyPanelAnswer`), against the baseline of the same page copied as the objects it is.
 */
function wholePageFigures(keys: number) {
  const { page, made } = pageOf(keys);
  const [pack, copy, apply, objects]: [number[], number[], number[], number[]] = [[], [], [], []];
  let [sent, asObjects] = [0, 0];
  for (let round = 0; round < REPEATS; round++) {
    let [answer, text, received] = [undefined as unknown, '', undefined as unknown];
    pack.push(time(() => (answer = new PanelPagesSent().answer(1, page, made))));
    copy.push(time(() => (received = JSON.parse((text = JSON.stringify(answer))))));
    apply.push(time(() => applyPanelAnswer(received as PanelPageAnswer, undefined)));
    let whole = '';
    objects.push(time(() => JSON.parse((whole = JSON.stringify(page)))));
    [sent, asObjects] = [text.length, whole.length];
  }
  const [p, c, a, o] = [median(pack), median(copy), median(apply), median(objects)];
  return {
    background_answer_ms: p,
    copy_as_json_ms: c,
    panel_apply_ms: a,
    bytes_sent: sent,
    copy_as_objects_ms: o,
    bytes_as_objects: asObjects,
    ratio_sent_to_objects: Math.round(((p + c + a) / Math.max(o, 0.01)) * 100) / 100,
  };
}

/** Section 1 of `bench:panel` for one page size. */
export function joinFigures(keys: number) {
  return {
    keys,
    whole_page: wholePageFigures(keys),
    rerender_500: figures(keys, rerender, NO_FILTERS),
    rerender_500_while_searching: figures(keys, rerender, SEARCH),
    statuses_50_saved_elsewhere: figures(keys, saved, NO_FILTERS),
  };
}
