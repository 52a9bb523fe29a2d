import type { BackgroundDeps } from './background-deps';
import type { FrameScan } from './frame-registry';
import type { BackgroundHandlers } from './router';
import type { ReportCache } from './report-cache';
import type { RequestBudget } from './request-budget';
import type { StatusService } from './status-service';

type FrameHandlers = Pick<BackgroundHandlers, 'frame.scanned' | 'frame.changed' | 'page.report'>;

/**
 * What the frames of a tab report, and the tab's report: a frame reports itself whole, then what
 * changed since its last report (docs/performance.md); `page.report` asked again `since` the
 * report the asker holds answers with what changed, or that nothing did.
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
  return {
    async 'frame.scanned'({ count, revision, ...scan }, { tabId, frameId }) {
      // Keys the gate dropped would shift the positions later changes name: none will apply.
      const whole = count === undefined || count === scan.keys.length;
      await frames.put(
        tabId,
        frameId,
        whole && revision !== undefined ? { ...scan, revision } : scan,
      );
      broadcast({ type: 'panel.changed', tabId, reason: 'status' });
      return null;
    },
    async 'frame.changed'(change, { tabId, frameId }) {
      const applied = await frames.patch(tabId, frameId, change);
      if (applied) broadcast({ type: 'panel.changed', tabId, reason: 'status' });
      return { applied };
    },
    // The tab's keys are the page's choice: asking about them spends the tab's budget too.
    async 'page.report'({ tabId, since }) {
      const frames = await deps.reportFrames.get(tabId);
      return deps.reports.report(
        tabId,
        frames,
        deps.status,
        deps.pageLocale,
        deps.budget(tabId),
        since,
      );
    },
  };
}
