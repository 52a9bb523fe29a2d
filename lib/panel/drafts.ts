import { storage } from 'wxt/utils/storage';

/**
 * Drafts, kept as you type so that nothing typed is lost: not to a closed panel, a stopped
 * browser or an expired session. One entry per (project, locale, namespace, key).
 */

export interface DraftRef {
  project: string;
  locale: string;
  namespace: string;
  key: string;
}

export interface Draft {
  text: string;
  /** The row's text when editing started: the save's `baseText`, guarding against conflicts. */
  baseText: string | null;
  updatedAt: number;
}

export const draftsItem = storage.defineItem<Record<string, Draft>>('local:drafts', {
  fallback: {},
  version: 1,
});

export const draftId = (ref: DraftRef) =>
  [ref.project, ref.locale, ref.namespace, ref.key].join('\u0000');

/** Drafts untouched for this long are dropped on the next write. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Drafts {
  get(ref: DraftRef): Promise<Draft | null>;
  /** Debounced: typing writes storage at most once per `delayMs`. */
  set(ref: DraftRef, text: string, baseText: string | null): void;
  /** Removes the draft now (and any write of it still waiting). */
  clear(ref: DraftRef): Promise<void>;
  /** Writes what is waiting now, e.g. when the panel is being closed. */
  flush(): Promise<void>;
}

export function createDrafts({ delayMs = 300, now = Date.now } = {}): Drafts {
  /** Waiting writes; null deletes. */
  const waiting = new Map<string, Draft | null>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Writes are read-modify-write of one item: chain them so two never interleave.
  let chain: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return chain;
    const changes = [...waiting];
    waiting.clear();
    chain = chain.then(async () => {
      const all = { ...(await draftsItem.getValue()) };
      for (const [id, draft] of changes) {
        if (draft) all[id] = draft;
        else delete all[id];
      }
      const cutoff = now() - DRAFT_MAX_AGE_MS;
      for (const [id, draft] of Object.entries(all)) if (draft.updatedAt < cutoff) delete all[id];
      await draftsItem.setValue(all);
    });
    return chain;
  }

  return {
    async get(ref) {
      const id = draftId(ref);
      if (waiting.has(id)) return waiting.get(id) ?? null;
      await chain;
      return (await draftsItem.getValue())[id] ?? null;
    },
    set(ref, text, baseText) {
      waiting.set(draftId(ref), { text, baseText, updatedAt: now() });
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    clear(ref) {
      waiting.set(draftId(ref), null);
      return flush();
    },
    flush,
  };
}
