import { useRef, type RefObject } from 'react';
import type { PanelRow } from '../../../lib/panel/key-list';
import { next } from '../../../lib/panel/review-queue';
import { verdict } from '../../../lib/panel/row-actions';
import { isTypingTarget } from './shortcuts';
import type { QuestionAnswer, UiStore } from '../../../lib/panel/ui-store';
import { useText } from '../../../lib/panel/use-text';
import { useReviewShortcuts } from './use-review-shortcuts';

/** What the review commands do to the selected row's edit (the editor's `useRowEditing`). */
export interface ReviewedEdit {
  saveAndConfirm(): Promise<boolean>;
  transition(action: 'approve' | 'reject'): Promise<boolean>;
  answer(choice: QuestionAnswer, reason?: string): Promise<boolean>;
  cancel(): void;
}

export interface ReviewCommandDeps {
  store: UiStore;
  /** The rows the list shows, in order: J/K walk them. */
  shown: readonly PanelRow[];
  row: PanelRow | null;
  select(id: string): void;
  edit: ReviewedEdit;
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** Escape reached the panel's commands: the page's hover card goes too. */
  onEscape?(): void;
}

/**
 * What the review queue's keyboard commands do in the panel. After Ctrl+Enter, A or R has queued
 * its write (a reject once its reason is given), the queue moves on to the next row and focus
 * goes with it: to the text box when that row is work to write, else to the list.
 */
export function useReviewCommands({
  store,
  shown,
  row,
  select,
  edit,
  textarea,
  onEscape,
}: ReviewCommandDeps) {
  const t = useText();
  const events = store.getState();
  /** The row a keyboard command is acting on, so its answer (a reject's reason) moves on too. */
  const keyed = useRef<string | null>(null);

  function move(direction: 1 | -1): PanelRow | null {
    const id = next(shown, store.getState().selectedId, direction);
    if (id) select(id);
    else events.noticeShown(t('review.nothingElse'));
    return shown.find((r) => r.id === id) ?? null;
  }

  function advance(from: string) {
    if (keyed.current !== from) return;
    keyed.current = null;
    const to = move(1);
    const write = to && to.editable && !verdict('approve', to.entry, to.context).allowed;
    // After React has shown the next row: its text box, or the list (where A and J work).
    setTimeout(() => {
      const target = write
        ? textarea.current
        : document.querySelector<HTMLElement>('[role=listbox]');
      target?.focus();
    }, 0);
  }

  async function keyedWrite(run: () => Promise<boolean>) {
    if (!row) return;
    keyed.current = row.id;
    if (await run()) advance(row.id);
  }

  useReviewShortcuts({
    next: () => void move(1),
    previous: () => void move(-1),
    edit: () => {
      if (!row) return false;
      if (!row.editable) events.noticeShown(`Read-only: ${row.readOnlyReason}`);
      const box = textarea.current;
      box?.focus();
      box?.setSelectionRange(box.value.length, box.value.length); // type after the text
      events.editRequested();
    },
    saveConfirm: () => void keyedWrite(edit.saveAndConfirm),
    reject: () => void keyedWrite(() => edit.transition('reject')),
    approve: () => void keyedWrite(() => edit.transition('approve')),
    cancel: () => {
      const focused = document.activeElement;
      // Esc in the search box clears the search, not the edit.
      // A plural's form fields are the text box too.
      const inBox = focused === textarea.current || !!focused?.closest('.forms');
      if (isTypingTarget(focused) && !inBox) return false;
      keyed.current = null;
      onEscape?.();
      if (store.getState().conflictId) return events.conflictClosed();
      if (store.getState().question) return events.questionAnswered();
      edit.cancel();
      textarea.current?.blur();
    },
  });

  /** A question's answer (a reject's reason, a live row's save): the queue moves on after it. */
  return async function answer(choice: QuestionAnswer, reason?: string) {
    const from = row?.id ?? null;
    if ((await edit.answer(choice, reason)) && from) advance(from);
    else if (choice === 'cancel') keyed.current = null;
  };
}
