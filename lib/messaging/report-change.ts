import type {
  PageReport,
  PanelPage,
  PanelPageAnswer,
  ReportChange,
  ReportUnchanged,
} from './types';
import { withTexts } from '../i18n-keys/own-text';
import { unpackReport, unpackSources } from './report-pack';
import type { CompactAnswer, CompactReport } from './report-compact';

type ReportKey = PageReport['keys'][number];
/** A report's keys and, for each, the frame key object it was made from. */
interface Made {
  keys: readonly ReportKey[];
  sources: readonly object[];
}

/**
 * The keys of report `now` as runs of the report `before` and new keys: a key of `before` is
 * kept when it comes from the same frame key object (frames keep the objects of keys that did
 * not change) with the same status object. Costs a map of `before`'s keys and one pass.
 */
export function keysChange(before: Made, now: Made): ReportChange['keys'] {
  const at = new Map<object, number>();
  before.sources.forEach((source, i) => at.set(source, i));
  const out: ReportChange['keys'] = [];
  let run: [number, number] | null = null;
  now.sources.forEach((source, j) => {
    const i = at.get(source);
    const old = i === undefined ? undefined : before.keys[i]!;
    const key = now.keys[j]!;
    if (
      old &&
      old.status === key.status &&
      old.frameId === key.frameId &&
      old.locale === key.locale
    ) {
      if (run && run[0] + run[1] === i) run[1]++;
      else out.push((run = [i!, 1]));
    } else {
      run = null;
      out.push(key);
    }
  });
  return out;
}

/** A report whose keys are `K` (the whole ones, or those `page.keys` cut), and a change of it. */
type WholeOf<K> = Omit<PageReport, 'keys'> & { keys: K[] };
type ChangeOf<K> = Omit<ReportChange, 'keys'> & { keys: ([start: number, count: number] | K)[] };

/**
 * The whole report an answer to `page.report` stands for, given the last whole one the asker
 * holds: an unchanged report is that one, a change is applied to it.
 */
export function applyReportAnswer(
  answer: PageReport | ReportUnchanged | ReportChange,
  last: PageReport | undefined,
): PageReport;
/** The same for `page.keys`: its answers follow each other as those of `page.report` do. */
export function applyReportAnswer(
  answer: CompactAnswer,
  last: CompactReport | undefined,
): CompactReport;
export function applyReportAnswer<K extends object>(
  answer: WholeOf<K> | ReportUnchanged | ChangeOf<K>,
  last: WholeOf<K> | undefined,
): WholeOf<K> {
  if ('unchanged' in answer) {
    if (last?.revision !== answer.revision) throw new Error('page.report: unchanged since what?');
    return last;
  }
  if (!('since' in answer)) return answer;
  if (last?.revision !== answer.since) throw new Error('page.report: changed since what?');
  const { since: _, keys: parts, ...rest } = answer;
  const keys: K[] = [];
  for (const part of parts) {
    if (!Array.isArray(part)) keys.push(part as K);
    else for (let i = part[0]; i < part[0] + part[1]; i++) keys.push(last.keys[i]!);
  }
  return { ...rest, keys };
}

/**
 * The whole panel page an answer to `panel.page` stands for, given the page the asker holds (the
 * one whose report revision it asked `since`): what changed applied, the sources kept when absent.
 */
export function applyPanelAnswer(
  { addedSources, ...answer }: PanelPageAnswer,
  held: PanelPage | undefined,
): PanelPage {
  const report = applyReportAnswer(unpackReport(answer.report), held?.report);
  const sources = answer.sources
    ? unpackSources(answer.sources, report.keys)
    : (held?.sources ?? {});
  return {
    ...answer,
    report,
    sources: addedSources ? withTexts(sources, addedSources) : sources,
  };
}
