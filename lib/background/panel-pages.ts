import { keysChange } from '../messaging/report-change';
import { packReport, packSources, wholePanelAnswer } from '../messaging/report-pack';
import type { FrameKey, PanelPage, PanelPageAnswer } from '../messaging/types';
import { sourcesAdded } from './page-sources';
import { capMap } from './request-budget';

/** Tabs whose last panel pages are kept: a side panel per window, a few windows. */
const KEPT_TABS = 16;
/**
 * Pages kept per tab, the last sent first: each asker (the side panel, a second window's panel,
 * automation asking `panel.page`) holds one it was sent, and asks `since` it. A page asked since
 * stays too: two asks of one asker cross (a poll and a change's refresh), both since the page it
 * holds, and the second must not get 20,000 keys whole.
 */
const KEPT_PER_TAB = 4;

interface Sent {
  page: PanelPage;
  made: readonly FrameKey[];
}

/**
 * The last pages sent to each tab's askers, so that the next ask `since` one of them gets what
 * changed: the report as `page.report` sends a change (the rows of a re-render, not every row of
 * a big page), and the source texts only when they are other ones.
 */
export class PanelPagesSent {
  private readonly sent = new Map<number, Sent[]>();

  /** `made`: the frame key object each of the report's keys was made from, in order. */
  answer(
    tabId: number,
    page: PanelPage,
    made: readonly FrameKey[],
    since?: number,
  ): PanelPageAnswer {
    const kept = this.sent.get(tabId) ?? [];
    this.sent.delete(tabId); // re-inserted last: the tabs asked longest ago are forgotten first
    const last =
      since === undefined ? undefined : kept.find((s) => s.page.report.revision === since);
    this.sent.set(tabId, [{ page, made }, ...kept].slice(0, KEPT_PER_TAB));
    capMap(this.sent, KEPT_TABS);
    const { report, sources, ...rest } = page;
    if (since === undefined || !last) return wholePanelAnswer(page);
    const before = { keys: last.page.report.keys, sources: last.made };
    const keys = keysChange(before, { keys: report.keys, sources: made });
    const added =
      sources === last.page.sources ? undefined : sourcesAdded(sources, last.page.sources);
    return {
      ...rest,
      report: packReport({ ...report, since, keys }),
      ...(sources === last.page.sources
        ? {}
        : added
          ? { addedSources: added }
          : { sources: packSources(sources, report.keys) }),
    };
  }
}
