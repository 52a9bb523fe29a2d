import type { ChangeNotice } from '../../lib/contract/row-changes';
import type { Db } from '../db/open';
import {
  changesAfter,
  keptRange,
  onRowChanges,
  pruneChanges,
  ROW_CHANGES_CHANNEL,
  type StoredChanges,
} from '../store/row-changes';

/** How long changes are kept for streams that reconnect. */
const KEEP_MS = 10 * 60_000;
/** Rows read per turn; more wait for the next turn. */
const READ_ROWS = 500;
/**
 * On PostgreSQL ids are handed out before commit, so a later id can commit first: a missing id is
 * looked for again until it shows up or this long has passed (it was rolled back).
 */
const GAP_MS = 2_000;
const GAP_RECHECK_MS = 200;

export interface ChangeListener {
  projectId: string;
  deliver(changes: StoredChanges): void;
  /** The service shuts down: the stream ends saying so. */
  end(notice: ChangeNotice): void;
}

/**
 * One per instance: reads changes recorded by any instance as they commit (woken by NOTIFY on
 * PostgreSQL, directly on SQLite) and hands each to the streams open on its project.
 */
export class ChangeHub {
  private readonly listeners = new Set<ChangeListener>();
  private readonly openByCaller = new Map<string, number>();
  /** Every id up to here has been handed out (or given up on). */
  private cursor = 0;
  private readonly seen = new Set<number>();
  private gapSince: number | null = null;
  private pending = true;
  private wakeUp: (() => void) | null = null;
  private stopped = false;
  private loopDone: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | null = null;
  private pruner: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async start(): Promise<void> {
    this.cursor = (await keptRange(this.db)).newest;
    onRowChanges(this.db, this.wake);
    this.unlisten = (await this.db.signals?.listen(ROW_CHANGES_CHANNEL, this.wake)) ?? null;
    this.loopDone = this.loop();
    this.pruner = setInterval(
      () => void pruneChanges(this.db, this.now() - KEEP_MS).catch(logError),
      60_000,
    );
    this.pruner.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pruner);
    for (const l of [...this.listeners])
      l.end({ code: 'SHUTTING_DOWN', message: 'The service is shutting down; reconnect shortly' });
    this.wake();
    await this.loopDone;
    await this.unlisten?.();
  }

  readonly wake = (): void => {
    this.pending = true;
    this.wakeUp?.();
  };

  /** Takes a stream slot of `caller`; false when it holds `max` already. */
  claim(caller: string, max: number): boolean {
    const open = this.openByCaller.get(caller) ?? 0;
    if (open >= max) return false;
    this.openByCaller.set(caller, open + 1);
    return true;
  }

  release(caller: string): void {
    const open = (this.openByCaller.get(caller) ?? 1) - 1;
    if (open <= 0) this.openByCaller.delete(caller);
    else this.openByCaller.set(caller, open);
  }

  /** Streams changes of the listener's project from now on; returns the stop. */
  listen(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      if (!this.pending) await new Promise<void>((resolve) => (this.wakeUp = resolve));
      this.pending = false;
      this.wakeUp = null;
      if (this.stopped) break;
      await this.read().catch(logError);
    }
  }

  private async read(): Promise<void> {
    const rows = await changesAfter(this.db, this.cursor, READ_ROWS);
    for (const r of rows) {
      if (this.seen.has(r.id)) continue;
      this.seen.add(r.id);
      for (const l of this.listeners) if (l.projectId === r.projectId) l.deliver(r);
    }
    this.advance();
    if (this.seen.size > 0) {
      const now = Date.now();
      this.gapSince ??= now;
      if (now - this.gapSince >= GAP_MS) {
        this.cursor = Math.min(...this.seen) - 1;
        this.advance();
        this.gapSince = null;
      }
      if (this.seen.size > 0) setTimeout(this.wake, GAP_RECHECK_MS).unref();
    } else this.gapSince = null;
    if (rows.length === READ_ROWS) this.wake();
  }

  private advance(): void {
    while (this.seen.delete(this.cursor + 1)) this.cursor += 1;
  }
}

function logError(err: unknown): void {
  console.error(`[locale-lens] row changes: ${(err as Error).message}`);
}
