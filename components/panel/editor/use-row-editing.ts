import type { OutboxEntry } from '../../../lib/messaging/types';
import type { Drafts } from '../../../lib/panel/drafts';
import type { PanelRow } from '../../../lib/panel/key-list';
import type { Ask } from '../../../lib/panel/transport';
import type { UiStore } from '../../../lib/panel/ui-store';
import { useEditSession } from './use-edit-session';
import { useRowWrites } from './use-row-writes';

export interface RowEditingDeps {
  store: UiStore;
  ask: Ask;
  tabId: number | null;
  drafts: Drafts;
  /** The selected row, and every row (to see when a queued save has landed). */
  row: PanelRow | null;
  rows: readonly PanelRow[];
  /** Drafts are kept per project; null when nobody can edit. */
  project: string | null;
  outbox: readonly OutboxEntry[];
  /** The service cannot be reached: writes wait in the outbox. */
  offline?: boolean;
}

/** The edit of the selected row: the text being edited, and its writes. */
export function useRowEditing(deps: RowEditingDeps) {
  const edit = useEditSession(deps);
  const writes = useRowWrites({ ...deps, edit });
  return {
    text: edit.text,
    dirty: edit.dirty,
    pendingText: edit.current?.savedText ?? null,
    draftRestored: edit.current?.draftRestored ?? false,
    onTextChange: edit.onTextChange,
    cancel: edit.cancel,
    undoDiscard: edit.undoDiscard,
    ...writes,
  };
}
