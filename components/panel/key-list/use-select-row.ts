import { useCallback } from 'react';
import type { PanelRow } from '../../../lib/panel/key-list';
import type { Ask } from '../../../lib/panel/transport';
import type { UiStore } from '../../../lib/panel/ui-store';

/**
 * Selecting a row: the panel shows it and the page scrolls to the key. Stable, so the (memoised)
 * list does not re-render on every keystroke in the editor.
 */
export function useSelectRow(
  ask: Ask,
  tabId: number | null,
  rows: readonly PanelRow[],
  store: UiStore,
) {
  return useCallback(
    (id: string) => {
      store.getState().rowSelected(id);
      const r = rows.find((x) => x.id === id);
      if (r && tabId !== null)
        ask('key.reveal', { tabId, ref: { namespace: r.namespace, key: r.key } }).catch(() => {});
    },
    [rows, tabId, ask, store],
  );
}
