import type { BackgroundDeps } from './background-deps';
import type { FrameScan } from './frame-registry';
import type { BackgroundHandlers } from './router';
import type { ReportCache } from './report-cache';
import type { RequestBudget } from './request-budget';
import type { StatusService } from './status-service';

type FrameHandlers = Pick<BackgroundHandlers, 'frame.scanned' | 'frame.changed' | 'page.report'>;

/** A tab whose report was asked for this recently has it built as soon as a frame changes. */
const FOLLOWED_MS = 5_000;

/**
 * What the frames of a tab report, and the tab's report: a frame reports itself whole, then what
 * changed since its last report (docs/performance.md); `page.report` asked again `since` the
 * report the asker holds answers with what changed, or that nothing did. The report of a tab
 * that is being followed (asked for in the last seconds) is built as soon as a frame changes,
 * before the side panel is told and asks for its own page.
 */
export function createFrameHandlers(deps: {
  frames: BackgroundDeps['frames'];
  /** The frames as reports see them (with what an inspection found). */
  reportFrames: { get(tabId: number): Promise<Map<number, FrameScan>> };
  broadcast: BackgroundDeps['broadcast'];
  reports: ReportCache;
  status: StatusService;
  pageLocale: (locale: string | null) => string | null;
  budget: (tabId: number) => RequestBudget;
}): FrameHandlers {
  const { frames, broadcast } = deps;
  // The tab's keys are the page's choice: asking about them spends the tab's budget too.
  const report = async (tabId: number, since?: number) =>
    deps.reports.report(
      tabId,
      await deps.reportFrames.get(tabId),
      deps.status,
      deps.pageLocale,
      deps.budget(tabId),
      since,
    );
  /** When each tab's report was last asked for: a report being followed is built at once. */
  const asked = new Map<number, number>();
  function changed(tabId: number): void {
    if (Date.now() - (asked.get(tabId) ?? -Infinity) < FOLLOWED_MS)
      void report(tabId).catch(() => undefined);
    broadcast({ type: 'panel.changed', tabId, reason: 'status' });
  }
  return {
    async 'frame.scanned'({ count, revision, ...scan }, { tabId, frameId }) {
      // Keys the gate dropped would shift the positions later changes name: none will apply.
      const whole = count === undefined || count === scan.keys.length;
      await frames.put(
        tabId,
        frameId,
        whole && revision !== undefined ? { ...scan, revision } : scan,
      );
      changed(tabId);
      return null;
    },
    async 'frame.changed'(change, { tabId, frameId }) {
      const applied = await frames.patch(tabId, frameId, change);
      if (applied) changed(tabId);
      return { applied };
    },
    'page.report'({ tabId, since }) {
      asked.set(tabId, Date.now());
      return report(tabId, since);
    },
  };
}
