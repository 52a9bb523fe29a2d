import { useCallback, type RefObject } from 'react';
import type { PanelRow } from './key-list';
import { next } from './review-queue';
import { isTypingTarget } from './shortcuts';
import type { Ask } from './transport';
import type { UiStore } from './ui-store';
import type { useRowEditing } from './use-row-editing';
import { useReviewShortcuts } from './use-review-shortcuts';

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

export interface ReviewCommandDeps {
  store: UiStore;
  /** The rows the list shows, in order: J/K walk them. */
  shown: readonly PanelRow[];
  row: PanelRow | null;
  select(id: string): void;
  edit: ReturnType<typeof useRowEditing>;
  textarea: RefObject<HTMLTextAreaElement | null>;
}

/** What the review queue's keyboard commands do in the panel. */
export function useReviewCommands({
  store,
  shown,
  row,
  select,
  edit,
  textarea,
}: ReviewCommandDeps) {
  const events = store.getState();

  function move(direction: 1 | -1) {
    const id = next(shown, store.getState().selectedId, direction);
    if (id) select(id);
    else events.noticeShown('Nothing else to act on in this list');
  }

  useReviewShortcuts({
    next: () => move(1),
    previous: () => move(-1),
    edit: () => {
      if (!row) return false;
      if (!row.editable) events.noticeShown(`Read-only: ${row.readOnlyReason}`);
      const box = textarea.current;
      box?.focus();
      box?.setSelectionRange(box.value.length, box.value.length); // type after the text
      events.editRequested();
    },
    saveConfirm: () => void edit.saveAndConfirm(),
    reject: () => void edit.transition('reject'),
    approve: () => void edit.transition('approve'),
    cancel: () => {
      const focused = document.activeElement;
      // Esc in the search box clears the search, not the edit.
      if (isTypingTarget(focused) && focused !== textarea.current) return false;
      if (store.getState().conflictId) return events.conflictClosed();
      if (store.getState().question) return events.questionAnswered();
      edit.cancel();
      textarea.current?.blur();
    },
  });
}
