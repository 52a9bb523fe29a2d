import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OutboxEntry } from '../messaging/types';
import { panelKeys } from './queries';
import type { UiStore } from './ui-store';
import { writeOutcome, type TrackedWrite } from './write-outcome';

interface Watched extends TrackedWrite {
  /** The row and kind: a newer save of the same row replaces the older in the outbox. */
  slot: string;
  said: string | null;
}

/**
 * Toasts that follow each queued write to its outcome: "Sending…", then "Saved" only once the
 * service has it, or why it was not. The outbox query is refetched before a write's mutation
 * settles, so the cache already holds the entry (or no longer does, once it was applied).
 */
export function useWriteOutcomes(store: UiStore, outbox: readonly OutboxEntry[], offline: boolean) {
  const qc = useQueryClient();
  const watched = useRef(new Map<string, Watched>());
  const latest = useRef({ offline });
  latest.current.offline = offline;

  function settle(list: readonly OutboxEntry[]) {
    for (const [id, w] of watched.current) {
      const outcome = writeOutcome(w, list, latest.current.offline);
      if (outcome.final) watched.current.delete(id);
      if (outcome.text === w.said) continue;
      w.said = outcome.text;
      store.getState().noticeShown(outcome.text);
    }
  }

  useEffect(() => settle(outbox), [outbox, offline]);

  /** Follows `entry` (the outbox's answer to a write; null: nothing was queued). */
  return function track(entry: OutboxEntry | null, done: string, refused: string) {
    if (!entry) return store.getState().noticeShown(done);
    const slot = `${entry.kind}\u0000${entry.action ?? ''}\u0000${entry.locale}\u0000${entry.namespace}\u0000${entry.key}`;
    for (const [id, w] of watched.current) if (w.slot === slot) watched.current.delete(id);
    watched.current.set(entry.id, { id: entry.id, done, refused, slot, said: null });
    settle(qc.getQueryData<OutboxEntry[]>(panelKeys.outbox()) ?? []);
  };
}
