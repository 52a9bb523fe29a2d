import { DEFAULT_NAMESPACE_STAND_IN, defaultNamespaceOf } from '../../messaging/default-namespace';
import type { frameMessages } from '../../messaging/protocol/frames';
import { compactAnswer } from '../../messaging/report-compact';
import type { BackgroundDeps } from '../background-deps';
import type { FrameScan } from '../frame-scan';
import type { ReportCache } from '../report-cache';
import type { ReportWaiters } from '../report-waiters';
import type { RequestBudget } from '../request-budget';
import type { StatusService } from '../status-service';
import type { AreaHandlers } from './types';

/** A tab whose report was asked for this recently has it built as soon as a frame changes. */
const FOLLOWED_MS = 5_000;
/** How often a waiting `page.report` looks again without being woken. */
const RECHECK_MS = 250;

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
  /** Askers waiting for the next report; `broadcast` of a status change wakes them. */
  waiters: ReportWaiters;
}): AreaHandlers<typeof frameMessages> {
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
  const followed = (tabId: number) =>
    deps.waiters.has(tabId) || Date.now() - (asked.get(tabId) ?? -Infinity) < FOLLOWED_MS;
  function changed(tabId: number): void {
    // Built first, so the askers this wakes (and the side panel's ask) find it ready.
    void (followed(tabId) ? report(tabId).catch(() => undefined) : Promise.resolve()).then(() =>
      broadcast({ type: 'panel.changed', tabId, reason: 'status' }),
    );
  }
  /** The report since `since`; while that is still the report, waits for the next until `until`. */
  async function next(tabId: number, since: number | undefined, until: number) {
    for (;;) {
      const answer = await report(tabId, since);
      const left = until - Date.now();
      if (!('unchanged' in answer) || left <= 0) return answer;
      // Woken by a change of the tab's frames or statuses (statuses a build fetched included);
      // looked at again now and then besides, for the tellings merged to one a second.
      await deps.waiters.next(tabId, Math.min(left, RECHECK_MS));
    }
  }
  /** Each frame's report waiting for the project's default namespace (see below). */
  const waiting = new Map<string, object>();
  /**
   * Hands `keys` on with the project's default namespace where the frame reported before it knew
   * it (`DEFAULT_NAMESPACE_STAND_IN`); such a report is passed over (`passed`) when a later report
   * of the frame arrives while the default is asked for, rather than put after it.
   */
  async function withOwnNamespaces<K extends { namespace: string }, R>(
    frame: string,
    locale: string | null,
    keys: K[],
    handle: (keys: K[]) => Promise<R>,
    passed: R,
  ): Promise<R> {
    const standIn = keys.some((k) => k.namespace === DEFAULT_NAMESPACE_STAND_IN);
    if (!standIn) {
      waiting.delete(frame);
      return handle(keys);
    }
    const mine = {};
    waiting.set(frame, mine);
    const asked = deps.pageLocale(locale);
    const first = asked ? await deps.status.get(asked, []).catch(() => null) : null;
    if (waiting.get(frame) !== mine) return passed;
    waiting.delete(frame);
    const namespace = defaultNamespaceOf(first?.workflow);
    return handle(
      keys.map((k) => (k.namespace === DEFAULT_NAMESPACE_STAND_IN ? { ...k, namespace } : k)),
    );
  }
  return {
    'frame.scanned': ({ count, revision, ...scan }, { tabId, frameId }) =>
      withOwnNamespaces(
        `${tabId}:${frameId}`,
        scan.locale,
        scan.keys,
        async (keys) => {
          // Keys the gate dropped would shift the positions later changes name: none will apply.
          const whole = count === undefined || count === scan.keys.length;
          const put = { ...scan, keys };
          await frames.put(
            tabId,
            frameId,
            whole && revision !== undefined ? { ...put, revision } : put,
          );
          changed(tabId);
          return null;
        },
        null,
      ),
    'frame.changed': (change, { tabId, frameId }) =>
      withOwnNamespaces(
        `${tabId}:${frameId}`,
        change.locale,
        change.added,
        async (added) => {
          const applied = await frames.patch(tabId, frameId, { ...change, added });
          if (applied) changed(tabId);
          return { applied };
        },
        { applied: false },
      ),
    'page.report'({ tabId, since, waitMs = 0 }) {
      asked.set(tabId, Date.now());
      return next(tabId, since, Date.now() + waitMs);
    },
    // The same report and revisions, each key cut to what was asked.
    async 'page.keys'({ tabId, since, waitMs = 0, fields }) {
      asked.set(tabId, Date.now());
      return compactAnswer(await next(tabId, since, Date.now() + waitMs), fields);
    },
  };
}
