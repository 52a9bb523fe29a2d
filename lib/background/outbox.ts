import { storage } from 'wxt/utils/storage';
import type { LocaleLensClient } from '../contract/client';
import type { TargetStatusEntry, TransitionAction } from '../contract/editor';
import { ApiError } from '../contract/errors';
import type { OutboxEntry, OutboxOwner, Ref } from '../messaging/types';
import { sameOwner } from './outbox-owner';
import { words } from './words';

export const outboxItem = storage.defineItem<OutboxEntry[]>('local:outbox', { fallback: [] });

export interface OutboxDeps {
  client(): LocaleLensClient;
  /** Who the client writes as now: entries are stamped with it and sent only under it. */
  owner(): OutboxOwner;
  now?: () => number;
  /** The service refused our credentials (401). */
  onRejected(err: unknown): Promise<void>;
  /** A write landed (or was refused): the status of that row changed. */
  onApplied(ref: Ref, entry: TargetStatusEntry | null): void;
  onChanged(): void;
  /** Wake the outbox at `at` even if the service worker was stopped in between. */
  schedule(at: number): void;
}

const MAX_BACKOFF_MS = 60_000;
const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 6));
const isTransient = (err: unknown) =>
  !(err instanceof ApiError) || err.status >= 500 || err.status === 429 || err.status === 401;

/**
 * The durable outbox: every write is stored before it is sent and removed only when the service
 * has answered it. It survives the service worker being stopped and the browser restarting; each
 * edit applies exactly once (a save carries `base_text`, and re-sending a save the service already
 * applied is a no-op there; a transition interrupted mid-flight is checked before it is re-sent).
 */
export class Outbox {
  private running: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: OutboxDeps) {
    this.now = deps.now ?? Date.now;
  }

  list(): Promise<OutboxEntry[]> {
    return outboxItem.getValue();
  }

  /** The entries, each queued by someone else than who is signed in now marked as held. */
  async listForPanel(): Promise<OutboxEntry[]> {
    const owner = this.deps.owner();
    return (await this.list()).map((e) =>
      sameOwner(e.owner, owner)
        ? e
        : { ...e, heldFor: e.owner?.label ?? words()('bg.owner.earlier') },
    );
  }

  /** Forgets entries without sending them (the user chose to, e.g. on signing out). */
  async discard(ids: readonly string[]): Promise<void> {
    await this.mutate((all) => {
      const drop = new Set(ids);
      all.splice(0, all.length, ...all.filter((e) => !drop.has(e.id)));
    });
    this.deps.onChanged();
  }

  async enqueue(
    entry: Omit<
      OutboxEntry,
      'id' | 'state' | 'attempts' | 'nextAt' | 'lastError' | 'createdAt' | 'owner'
    >,
  ): Promise<OutboxEntry> {
    const full: OutboxEntry = {
      ...entry,
      owner: this.deps.owner(),
      id: crypto.randomUUID(),
      state: 'pending',
      attempts: 0,
      nextAt: 0,
      lastError: null,
      createdAt: this.now(),
    };
    await this.mutate((all) => {
      // A newer save of the same row replaces a pending one, keeping the older base text.
      const i = all.findIndex(
        (e) =>
          e.kind === 'save' &&
          full.kind === 'save' &&
          e.state === 'pending' &&
          sameRow(e, full) &&
          sameOwner(e.owner, full.owner!),
      );
      if (i >= 0) {
        full.baseText = all[i]!.baseText;
        all.splice(i, 1, full);
      } else all.push(full);
    });
    this.deps.onChanged();
    void this.run();
    return full;
  }

  async resolve(id: string, choice: 'mine' | 'theirs'): Promise<void> {
    await this.mutate((all) => {
      const i = all.findIndex((e) => e.id === id);
      const e = all[i];
      if (!e) return;
      if (choice === 'theirs') all.splice(i, 1);
      else
        all.splice(i, 1, {
          ...e,
          state: 'pending',
          baseText: e.theirs?.text ?? '',
          nextAt: 0,
          lastError: null,
          theirs: undefined,
        });
    });
    this.deps.onChanged();
    void this.run();
  }

  /** Sends what is due; one entry at a time, in order, so a row's edits land in sequence. */
  run(): Promise<void> {
    this.running ??= this.drain().finally(() => (this.running = null));
    return this.running;
  }

  private async drain(): Promise<void> {
    // An entry left `sending` by a stopped worker is due again.
    await this.mutate((all) => all.forEach((e) => e.state === 'sending' && (e.state = 'pending')));
    for (;;) {
      const all = await this.list();
      // Someone else's entries wait for them to sign in again.
      const owner = this.deps.owner();
      const mine = (e: OutboxEntry) => e.state === 'pending' && sameOwner(e.owner, owner);
      // A row's writes go in order: nothing overtakes an earlier write of the same row that is
      // waiting, in conflict or failed (a confirm must not land before the save it confirms).
      const due = all.find(
        (e, i) => mine(e) && e.nextAt <= this.now() && !all.slice(0, i).some((x) => sameRow(x, e)),
      );
      if (!due) {
        const next = all.filter(mine).reduce((m, e) => Math.min(m, e.nextAt), Infinity);
        if (next !== Infinity) this.deps.schedule(next);
        return;
      }
      await this.patch(due.id, { state: 'sending' });
      await this.send(due);
      this.deps.onChanged();
    }
  }

  private async send(e: OutboxEntry): Promise<void> {
    // Checked and taken in one go: the client must write as the entry's owner.
    if (!sameOwner(e.owner, this.deps.owner())) return this.patch(e.id, { state: 'pending' });
    const client = this.deps.client();
    try {
      if (e.kind === 'save') {
        const res = await client.save({
          locale: e.locale,
          namespace: e.namespace,
          rows: [{ key: e.key, text: e.text ?? '', base_text: e.baseText ?? null }],
        });
        const result = res.results[e.key];
        if (!result || result.ok) return this.applied(e, result?.entry ?? null);
        if (result.code === 'CONFLICT')
          return this.patch(e.id, {
            state: 'conflict',
            theirs: result.entry ?? null,
            lastError: result.message,
          });
        if (result.code === 'TARGET_BUSY') return this.retry(e, result.message, 2000);
        return this.failed(e, result.message);
      }
      const moved = await this.stageMoved(client, e);
      if (moved === 'applied') return this.applied(e, null);
      if (moved === 'moved') return this.failed(e, words()('bg.stageMoved'));
      const res = await client.transition({
        locale: e.locale,
        namespace: e.namespace,
        key: e.key,
        action: e.action as TransitionAction,
        ...(e.reason ? { reason: e.reason } : {}),
      });
      return this.applied(e, res.entry);
    } catch (err) {
      if (err instanceof ApiError && err.status === 423)
        return this.retry(e, err.message, err.retryAfterMs ?? 2000);
      if (isTransient(err)) {
        await this.deps.onRejected(err);
        return this.retry(
          e,
          err instanceof ApiError ? err.message : words()('bg.unreachableShort'),
        );
      }
      return this.failed(e, (err as Error).message);
    }
  }

  /**
   * Confirm and reject move the stage, so sending one twice would move it twice. Before sending,
   * look: still at the queued stage → send; one step on in the action's direction → it landed
   * before the worker stopped; anywhere else → someone else moved the row. The other transitions
   * set flags and are safe to repeat.
   */
  private async stageMoved(
    client: LocaleLensClient,
    e: OutboxEntry,
  ): Promise<'due' | 'applied' | 'moved'> {
    if ((e.action !== 'confirm' && e.action !== 'reject') || e.expectedStage === undefined)
      return 'due';
    const status = await client.targetStatus({
      locale: e.locale,
      namespace: e.namespace,
      keys: [e.key],
    });
    const stage = status.translations[e.key]?.stageIndex;
    if (stage === undefined || stage === e.expectedStage) return 'due';
    return stage === e.expectedStage + (e.action === 'confirm' ? 1 : -1) ? 'applied' : 'moved';
  }

  private async applied(e: OutboxEntry, entry: TargetStatusEntry | null): Promise<void> {
    await this.mutate((all) => {
      const i = all.findIndex((x) => x.id === e.id);
      if (i >= 0) all.splice(i, 1);
    });
    this.deps.onApplied(e, entry);
  }

  private retry(e: OutboxEntry, message: string, delayMs?: number): Promise<void> {
    const attempts = e.attempts + 1;
    return this.patch(e.id, {
      state: 'pending',
      attempts,
      lastError: message,
      nextAt: this.now() + (delayMs ?? backoff(attempts)),
    });
  }

  private async failed(e: OutboxEntry, message: string): Promise<void> {
    await this.patch(e.id, { state: 'failed', lastError: message });
    this.deps.onApplied(e, null);
  }

  private patch(id: string, patch: Partial<OutboxEntry>): Promise<void> {
    return this.mutate((all) => {
      const e = all.find((x) => x.id === id);
      if (e) Object.assign(e, patch);
    });
  }

  /** Read-modify-writes of the stored list run one after another. */
  private mutate(fn: (all: OutboxEntry[]) => void): Promise<void> {
    return (this.queue = this.queue.then(async () => {
      // A copy: storage hands out its fallback array itself when nothing is stored yet.
      const all = structuredClone(await outboxItem.getValue());
      fn(all);
      await outboxItem.setValue(all);
    }));
  }
  private queue: Promise<void> = Promise.resolve();
}

const sameRow = (a: Ref, b: Ref) =>
  a.locale === b.locale && a.namespace === b.namespace && a.key === b.key;
