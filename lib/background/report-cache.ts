import { keysChange } from '../messaging/report-change';
import type { FrameKey, PageReport, ReportChange, ReportUnchanged } from '../messaging/types';
import type { FrameScan } from './frame-scan';
import { derivationOf } from './frame-patch';
import { buildPageReport, sourcesOf, type LocaleOf } from './page-report';
import type { RequestBudget } from './request-budget';
import type { StatusService } from './status-service';

type ReportKey = PageReport['keys'][number];

/** A report as kept: what it was built from, and how it differs from the one before. */
interface Kept {
  frames: FrameScan[];
  version: number;
  locale: string | null;
  report: PageReport;
  /** The report before: its revision, and what it was made of while the change is not known. */
  before?: { revision: number; made?: PageReport & { sources: FrameKey[] } };
  change?: ReportChange;
}

/** The same frame objects (the registry hands out the same ones until a frame changes). */
function sameFrames(known: readonly FrameScan[], frames: Map<number, FrameScan>): boolean {
  if (known.length !== frames.size) return false;
  let i = 0;
  for (const scan of frames.values()) if (known[i++] !== scan) return false;
  return true;
}

/**
 * A patched report's keys, written in order, and how they differ from the report before. The old
 * keys kept are copied a run at a time, as the slice the change's run names: a step per kept key
 * would make every change cost in proportion to the page.
 */
function changeWriter(old: readonly ReportKey[]) {
  const parts: ReportKey[][] = [];
  const change: ReportChange['keys'] = [];
  /** The run of old keys being written, and the fresh keys being written: never both. */
  let run: [number, number] | null = null;
  let fresh: ReportKey[] = [];
  let written = 0;
  const close = () => {
    if (run) parts.push(old.slice(run[0], run[0] + run[1]));
    else if (fresh.length) parts.push(fresh);
    [run, fresh] = [null, []];
  };
  return {
    change,
    /** Keys written so far. */
    written: () => written,
    fresh(key: ReportKey) {
      if (run) close();
      fresh.push(key);
      change.push(key);
      written++;
    },
    /** The old keys from `from`, `count` of them. */
    kept(from: number, count = 1) {
      written += count;
      if (run && run[0] + run[1] === from) run[1] += count;
      else {
        close();
        change.push((run = [from, count]));
      }
    },
    keys(): ReportKey[] {
      close();
      return parts.length === 1 ? parts[0]! : ([] as ReportKey[]).concat(...parts);
    },
  };
}

/**
 * The report of `frames` when only they changed since `before` (the same statuses, the same
 * locale): the keys of frame key objects it had are its own, the others are joined with their
 * statuses. A re-render of 500 keys on a page of 5,000 joins 500. With it, how it differs from
 * `before` (as `keysChange` says it), found in the same pass.
 */
async function patchReport(
  before: Kept,
  frames: Map<number, FrameScan>,
  build: (frames: Map<number, FrameScan>) => Promise<PageReport>,
): Promise<{ report: PageReport; change: ReportChange['keys'] }> {
  const had = new Map<FrameKey, number>();
  sourcesOf(before.frames).forEach((source, i) => had.set(source, i));
  const old = before.report.keys;
  const keptAt = (frameId: number, k: FrameKey) => {
    const i = had.get(k);
    return i !== undefined && old[i]!.frameId === frameId ? i : undefined;
  };
  const fresh = new Map(
    [...frames].map(([id, f]) => [
      id,
      { ...f, keys: f.keys.filter((k) => keptAt(id, k) === undefined) },
    ]),
  );
  const joined = await build(fresh);
  let next = 0;
  const out = changeWriter(old);
  for (const [id, f] of frames)
    for (const k of f.keys) {
      const i = keptAt(id, k);
      if (i === undefined) out.fresh(joined.keys[next++]!);
      else out.kept(i);
    }
  const frameList = joined.frames.map((f) => ({ ...f, keys: frames.get(f.frameId)!.keys.length }));
  return { report: { ...joined, keys: out.keys(), frames: frameList }, change: out.change };
}

/**
 * `patchReport` for a page of one frame whose frame came from the one `before` was built from by
 * a change the registry applied: the same positions say which keys went, which are new objects
 * (visibility flipped) and which were added, so nothing is compared key by key. Undefined when
 * that is not the case.
 */
async function patchByPositions(
  before: Kept,
  frames: Map<number, FrameScan>,
  build: (frames: Map<number, FrameScan>) => Promise<PageReport>,
): Promise<{ report: PageReport; change: ReportChange['keys'] } | undefined> {
  const only = frames.size === 1 ? frames.entries().next().value : undefined;
  if (!only) return;
  const [frameId, scan] = only;
  const derived = derivationOf(scan);
  if (!derived || before.frames.length !== 1 || derived.from !== before.frames[0]) return;
  const old = before.report.keys;
  if (old.length !== derived.from.keys.length || (old[0] && old[0].frameId !== frameId)) return;
  const { removed, flipped, added } = derived.change;
  const firstAdded = scan.keys.length - added.length;
  const fresh = [...flipped.map((at) => scan.keys[at]!), ...scan.keys.slice(firstAdded)];
  const joined = await build(new Map([[frameId, { ...scan, keys: fresh }]]));
  const out = changeWriter(old);
  let [i, r, f, next] = [0, 0, 0, 0];
  while (i < old.length) {
    // `flipped` names positions among the keys kept, as written so far: the old key at `i` is
    // written next, so the next flip is that many keys on (unless a removal comes first).
    const flipAt = flipped[f]! >= out.written() ? i + flipped[f]! - out.written() : Infinity;
    const stop = Math.min(removed[r] ?? Infinity, flipAt, old.length);
    if (stop > i) {
      out.kept(i, stop - i);
      i = stop;
    } else if (removed[r] === i) {
      r++;
      i++;
    } else {
      f++;
      i++;
      out.fresh(joined.keys[next++]!);
    }
  }
  while (next < joined.keys.length) out.fresh(joined.keys[next++]!);
  const keys = out.keys();
  const frameList = joined.frames.map((frame) => ({ ...frame, keys: keys.length }));
  return { report: { ...joined, keys, frames: frameList }, change: out.change };
}

/**
 * The last report of each tab, answered again while neither the tab's frames (the same objects
 * the registry hands out) nor the statuses (`StatusService.version`) nor the locale changed: a
 * report asked for again with nothing changed costs no join, and one whose frames changed joins
 * only their new keys. Asked `since` a revision, it says "unchanged" when that is still the
 * report, and sends what changed when that is the report before (docs/performance.md): a few
 * bytes rather than every key of a big page.
 */
export class ReportCache {
  private readonly last = new Map<number, Kept>();

  /** The tab's report: the last one while nothing changed, otherwise built and kept. */
  async report(
    tabId: number,
    frames: Map<number, FrameScan>,
    status: StatusService,
    pageLocale: LocaleOf,
    budget?: RequestBudget,
    since?: number,
  ): Promise<PageReport | ReportUnchanged | ReportChange> {
    const [locale, version] = [pageLocale(frames.get(0)?.locale ?? null), status.version];
    let kept = this.kept(tabId, frames, version, locale);
    if (!kept) {
      // One build at a time for the same frames: an ask while it runs waits for it.
      const pending = this.building.get(tabId);
      if (pending && sameFrames(pending.frames, frames) && pending.version === version)
        kept = await pending.done;
      else {
        const done = this.build(tabId, frames, version, locale, (f) =>
          buildPageReport(f, status, pageLocale, budget),
        );
        this.building.set(tabId, { frames: [...frames.values()], version, done });
        kept = await done.finally(() => {
          if (this.building.get(tabId)?.done === done) this.building.delete(tabId);
        });
      }
    }
    const { report, before } = kept;
    if (since === undefined) return report;
    if (since === report.revision) return { unchanged: true, revision: since };
    if (since !== before?.revision) return report;
    kept.change ??= {
      ...report,
      since,
      keys: keysChange(before.made!, { keys: report.keys, sources: sourcesOf(kept.frames) }),
    };
    return kept.change;
  }

  private readonly building = new Map<
    number,
    { frames: FrameScan[]; version: number; done: Promise<Kept> }
  >();

  private async build(
    tabId: number,
    frames: Map<number, FrameScan>,
    version: number,
    locale: string | null,
    build: (frames: Map<number, FrameScan>) => Promise<PageReport>,
  ): Promise<Kept> {
    const before = this.last.get(tabId);
    const patched =
      before && before.version === version && before.locale === locale
        ? ((await patchByPositions(before, frames, build)) ??
          (await patchReport(before, frames, build)))
        : undefined;
    const report = patched?.report ?? (await build(frames));
    this.set(tabId, frames, version, locale, report);
    const kept = this.last.get(tabId)!;
    if (!before) return kept;
    const revision = before.report.revision;
    if (patched) {
      kept.before = { revision };
      kept.change = { ...report, since: revision, keys: patched.change };
    } else
      kept.before = { revision, made: { ...before.report, sources: sourcesOf(before.frames) } };
    return kept;
  }

  get(tabId: number, frames: Map<number, FrameScan>, version: number, locale: string | null) {
    return this.kept(tabId, frames, version, locale)?.report;
  }

  private kept(
    tabId: number,
    frames: Map<number, FrameScan>,
    version: number,
    locale: string | null,
  ): Kept | undefined {
    const last = this.last.get(tabId);
    if (!last || last.version !== version || last.locale !== locale) return undefined;
    return sameFrames(last.frames, frames) ? last : undefined;
  }

  set(
    tabId: number,
    frames: Map<number, FrameScan>,
    version: number,
    locale: string | null,
    report: PageReport,
  ): void {
    this.last.delete(tabId); // the most recent last
    this.last.set(tabId, { frames: [...frames.values()], version, locale, report });
    if (this.last.size > 32) this.last.delete(this.last.keys().next().value!);
  }
}
