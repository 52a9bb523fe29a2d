import { z } from 'zod';
import { KEY_FIELDS, type CompactAnswer } from '../report-compact';
import { readFrameKey } from '../key-readers';
import { frameChange, lenientArray, locale, pageCount, revision, tabId } from '../schemas';
import type { PageReport, ReportChange, ReportUnchanged } from '../types';
import { message } from '../message-spec';

/** Keys one frame may report (a 50,000-element page with 5,000 keys is the benchmark). */
export const MAX_FRAME_KEYS = 20_000;
/** Longest a `page.report` asker may wait for the next report (`waitMs`). */
export const MAX_REPORT_WAIT_MS = 30_000;

/** What a frame reports besides its keys. */
const frameInfo = z.object({
  url: z.string().max(8192).catch(''),
  locale: locale.nullable().catch(null),
  shadowRoots: pageCount,
  unmatchedTextCount: pageCount,
});
const wholeFrame = {
  keys: lenientArray(readFrameKey, MAX_FRAME_KEYS),
  /** Keys sent: when fewer parse, later changes cannot name positions, and are refused. */
  count: pageCount.optional(),
  revision: revision.optional(),
};

/** How `page.report` is asked: since the report held, waiting up to `waitMs` for the next. */
const reportAsk = z.object({
  tabId,
  since: revision.optional(),
  waitMs: z.number().int().min(0).max(MAX_REPORT_WAIT_MS).optional(),
});

/** What the frames of a tab report (content scripts), and the tab's report (extension pages). */
export const frameMessages = {
  // From content scripts: every field is the page's to choose, so each is bounded, and a bad item
  // of a list is dropped rather than the whole message.
  'frame.scanned': message<null>()('content', frameInfo.extend(wholeFrame)),
  /** Applied when `base` is the revision the background holds; otherwise it asks for the whole. */
  'frame.changed': message<{ applied: boolean }>()(
    'content',
    frameInfo.extend(frameChange(MAX_FRAME_KEYS).shape),
  ),
  /**
   * With `since` (the revision of the report the asker holds): that nothing changed, or what
   * did when that report is the one before; otherwise the whole report (`applyReportAnswer`).
   * With `waitMs` too, "nothing changed" waits up to that long for the next report.
   */
  'page.report': message<PageReport | ReportUnchanged | ReportChange>()('page', reportAsk),
  /**
   * The compact form of `page.report`, for automation that pays for size (a test or crawler
   * outside the browser): the same report, revisions and `since`/`waitMs`, each key cut to
   * `fields` (by default `namespace`, `key` and `state`).
   */
  'page.keys': message<CompactAnswer>()(
    'page',
    reportAsk.extend({
      fields: z.array(z.enum(KEY_FIELDS)).min(1).max(KEY_FIELDS.length).optional(),
    }),
  ),
};
