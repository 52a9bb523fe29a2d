import type { LocaleLensClient } from '../contract/client';
import type { EditorWorkflow } from '../contract/editor';
import { refId } from '../messaging/ref-id';
import type { KeyRef, StatusAnswer } from '../messaging/types';
import { emptyAnswer } from '../messaging/empty-answer';
import { MAX_CACHED_STATUSES, STATUS_TTL_MS } from '../messaging/status-ttl';
import { NO_FLAGS, readOnlyReason, type LocaleFlags } from '../workflow/caller';
import { reasonText } from '../workflow/reasons';
import { Clears } from './clears';
import { KeysByFile } from './keys-by-file';
import { capMap, type RequestBudget } from './request-budget';
import {
  BUSY_TTL_MS,
  chunkKeys,
  keysByNamespace,
  LIVE_TTL_MS,
  readBy,
  sameEntry,
  type Cached,
  type Fetched,
  type StatusServiceOptions,
} from './status-requests';
import { Workflows } from './workflows';

/**
 * Target status for the keys of a page: grouped per locale and namespace, chunked, de-duplicated
 * (one request in flight per key), cached for a short while, and dropped after writes.
 */
export class StatusService {
  private readonly ttlMs: number;
  private readonly maxUrlBytes: number;
  private readonly now: () => number;
  private readonly maxEntries: number;
  /** Each status with when it was read, and its `refId`, made once (answers are keyed by it). */
  private entries = new KeysByFile<Cached>();
  private flags = new Map<string, { flags: LocaleFlags; at: number }>();
  private inflight = new KeysByFile<Promise<Fetched>>();
  private readonly workflows: Workflows;
  /** Changes whenever what `get` answers may change: an answer built before is stale. */
  version = 0;
  /**
   * A machine fill runs on a language (its status says busy): its rows are asked again every few
   * seconds, and this is told each time, `ended` once the fill has ended, so pages and the panel
   * can be told at once rather than on a poll of their own.
   */
  onFill?: (locale: string, namespace: string, ended: boolean) => void;
  /** Statuses landed that an answer went out without (`wait: false`, `stale: true`): it is old. */
  onFetched?: () => void;
  /** Requests an answer went out without, in flight, and whether one landed since it told. */
  private unawaited = { count: 0, landed: false };
  /** Since when the row-change stream is followed (null: it is not): it says what changes. */
  liveSince: () => number | null = () => null;
  private watching = new Set<string>();
  private readonly clears = new Clears();
  /**
   * The last answer, for the refs it was asked for: the report, the side panel and the lens's
   * counts ask for the same keys one after the other, and a join of thousands of keys is not free.
   * It holds while nothing changed (`version`) and, made from statuses all known and fresh, until
   * its oldest status is due again.
   */
  private last?: {
    pageLocale: string;
    refs: readonly KeyRef[];
    version: number;
    until: number;
    answer: StatusAnswer;
  };

  constructor(
    private readonly client: () => LocaleLensClient,
    private readonly baseUrl: () => string,
    options: StatusServiceOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? STATUS_TTL_MS;
    this.maxUrlBytes = options.maxUrlBytes ?? 8_000;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? MAX_CACHED_STATUSES;
    this.workflows = new Workflows(client);
  }

  /** Forget everything: credentials or the base URL changed. */
  clear(): void {
    this.clears.bump();
    this.version++;
    this.entries.clear();
    this.inflight.clear(); // an ask after it does not join a read asked before it
    this.flags.clear();
    this.workflows.clear();
  }

  /** Forget the status of a locale (or a namespace of it, or keys of that) after a write. */
  invalidate(locale: string, namespace?: string, keys?: readonly string[]): void {
    this.version++;
    if (namespace !== undefined && keys) {
      for (const key of keys) this.entries.delete(locale, namespace, key);
      return;
    }
    this.entries.forget(locale, namespace);
    const prefix = namespace ? `${locale}|${namespace}|` : `${locale}|`;
    for (const k of this.flags.keys()) if (`${k}|`.startsWith(prefix)) this.flags.delete(k);
  }

  /** The caller's workflow of a project locale; null when the project has no such locale. */
  workflow(locale: string): Promise<EditorWorkflow | null> {
    return this.workflows.of(locale);
  }

  /** The last answer when it was for these keys and nothing changed since. */
  private lastFor(pageLocale: string, refs: readonly KeyRef[]) {
    const last = this.last;
    const same = last?.refs === refs && last.pageLocale === pageLocale;
    return same && last.version === this.version ? last : undefined;
  }

  /**
   * Without `budget` every missing status is fetched. With one, a request is made only while the
   * budget lasts; the keys left out have no entry and the answer says it is `partial`. With
   * `wait: false` the answer is what is known now: statuses being fetched have no entry yet, and
   * the ones missing are asked for without waiting for them. With `stale: true` a status past its
   * time is answered as it was while it is read again (`onFetched` says when it has been): only
   * statuses never read (or dropped after a write) are waited for.
   */
  async get(
    pageLocale: string,
    refs: readonly KeyRef[],
    budget?: RequestBudget,
    { wait = true, stale = false }: { wait?: boolean; stale?: boolean } = {},
  ): Promise<StatusAnswer> {
    const last = this.lastFor(pageLocale, refs);
    if (last && this.now() < last.until) return last.answer;
    const version = this.version;
    const resolved = await this.workflows.resolve(pageLocale);
    if (!resolved) return emptyAnswer();
    const { locale, workflow } = resolved;
    if (workflow.source_locale === locale) return emptyAnswer({ workflow, locale, isSource: true });
    const byNamespace = keysByNamespace(refs);
    // While a machine fill runs on a language its rows change under us: ask again soon, so the
    // panel's list follows the fill and shows its end without a reload.
    const ttl = (busy = false) => (busy ? Math.min(BUSY_TTL_MS, this.ttlMs) : this.ttlMs);
    const now = this.now();
    // A status read while the stream is followed lasts until the stream says it changed.
    const liveSince = this.liveSince();
    const lasting = (at: number, lasts: number, busy = false) =>
      !busy && liveSince !== null && at >= liveSince ? Math.max(lasts, LIVE_TTL_MS) : lasts;
    // Requests, each once however many of its keys are asked: waited for, or told of when done.
    const waits = new Set<Promise<Fetched>>();
    const unwaited = new Set<Promise<unknown>>();
    let partial = false;
    // Until when every status of the answer is fresh; 0 once one is missing or being fetched.
    let until = Infinity;
    // Each key's status as it was found, in the order the answer is made in.
    const held: (Cached | undefined)[] = [];
    for (const [namespace, keys] of byNamespace) {
      const missing: string[] = [];
      const expired: string[] = [];
      const busy = this.flags.get(`${locale}|${namespace}`)?.flags.busy;
      const lasts = ttl(busy);
      const file = this.entries.file(locale, namespace);
      const flying = this.inflight.file(locale, namespace);
      for (const key of keys) {
        const cached = file?.get(key);
        held.push(cached);
        const inflight = flying?.get(key);
        const due = cached ? cached.at + lasting(cached.at, lasts, busy) : 0;
        if (inflight) {
          until = 0;
          (wait && !(stale && cached) ? waits : unwaited).add(inflight);
        } else if (now >= due) {
          until = 0;
          (stale && cached ? expired : missing).push(key);
        } else until = Math.min(until, due);
      }
      const prefix = `${this.baseUrl()}/api/integrations/targets/status?locale=${encodeURIComponent(locale)}&namespace=${encodeURIComponent(namespace)}&keys=`;
      for (const [keys, awaited] of [
        [missing, wait],
        [expired, false],
      ] as const)
        for (const chunk of chunkKeys(prefix, keys, this.maxUrlBytes)) {
          if (budget && !budget.take()) partial = true;
          else (awaited ? waits : unwaited).add(this.fetchChunk(locale, namespace, chunk));
        }
    }
    unwaited.forEach((request) => this.tellWhenDone(request));
    const settled = await Promise.allSettled([...waits]);
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failure) throw failure.reason;
    // The cache's cap may have dropped some of what was found or read for this answer already
    // (other statuses landing meanwhile): an answer without them would leave their keys loading.
    const read = readBy(settled as PromiseFulfilledResult<Fetched>[]);
    let at = 0;
    const answer = emptyAnswer({ workflow, locale });
    if (partial) answer.partial = true;
    if (liveSince !== null) answer.live = true;
    const namespaces = [...byNamespace.keys()];
    const perNamespace = await Promise.all(
      namespaces.map((ns) => this.workflows.ofNamespace(locale, ns, workflow)),
    );
    // Another ask for the same keys may have joined what this one waited for (the report's), and
    // nothing changed since: the same join, which on 20,000 keys costs the worker tens of ms.
    const joined = !partial && waits.size > 0 && this.lastFor(pageLocale, refs);
    if (joined) return joined.answer;
    const workflows: Record<string, EditorWorkflow> = {};
    namespaces.forEach((ns, i) => (workflows[ns] = perNamespace[i] ?? workflow));
    answer.workflows = workflows;
    for (const [namespace, keys] of byNamespace) {
      const nsWorkflow = workflows[namespace] ?? workflow;
      const flags = this.flags.get(`${locale}|${namespace}`);
      if (flags) answer.flags[namespace] = flags.flags;
      const file = this.entries.file(locale, namespace);
      for (const key of keys) {
        const found = held[at++];
        const cached = file?.get(key) ?? read(namespace, key) ?? found;
        if (!cached) continue;
        const { id } = cached;
        answer.entries[id] = cached.entry;
        // The same rules the service enforces decide what the lens calls read-only.
        const reason = readOnlyReason(cached.entry, nsWorkflow, flags?.flags ?? NO_FLAGS);
        if (reason) answer.readOnly[id] = reasonText(reason);
      }
    }
    if (!partial) {
      const fresh = version === this.version ? until : 0;
      this.last = { pageLocale, refs, version: this.version, until: fresh, answer };
    }
    return answer;
  }

  /**
   * Tells `onFetched` once this request and every other no answer waited for are done (once for a
   * big page, not per request); not for failures alone: asking again at once would fail again.
   */
  private tellWhenDone(request: Promise<unknown>): void {
    this.unawaited.count++;
    const done = (ok: boolean) => {
      this.unawaited.landed ||= ok;
      if (--this.unawaited.count > 0 || !this.unawaited.landed) return;
      this.unawaited.landed = false;
      this.onFetched?.();
    };
    request.then(
      () => done(true),
      () => done(false),
    );
  }

  private fetchChunk(locale: string, namespace: string, keys: string[]): Promise<Fetched> {
    const current = this.clears.since();
    const request = this.client()
      .targetStatus({ locale, namespace, keys })
      .then((res): Fetched => {
        this.version++;
        const at = this.now();
        const read = new Map<string, Cached>();
        for (const key of keys) {
          const before = this.entries.get(locale, namespace, key)?.entry;
          const entry = res.translations[key] ?? null;
          // A status fetched again unchanged stays the same object: reports and the side panel
          // tell changed rows by identity, so a refresh of a big page moves only what changed.
          const kept = sameEntry(before, entry) ? (before ?? null) : entry;
          const cached = { entry: kept, at, id: refId({ namespace, key }) };
          read.set(key, cached);
          if (current()) this.entries.set(locale, namespace, key, cached); // last: kept longest
        }
        if (!current()) return { namespace, read }; // asked with credentials since gone
        this.entries.touch(locale, namespace);
        this.flags.delete(`${locale}|${namespace}`);
        this.flags.set(`${locale}|${namespace}`, {
          flags: { archived: res.archived, busy: res.busy, can_create: res.can_create },
          at,
        });
        this.entries.cap(this.maxEntries);
        capMap(this.flags, this.maxEntries / 10);
        if (res.busy) this.watchFill(locale, namespace, keys[0]!);
        return { namespace, read };
      })
      .finally(() => keys.forEach((k) => this.inflight.delete(locale, namespace, k, request)));
    keys.forEach((k) => this.inflight.set(locale, namespace, k, request));
    return request;
  }

  /** Asks one key of a busy namespace again until the fill has ended (or the service is gone). */
  private watchFill(locale: string, namespace: string, key: string): void {
    const id = `${locale}|${namespace}`;
    if (this.watching.has(id)) return;
    this.watching.add(id);
    const tick = () =>
      setTimeout(async () => {
        // Past the busy TTL the entry is stale: this asks the service.
        const ok = await this.get(locale, [{ namespace, key }]).then(
          () => true,
          () => false,
        );
        const busy = ok && (this.flags.get(id)?.flags.busy ?? false);
        if (ok) this.onFill?.(locale, namespace, !busy);
        if (busy) tick();
        else this.watching.delete(id);
      }, BUSY_TTL_MS + 50);
    tick();
  }
}
