import type { FrameKey, KeyRef, PageReport, PanelPage, StatusAnswer } from '../messaging/types';
import { refIdOf } from '../messaging/ref-id';
import type { FrameScan } from './frame-scan';
import type { PageSources } from './page-sources';
import type { ReportCache } from './report-cache';
import type { RequestBudget } from './request-budget';
import type { StatusService } from './status-service';
import type { TranslationsCache } from './translations-cache';

export type LocaleOf = (locale: string | null) => string | null;

/** The frame key objects a report's keys are made from, in the report's order. */
export const sourcesOf = (frames: Iterable<FrameScan>): FrameKey[] =>
  [...frames].flatMap((f) => f.keys);

/** Each report built gets the next: from the clock, so a restarted worker does not reuse one. */
let nextRevision = Date.now() * 1000;

async function collect(
  frames: Map<number, FrameScan>,
  status: StatusService,
  pageLocale: LocaleOf,
  budget: RequestBudget | undefined,
  how: { wait: boolean; stale?: boolean },
) {
  const top = frames.get(0);
  const locale = pageLocale(top?.locale ?? null);
  // A page of one frame asks with that frame's own keys: the same array the lens's counts ask
  // with, so the status service answers the second from the first.
  const refs = frames.size === 1 ? [...frames.values()][0]!.keys : sourcesOf(frames.values());
  const none = { answer: null, failure: null };
  const got: { answer: StatusAnswer | null; failure: { error: unknown } | null } = locale
    ? await status.get(locale, refs, budget, how).then(
        (answer) => ({ answer, failure: null }),
        (error: unknown) => ({ answer: null, failure: { error } }),
      )
    : none;
  return { top, locale, ...got };
}

/**
 * `page.report`: what every frame of the tab found, joined with the target status known now:
 * statuses still being fetched (for the content script, say) are `unknown` until they land,
 * rather than holding the answer back.
 */
export async function buildPageReport(
  frames: Map<number, FrameScan>,
  status: StatusService,
  pageLocale: LocaleOf,
  budget?: RequestBudget,
): Promise<PageReport> {
  return toReport(frames, await collect(frames, status, pageLocale, budget, { wait: false }));
}

function toReport(
  frames: Map<number, FrameScan>,
  { top, locale, answer }: Awaited<ReturnType<typeof collect>>,
): PageReport {
  // A target locale's key without an entry has not been fetched yet; elsewhere none has a row.
  const fetching = answer?.workflow && !answer.isSource;
  const statusOf = (k: FrameKey): PageReport['keys'][number]['status'] => {
    if (!answer) return 'unknown';
    const entry = answer.entries[refIdOf(k)];
    return entry !== undefined ? entry : fetching ? 'unknown' : null;
  };
  return {
    url: top?.url ?? '',
    locale: answer?.locale ?? locale,
    frames: [...frames].map(([frameId, f]) => ({
      frameId,
      url: f.url,
      keys: f.keys.length,
      shadowRoots: f.shadowRoots,
      dropped: f.dropped ?? 0,
    })),
    // One object per key, made once: a big page's report is 20,000 of them.
    keys: [...frames].flatMap(([frameId, f]) =>
      f.keys.map((k) => ({ ...k, frameId, locale: answer?.locale ?? locale, status: statusOf(k) })),
    ),
    unmatchedTextCount: [...frames.values()].reduce((n, f) => n + f.unmatchedTextCount, 0),
    revision: nextRevision++,
  };
}

/**
 * `panel.page`: the report plus what the side panel needs to edit (workflow, flags, sources), with
 * the frame key object each of the report's keys was made from (`made`, for what changed since).
 */
export async function buildPanelPage(
  tabId: number,
  deps: {
    frames: { get(tabId: number): Promise<Map<number, FrameScan>> };
    selections: { get(tabId: number): Promise<KeyRef | null> };
    sources: PageSources;
    /** The reports built for `page.report` (`ReportCache`): one of the same statuses is reused. */
    reports?: Pick<ReportCache, 'get'>;
  },
  status: StatusService,
  translations: TranslationsCache,
  pageLocale: LocaleOf,
  /** A failed status request in words. */
  describe: (error: unknown) => string,
  budget?: RequestBudget,
): Promise<{ page: PanelPage; made: FrameKey[] }> {
  const frames = await deps.frames.get(tabId);
  // The panel's rows wait for their statuses (after a write, a row must not flash back to
  // loading), but not for statuses read again past their time: those show as they were until
  // they land, so a big page's panel is not held by the ones due together.
  const collected = await collect(frames, status, pageLocale, budget, { wait: true, stale: true });
  const { answer, failure } = collected;
  const source = answer?.workflow?.source_locale;
  // The report built for the same frames from the same statuses (a follower's, kept as a change
  // of the one before) holds these keys already: on 20,000 keys, making them again was half of
  // the worker's time on the side panel's page (a profile of a load).
  const built =
    answer && !failure && deps.reports?.get(tabId, frames, status.version, collected.locale);
  const report = built || toReport(frames, collected);
  const catalogue = source ? await translations.get(source).catch(() => undefined) : undefined;
  const page: PanelPage = {
    report,
    locale: answer?.locale ?? null,
    isSource: answer?.isSource ?? false,
    workflow: answer?.workflow ?? null,
    workflows: answer?.workflows ?? {},
    flags: answer?.flags ?? {},
    sources: catalogue ? deps.sources.pick(tabId, report.url, catalogue, report.keys) : {},
    selected: await deps.selections.get(tabId),
    problem: failure ? describe(failure.error) : null,
  };
  return { page, made: sourcesOf(frames.values()) };
}
