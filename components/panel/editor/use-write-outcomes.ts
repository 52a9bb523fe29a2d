import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OutboxEntry } from '../../../lib/messaging/types';
import { panelKeys } from '../../../lib/panel/queries';
import { NOTICE_MS } from './use-panel-upkeep';
import type { UiStore } from '../../../lib/panel/ui-store';
import { useText } from '../../../lib/panel/use-text';
import { writeOutcome, type TrackedWrite } from '../../../lib/panel/write-outcome';

interface Watched extends TrackedWrite {
  /** The row and kind: a newer save of the same row replaces the older in the outbox. */
  slot: string;
  said: string | null;
  undo?: () => void;
}

/** The last write the user may take back, offered beside its toast for a few seconds. */
export interface Undo {
  /** The toast it belongs to. */
  text: string;
  run(): void;
}

/** Undo lasts as long as its toast. */
export const UNDO_MS = NOTICE_MS;

/**
 * Toasts that follow each queued write to its outcome: "Sending…", then "Saved" only once the
 * service has it, or why it was not. The outbox query is refetched before a write's mutation
 * settles, so the cache already holds the entry (or no longer does, once it was applied).
 */
export function useWriteOutcomes(store: UiStore, outbox: readonly OutboxEntry[], offline: boolean) {
  const t = useText();
  const qc = useQueryClient();
  const watched = useRef(new Map<string, Watched>());
  const latest = useRef({ offline });
  latest.current.offline = offline;

  const [undo, setUndo] = useState<Undo | null>(null);

  function settle(list: readonly OutboxEntry[]) {
    for (const [id, w] of watched.current) {
      const outcome = writeOutcome(w, list, latest.current.offline, t);
      if (outcome.final) watched.current.delete(id);
      if (outcome.text === w.said) continue;
      w.said = outcome.text;
      store.getState().noticeShown(outcome.text);
      // Only a write the service applied can be taken back, and only the last one.
      const run = w.undo;
      setUndo(outcome.text === w.done && run ? { text: w.done, run } : null);
    }
  }

  useEffect(() => settle(outbox), [outbox, offline]);
  useEffect(() => {
    if (!undo) return;
    const t = setTimeout(() => setUndo(null), UNDO_MS);
    return () => clearTimeout(t);
  }, [undo]);

  /**
   * Follows `entry` (the outbox's answer to a write; null: nothing was queued). `undo` queues the
   * write that takes it back, offered once this one was applied.
   */
  function track(entry: OutboxEntry | null, done: string, refused: string, undo?: () => void) {
    setUndo(null);
    if (!entry) return store.getState().noticeShown(done);
    const slot = `${entry.kind}\u0000${entry.action ?? ''}\u0000${entry.locale}\u0000${entry.namespace}\u0000${entry.key}`;
    for (const [id, w] of watched.current) if (w.slot === slot) watched.current.delete(id);
    watched.current.set(entry.id, { id: entry.id, done, refused, slot, said: null, undo });
    settle(qc.getQueryData<OutboxEntry[]>(panelKeys.outbox()) ?? []);
  }

  return { track, undo, undoTaken: () => setUndo(null) };
}
