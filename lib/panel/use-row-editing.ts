import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { TransitionAction } from '../contract/editor';
import type { KeyRef, OutboxEntry } from '../messaging/types';
import { isSessionExpired, SESSION_EXPIRED_TEXT, type ErrorLike } from './auth-messages';
import { draftId, type DraftRef, type Drafts } from './drafts';
import type { PanelRow } from './key-list';
import { panelKeys, panelMutations } from './queries';
import { BUTTON_LABEL, buttonVerdicts, confirmAfterSave } from './row-actions';
import type { Ask } from './transport';
import type { UiStore } from './ui-store';
import { usePagePreview } from './use-page-preview';

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
}

const DONE: Partial<Record<TransitionAction, string>> = {
  confirm: 'Confirmed',
  reject: 'Rejected',
  approve: 'Approved',
  unapprove: 'Unapproved',
  lock: 'Locked',
  unlock: 'Unlocked',
};

const sameRef = (e: OutboxEntry, r: DraftRef) =>
  e.locale === r.locale && e.namespace === r.namespace && e.key === r.key;

/**
 * The edit of the selected row: drafts as you type, the page preview, and the writes. Nothing
 * typed is lost: the draft stays until the service has the text (issue 4 §4).
 */
export function useRowEditing({
  store,
  ask,
  tabId,
  drafts,
  row,
  rows,
  project,
  outbox,
}: RowEditingDeps) {
  const qc = useQueryClient();
  const save = useMutation(panelMutations.save(ask, qc));
  const transition = useMutation(panelMutations.transition(ask, qc));
  const resolve = useMutation(panelMutations.resolve(ask, qc));
  const session = useStore(store, (s) => s.session);
  const notice = (text: string) => store.getState().noticeShown(text);

  const entryText = row?.entry?.text ?? '';
  const known = row !== null && row.entry !== undefined;
  const locale = row?.context.locale ?? null;
  const refOf = (r: { namespace: string; key: string; locale?: string | null }): DraftRef | null =>
    project && (r.locale ?? locale)
      ? { project, locale: (r.locale ?? locale)!, ...keyRefOf(r) }
      : null;
  const ref = row ? refOf(row) : null;
  const refKey = ref ? draftId(ref) : null;
  const current = session && row && session.rowId === row.id ? session : null;
  const text = current?.text ?? entryText;
  const baseline = current?.savedText ?? entryText;
  const dirty = current !== null && current.text !== baseline;

  // Open the row: from its draft when one differs from the service's text.
  useEffect(() => {
    if (!row || !known || store.getState().session?.rowId === row.id) return;
    let live = true;
    void (async () => {
      const draft = ref ? await drafts.get(ref).catch(() => null) : null;
      // Typing before the draft was read opened the session already: what was typed wins.
      if (!live || store.getState().session?.rowId === row.id) return;
      const restore = draft !== null && draft.text !== entryText;
      if (draft && !restore) void drafts.clear(ref!);
      store.getState().editOpened({
        rowId: row.id,
        text: restore ? draft.text : entryText,
        baseText: restore ? (draft.baseText ?? entryText) : entryText,
        draftRestored: restore,
      });
    })();
    return () => void (live = false);
    // The row object changes on every refetch; its id, status and draft key are what matter.
  }, [row?.id, known, refKey]);

  // Follow the service: a queued save landed, or the row changed while nothing was typed.
  useEffect(() => {
    const s = store.getState().session;
    if (!s || !row || s.rowId !== row.id || !known) return;
    if (s.savedText !== null && entryText === s.savedText) store.getState().saveLanded();
    else if (
      s.savedText === null &&
      !s.draftRestored &&
      s.text === s.baseText &&
      entryText !== s.text
    )
      store
        .getState()
        .editOpened({ rowId: row.id, text: entryText, baseText: entryText, draftRestored: false });
  }, [row?.id, entryText, known]);

  // Drafts of queued saves are cleared once the outbox no longer holds them and the row has them.
  const awaiting = useRef(
    new Map<string, { ref: DraftRef; rowId: string; text: string; seen: boolean }>(),
  );
  useEffect(() => {
    for (const [id, a] of awaiting.current) {
      const listed = outbox.some((e) => e.kind === 'save' && sameRef(e, a.ref));
      if (listed) a.seen = true;
      else if (a.seen || rows.find((r) => r.id === a.rowId)?.entry?.text === a.text) {
        awaiting.current.delete(id);
        void drafts.clear(a.ref);
      }
    }
  }, [outbox, rows, drafts]);

  const preview = usePagePreview(ask, `${tabId}\u0000${row?.id}`, (answer) =>
    store.getState().previewAnswered(answer),
  );

  function failed(err: unknown) {
    const e = err as ErrorLike;
    if (isSessionExpired(e)) void qc.invalidateQueries({ queryKey: panelKeys.auth() });
    notice(isSessionExpired(e) ? SESSION_EXPIRED_TEXT : (e.message ?? 'Something went wrong'));
  }

  function onTextChange(next: string) {
    if (!row || !known) return;
    const base = current?.baseText ?? entryText;
    if (current) store.getState().textTyped(next);
    else
      store
        .getState()
        .editOpened({ rowId: row.id, text: next, baseText: base, draftRestored: false });
    store.getState().editRequested();
    if (ref) {
      if (next === entryText && !current?.savedText) void drafts.clear(ref);
      else drafts.set(ref, next, base);
    }
    if (tabId !== null) preview.show({ tabId, ref: keyRefOf(row) }, next);
  }

  async function saveText(): Promise<boolean> {
    if (!row || !current || !dirty || !locale) return false;
    const v = buttonVerdicts(row.entry, row.context, { dirty }).save;
    if (!v.allowed) return (notice(`Save is not available: ${v.reason}`), false);
    const sent = current.text;
    if (ref) {
      drafts.set(ref, sent, current.baseText);
      await drafts.flush();
    }
    try {
      await save.mutateAsync({ ...keyRefOf(row), locale, text: sent, baseText: current.baseText });
    } catch (err) {
      failed(err);
      return false;
    }
    store.getState().saveQueued(sent);
    if (ref) awaiting.current.set(draftId(ref), { ref, rowId: row.id, text: sent, seen: false });
    notice('Saved');
    return true;
  }

  async function runTransition(action: TransitionAction, checked = false) {
    if (!row || !locale) return;
    if (!checked) {
      const v = buttonVerdicts(row.entry, row.context, { dirty, pendingText: current?.savedText })[
        action
      ];
      if (!v.allowed) return notice(`${BUTTON_LABEL[action]} is not available: ${v.reason}`);
    }
    try {
      await transition.mutateAsync({ ...keyRefOf(row), locale, action });
      notice(DONE[action] ?? 'Done');
    } catch (err) {
      failed(err);
    }
  }

  /** Ctrl+Enter: save what changed, then confirm when the rules allow it for the saved row. */
  async function saveAndConfirm() {
    if (!row) return;
    if (!dirty) return runTransition('confirm');
    const after = confirmAfterSave(row.entry, text, row.context);
    if (!(await saveText())) return;
    if (!after.allowed) return notice(`Saved. Not confirmed: ${after.reason}`);
    await runTransition('confirm', true);
  }

  /** Esc: the page shows its own text again and the box the row's, without the draft. */
  function cancel() {
    preview.restore();
    if (ref && current?.savedText == null) void drafts.clear(ref);
    store.getState().editCancelled(baseline);
  }

  function undoDiscard() {
    const d = store.getState().discarded;
    store.getState().discardUndone();
    if (ref && current && d?.rowId === current.rowId) drafts.set(ref, d.text, current.baseText);
  }

  async function resolveConflict(entry: OutboxEntry, choice: 'mine' | 'theirs') {
    try {
      await resolve.mutateAsync({ id: entry.id, choice });
    } catch (err) {
      return failed(err);
    }
    store.getState().conflictClosed();
    const entryRef = refOf(entry);
    if (choice === 'mine') return notice('Your version is queued again');
    if (entryRef) void drafts.clear(entryRef);
    const theirs = entry.theirs?.text ?? '';
    if (row && entryRef && row.namespace === entry.namespace && row.key === entry.key)
      store
        .getState()
        .editOpened({ rowId: row.id, text: theirs, baseText: theirs, draftRestored: false });
    notice('Their version is kept');
  }

  return {
    text,
    dirty,
    pendingText: current?.savedText ?? null,
    draftRestored: current?.draftRestored ?? false,
    writing: save.isPending || transition.isPending || resolve.isPending,
    onTextChange,
    save: saveText,
    saveAndConfirm,
    transition: runTransition,
    cancel,
    undoDiscard,
    resolveConflict,
  };
}

/** Just the key of a row or entry, as a message names it. */
const keyRefOf = (r: KeyRef): KeyRef => ({ namespace: r.namespace, key: r.key });
