import type { Answer } from '../../lib/messaging/protocol';
import { applyReportAnswer } from '../../lib/messaging/report-change';
import type { PageReport } from '../../lib/messaging/types';

type AskReport = (
  type: 'page.report',
  payload: { tabId: number; since?: number; waitMs?: number },
) => Promise<Answer<'page.report'>>;

/** Every key found and its status known: what most tests wait for. */
export const keysKnown = (r: PageReport) =>
  r.keys.length > 0 && r.keys.every((k) => k.status !== 'unknown');

/**
 * Follows a tab's report, in Chromium or Firefox, until `until` holds (the scan and statuses are
 * asynchronous). Each ask after the first waits for a change since the last report it got, and
 * only what changed is sent again; after 15 s it fails with the last report seen.
 */
export async function followReport(
  ask: AskReport,
  tabId: number,
  until: (r: PageReport) => boolean = keysKnown,
): Promise<PageReport> {
  const deadline = Date.now() + 15_000;
  let r: PageReport | undefined;
  for (;;) {
    const waitMs = r && Math.max(0, deadline - Date.now());
    r = applyReportAnswer(await ask('page.report', { tabId, since: r?.revision, waitMs }), r);
    if (until(r)) return r;
    if (Date.now() > deadline)
      throw new Error(
        `page.report never satisfied the condition: ${JSON.stringify(summary(r))} ${JSON.stringify(r).slice(0, 1500)}`,
      );
  }
}

/** What a failed wait shows first: the report's frames and its keys counted by how they were found. */
function summary({ frames, keys }: PageReport) {
  const count = (of: (k: PageReport['keys'][number]) => string) =>
    keys.reduce<Record<string, number>>((n, k) => ({ ...n, [of(k)]: (n[of(k)] ?? 0) + 1 }), {});
  return {
    frames: frames.map((f) => [f.frameId, f.keys]),
    byMethod: count((k) => k.method),
    byFrame: count((k) => String(k.frameId)),
    unknown: keys.filter((k) => k.status === 'unknown').length,
  };
}
