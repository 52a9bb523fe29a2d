import { useRef } from 'react';
import type { PanelRow } from '../../../lib/panel/key-list';

/**
 * The row the editor shows. While the service cannot be reached no row opens (its state and rules
 * are unknown), but the row already open stays open with its last known state: what the user is
 * typing stays in front of them, and its save waits in the outbox.
 */
export function useOpenRow(
  rows: readonly PanelRow[],
  selectedId: string | null,
  offline: boolean,
): PanelRow | null {
  const lastOpen = useRef<PanelRow | null>(null);
  if (offline) return lastOpen.current?.id === selectedId ? lastOpen.current : null;
  lastOpen.current = rows.find((r) => r.id === selectedId) ?? null;
  return lastOpen.current;
}
