import { useEffect, useRef } from 'react';
import type { KeyRef } from '../../../lib/messaging/types';
import { refId } from '../../../lib/messaging/ref-id';
import type { PanelTransport } from '../../../lib/panel/transport';
import type { UiStore } from '../../../lib/panel/ui-store';

/**
 * A key picked on the page (Alt+click) selects its row here; the page already shows it. Picking
 * the same key again is a new selection too, hence the flag set by the broadcast. While an edit
 * is changed or has the focus, the pick is only offered: what the user types next must not land
 * in a row the page chose.
 */
export function usePageSelection(
  transport: PanelTransport,
  tabId: number | null,
  picked: { selected: KeyRef | null; at: number } | null,
  store: UiStore,
  editing: () => boolean,
) {
  const pageSelection = picked?.selected ? refId(picked.selected) : null;
  const lastPicked = useRef<string | null>(null);
  const pickedAgain = useRef(false);
  useEffect(
    () =>
      transport.subscribe((e) => {
        if (e.reason === 'selection' && (e.tabId ?? tabId) === tabId) pickedAgain.current = true;
      }),
    [transport, tabId],
  );
  useEffect(() => {
    if (!pageSelection || (pageSelection === lastPicked.current && !pickedAgain.current)) return;
    lastPicked.current = pageSelection;
    pickedAgain.current = false;
    if (editing()) store.getState().pageSelectionOffered(pageSelection);
    else store.getState().rowSelected(pageSelection);
  }, [pageSelection, picked?.at, store]);
}
