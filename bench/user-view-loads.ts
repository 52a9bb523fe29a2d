/** What one cold load of the side-by-side measures, for each tool (`bench/user-view.ts`). */
import type { OverCdp } from './report-over-cdp';
import type { ToolTime } from './user-view-cdp';

export interface LensLoad {
  dcl_after_navigation: number;
  /**
   * From the navigation's start to every key known (`page.report` and `lens.snapshot` list it):
   * the same origin for both tools, where DOMContentLoaded is not (Tolgee's deferred script and
   * our scan while the page is parsed both move it, by different amounts).
   */
  every_key_known_after_navigation: number | null;
  first_key_tinted: number | null;
  every_key_tinted: number | null;
  legend_attached_late: boolean;
  report_first_key: number | null;
  report_every_key: number | null;
  report_every_status: number | null;
  snapshot_every_key: number | null;
  panel_every_key: number | null;
  panel_complete: number | null;
  /** From `page.report` complete to the panel's list complete (negative: the panel was first). */
  panel_after_report: number | null;
  lens: ToolTime;
  long_tasks: number[][];
  report_asks: number;
  rerender: {
    report_every_key: number | null;
    /** The plain ask (the whole report, no `since`): when an answer first listed every new key. */
    plain_every_key: number | null;
    plain_answer_ms: number | null;
    plain_answer_kb: number;
    /**
     * Plain asks sent after the follower held every new key whose answer did not list them all
     * (a report older than the follower's), and the time the one that did list them took.
     */
    plain_stale_after_follower: number | null;
    plain_listing_answer_ms: number | null;
    report_every_status: number | null;
    panel_complete: number | null;
    panel_after_report: number | null;
    lens: ToolTime;
  };
  heap_mb: number;
  /** Each form of the report asked over the DevTools protocol once the page settled. */
  over_cdp: OverCdp;
}

export interface TolgeeLoad {
  dcl_after_navigation: number;
  /** From the navigation's start to every key known, as `LensLoad`'s. */
  every_key_known_after_navigation: number;
  every_key_known: number;
  registered: number;
  tolgee: ToolTime;
  long_tasks: number[][];
  rerender_keys_known: number;
  rerender: { tolgee: ToolTime };
  heap_mb: number;
}
