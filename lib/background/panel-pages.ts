import { keysChange } from '../messaging/report-change';
import type { FrameKey, PanelPage, PanelPageAnswer } from '../messaging/types';
import { capMap } from './request-budget';

/** Tabs whose last panel page is kept: a side panel per window, a few windows. */
const KEPT_TABS = 16;

/**
 * The last page sent to each tab's side panel, so that its next ask `since` that page's report
 * gets what changed: the report as `page.report` sends a change (the rows of a re-render, not
 * every row of a big page), and the source texts only when they are other ones.
 */
export class PanelPagesSent {
  private readonly sent = new Map<number, { page: PanelPage; made: readonly FrameKey[] }>();

  /** `made`: the frame key object each of the report's keys was made from, in order. */
  answer(
    tabId: number,
    page: PanelPage,
    made: readonly FrameKey[],
    since?: number,
  ): PanelPageAnswer {
    const last = this.sent.get(tabId);
    this.sent.delete(tabId); // re-inserted last: the tabs asked longest ago are forgotten first
    this.sent.set(tabId, { page, made });
    capMap(this.sent, KEPT_TABS);
    if (since === undefined || last?.page.report.revision !== since) return page;
    const { report, sources, ...rest } = page;
    const before = { keys: last.page.report.keys, sources: last.made };
    const keys = keysChange(before, { keys: report.keys, sources: made });
    return {
      ...rest,
      report: { ...report, since, keys },
      ...(sources === last.page.sources ? {} : { sources }),
    };
  }
}
