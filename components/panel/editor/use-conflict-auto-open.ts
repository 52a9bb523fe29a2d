import { useEffect, useRef } from 'react';
import type { OutboxEntry } from '../../../lib/messaging/types';
import type { UiStore } from '../../../lib/panel/ui-store';

/** A conflict on the row being edited opens the comparison at once (once per conflict). */
export function useConflictAutoOpen(rowOutbox: readonly OutboxEntry[], store: UiStore) {
  const rowConflictId = rowOutbox.find((e) => e.state === 'conflict')?.id ?? null;
  const shownConflict = useRef<string | null>(null);
  useEffect(() => {
    if (!rowConflictId || shownConflict.current === rowConflictId) return;
    shownConflict.current = rowConflictId;
    store.getState().conflictOpened(rowConflictId);
  }, [rowConflictId, store]);
}
