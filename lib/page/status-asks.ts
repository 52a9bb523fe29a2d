import { emptyAnswer } from '../messaging/empty-answer';
import { refId } from '../messaging/ref-id';
import type { Send } from '../messaging/send';
import { LIVE_ASK_MS, STATUS_TTL_MS } from '../messaging/status-ttl';
import type { KeyRef, StatusAnswer } from '../messaging/types';
import { isTarget } from './lens-items';

export interface StatusAsksDeps {
  send: Send;
  /** The page's locale now: none, nothing to ask. */
  locale(): string | null;
  /** The page's keys now (repeats are fine: the background takes each key once). */
  keys(): readonly KeyRef[];
  /**
   * An ask settled: draw. `problem` is what a failed ask said, null when it succeeded, undefined
   * when nothing was asked; `back`: it succeeded after one failed (what that one missed is read
   * again).
   */
  settled(problem: string | null | undefined, back?: boolean): void;
}

/** The answer for more keys: what the lens draws of a key is its entry and read-only reason. */
const withEntries = (old: StatusAnswer, fresh: StatusAnswer): StatusAnswer => ({
  ...fresh,
  entries: { ...old.entries, ...fresh.entries },
  readOnly: { ...old.readOnly, ...fresh.readOnly },
});

/**
 * The statuses of the page's keys, asked of the background one request at a time (changes while
 * one is out ask once more when it is answered). A change of the page asks only for the keys
 * with no status yet, and another user's save only for the keys it names; every key is asked for
 * when `refresh(true)` says statuses changed, when the page's locale changed, and after
 * `STATUS_TTL_MS` (the background reads a status again after that long; `LIVE_ASK_MS` while it
 * follows the row stream). A big page that changes often moves the statuses of what changed, not
 * of every key.
 */
export function statusAsks(deps: StatusAsksDeps) {
  let answer: StatusAnswer | undefined;
  /** The page locale `answer` is for, and when every key was last asked. */
  let answerFor: string | null = null;
  let allAt = -Infinity;
  let all = false;
  /** Keys whose status changed (another user's save): asked again with the next ask. */
  const stale = new Set<string>();
  let asking: Promise<void> | null = null;
  let again = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let down = false;
  let stopped = false;

  function refresh(every = false, changed?: readonly KeyRef[]): Promise<void> {
    all ||= every;
    for (const ref of changed ?? []) stale.add(refId(ref));
    if (asking) {
      again = true;
      return asking;
    }
    asking = ask().finally(() => {
      asking = null;
      if (again && !stopped) {
        again = false;
        void refresh();
      }
    });
    return asking;
  }

  async function ask(): Promise<void> {
    const locale = deps.locale();
    if (!locale) {
      answer = emptyAnswer();
      answerFor = null;
      return deps.settled(undefined);
    }
    // While the background follows the row stream it says what changes: no need to ask every key.
    const due = answer?.live ? LIVE_ASK_MS : STATUS_TTL_MS;
    const every = all || !answer || answerFor !== locale || Date.now() - allAt >= due;
    // A non-target answer (no workflow, the source language) holds for every key.
    const keys = every
      ? deps.keys()
      : isTarget(answer!)
        ? deps.keys().filter((k) => {
            const id = refId(k);
            return answer!.entries[id] === undefined || stale.has(id);
          })
        : [];
    if (!every && keys.length === 0) return deps.settled(undefined);
    if (every) [all, allAt] = [false, Date.now()];
    const refs = keys.map(({ namespace, key }) => ({ namespace, key }));
    const res = await deps.send('status.get', { locale, refs });
    if (res.ok) {
      answer = every ? res.value : withEntries(answer!, res.value);
      answerFor = locale;
      // A changed key stays to be asked until an ask for it succeeds.
      if (every) stale.clear();
      else for (const r of refs) stale.delete(refId(r));
    }
    clearTimeout(retry);
    // The service did not answer: said in the legend, and asked again a little later. A partial
    // answer kept within the tab's request budget: the keys left out are asked for in 5 s.
    if (!res.ok || res.value.partial) retry = setTimeout(refresh, res.ok ? 5000 : 10_000);
    const back = res.ok && down;
    down = !res.ok;
    if (!stopped) deps.settled(res.ok ? null : res.error.message, back);
  }

  return {
    get answer() {
      return answer;
    },
    refresh,
    stop() {
      stopped = true;
      clearTimeout(retry);
    },
  };
}
