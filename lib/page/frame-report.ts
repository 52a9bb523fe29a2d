import type { Send } from '../messaging/send';
import type { FrameKey } from '../messaging/types';
import type { ScanResult } from './scan';
import type { ScanHit } from './scan-hit';

/** What a frame reports besides its keys. */
export interface FrameInfo {
  url: string;
  locale: string | null;
  shadowRoots: number;
  unmatchedTextCount: number;
}

/** The frame's report of a scan of `win`'s document, in `locale`. */
export const frameInfo = (
  win: Pick<Window, 'location'>,
  locale: string | null,
  scanned: Pick<ScanResult, 'shadowRoots' | 'unmatchedTextCount'>,
): FrameInfo => ({
  url: win.location.href,
  locale,
  shadowRoots: scanned.shadowRoots.length,
  unmatchedTextCount: scanned.unmatchedTextCount,
});

const toKey = (h: ScanHit, visible: boolean): FrameKey => ({
  namespace: h.namespace,
  key: h.key,
  method: h.method,
  where: h.where,
  inShadowRoot: h.inShadowRoot,
  visible,
  ambiguous: h.ambiguous,
  // The text index's own refs: namespace and key only.
  candidates: h.candidates as FrameKey['candidates'],
});

const sameInfo = (a: FrameInfo, b: FrameInfo) =>
  a.url === b.url &&
  a.locale === b.locale &&
  a.shadowRoots === b.shadowRoots &&
  a.unmatchedTextCount === b.unmatchedTextCount;

/**
 * Reports the frame's keys to the background: whole the first time, then what changed since the
 * last report, named by revision (docs/performance.md). A rescan keeps the old hits in their order
 * less those gone, and appends the new ones, so a change is the positions gone, the positions
 * whose visibility flipped, and the keys appended: a few hundred keys rather than every key of a
 * big page. The background applies a change only to the revision it was made against; otherwise
 * (a worker started again, which holds no report, a lost message) the frame goes whole.
 */
export function frameReporter(send: Send, visible: (hit: ScanHit) => boolean) {
  // Its own start per content script: a change never applies to another document's report.
  let revision = Math.floor(Math.random() * 2 ** 30);
  /** The hits and their visibility as last reported, and the rest of that report. */
  let sent: readonly ScanHit[] = [];
  let flags: boolean[] = [];
  let info: FrameInfo | undefined;
  /** The revision of the last whole report; changes made before it need no other. */
  let wholeAt = -1;

  function whole(): Promise<unknown> {
    wholeAt = ++revision;
    const keys = sent.map((h, i) => toKey(h, flags[i]!));
    return send('frame.scanned', { ...info!, keys, count: keys.length, revision });
  }

  /**
   * Reports the frame now; the promise settles when the background has it. `measured`: the
   * overlay measured the page since, so every key's visibility is checked; otherwise (a change of
   * the page, reported before the overlay has seen it) only the new keys' is.
   */
  function report(hits: readonly ScanHit[], now: FrameInfo, measured = true): Promise<unknown> {
    const shown: boolean[] = [];
    const removed: number[] = [];
    const flipped: number[] = [];
    let j = 0;
    for (let i = 0; i < sent.length; i++) {
      if (sent[i] !== hits[j]) {
        removed.push(i);
        continue;
      }
      shown[j] = measured ? visible(hits[j]!) : flags[i]!;
      if (shown[j++] !== flags[i]) flipped.push(j - 1);
    }
    for (let k = j; k < hits.length; k++) shown[k] = visible(hits[k]!);
    const unchanged = info && sameInfo(info, now);
    [sent, flags, info] = [hits, shown, now];
    // A first report, a full scan (every hit new) or most of the page new: the whole frame.
    if (wholeAt < 0 || (hits.length - j) * 2 > hits.length) return whole();
    if (unchanged && !removed.length && !flipped.length && j === hits.length)
      return Promise.resolve();
    const base = revision;
    const mine = ++revision;
    const added = hits.slice(j).map((h, k) => toKey(h, shown[j + k]!));
    return send('frame.changed', { ...now, base, revision: mine, removed, flipped, added }).then(
      (res) => (res.ok && res.value.applied) || wholeAt > mine || whole(),
    );
  }
  /**
   * The last report again, whole (a background started again holds none); nothing before the
   * first, which is on its way.
   */
  const again = (): Promise<unknown> => (info ? whole() : Promise.resolve());
  return Object.assign(report, { again });
}

export type FrameReport = ReturnType<typeof frameReporter>;
