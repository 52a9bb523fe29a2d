import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TransitionAction } from '../../../lib/contract/editor';
import type { OutboxEntry } from '../../../lib/messaging/types';
import type { MessageKey } from '../../../lib/ui-text/catalogues';
import { isSessionExpired, type ErrorLike } from '../../../lib/panel/auth-messages';
import { draftId, type DraftRef, type Drafts } from '../../../lib/panel/drafts';
import type { PanelRow } from '../../../lib/panel/key-list';
import { panelKeys, panelMutations } from '../../../lib/panel/queries';
import { reasonIn } from '../../../lib/panel/reason-text';
import { buttonVerdicts, confirmAfterSave } from '../../../lib/panel/row-actions';
import type { Ask } from '../../../lib/panel/transport';
import type { Question, QuestionAnswer, UiStore } from '../../../lib/panel/ui-store';
import { keyRefOf, type EditSession } from './use-edit-session';
import { lockPublishes, saveTakesOffSite } from '../../../lib/panel/live-guards';
import { useText } from '../../../lib/panel/use-text';
import { useWriteOutcomes } from './use-write-outcomes';
import { INVERSE } from '../../../lib/panel/write-outcome';
import { placeholderHold } from '../../../lib/panel/placeholder-hold';

export interface RowWritesDeps {
  store: UiStore;
  ask: Ask;
  drafts: Drafts;
  /** The selected row, and every row (to see when a queued save has landed). */
  row: PanelRow | null;
  rows: readonly PanelRow[];
  outbox: readonly OutboxEntry[];
  edit: EditSession;
  /** The service cannot be reached: writes wait in the outbox. */
  offline?: boolean;
}

/**
 * What each transition's toast says once done (with what a served text's change means for the
 * page open beside the panel, whose text is not live), and when it was refused.
 */
const DONE = (action: TransitionAction): MessageKey => `write.done.${action}`;
const REFUSED = (action: TransitionAction): MessageKey => `write.refused.${action}`;
const LABEL = (action: TransitionAction | 'save'): MessageKey => `action.${action}`;

const sameRef = (e: OutboxEntry, r: DraftRef) =>
  e.locale === r.locale && e.namespace === r.namespace && e.key === r.key;

/**
 * The selected row's writes: save, the workflow's transitions, and resolving a conflict. Nothing
 * typed is lost: a saved draft is kept until the service has its text.
 */
export function useRowWrites(deps: RowWritesDeps) {
  const { store, ask, drafts, row, rows, outbox, edit } = deps;
  const t = useText();
  const qc = useQueryClient();
  const save = useMutation(panelMutations.save(ask, qc));
  const transition = useMutation(panelMutations.transition(ask, qc));
  const resolve = useMutation(panelMutations.resolve(ask, qc));
  const notice = (text: string) => store.getState().noticeShown(text);
  const unavailable = (action: TransitionAction | 'save', reason: string) =>
    t('write.unavailable', { action: t(LABEL(action)), reason: reasonIn(t, reason) });
  const outcomes = useWriteOutcomes(store, outbox, deps.offline ?? false);
  const { track } = outcomes;

  /** Queues `action` on a row (not necessarily the selected one), as Undo does. */
  async function undoWith(send: () => Promise<OutboxEntry | null>, what: string) {
    outcomes.undoTaken();
    try {
      track(await send(), t('write.undone', { what }), t('write.notUndone', { what }));
    } catch (err) {
      failed(err);
    }
  }
  const { current, dirty, locale, ref } = edit;

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

  function failed(err: unknown) {
    const e = err as ErrorLike;
    if (isSessionExpired(e)) void qc.invalidateQueries({ queryKey: panelKeys.auth() });
    notice(isSessionExpired(e) ? t('auth.sessionExpired') : (e.message ?? t('common.wrong')));
  }

  /** Why Confirm waits for the user's say-so: the box's placeholders differ from the source. */
  const placeholdersHold = () =>
    row && placeholderHold(row.source, edit.text, store.getState().placeholdersOk === row.id);

  /** Whether the save must wait for the user: it would take a served row off the site. */
  function askFirst(then: 'save' | 'saveConfirm'): boolean {
    if (!row || !saveTakesOffSite(row.entry)) return false;
    store.getState().questionAsked({ kind: 'live-edit', rowId: row.id, then });
    return true;
  }

  /** `after`: what "Saved" becomes once the save landed (the confirm that cannot follow). */
  async function saveText(confirmed = false, after?: string): Promise<boolean> {
    if (!row || !current || !dirty || !locale) return false;
    const v = buttonVerdicts(row.entry, row.context, { dirty }).save;
    if (!v.allowed) return (notice(unavailable('save', v.reason)), false);
    if (!confirmed && askFirst('save')) return false;
    const sent = current.text;
    if (ref) {
      drafts.set(ref, sent, current.baseText);
      await drafts.flush();
    }
    let queued: OutboxEntry | null;
    try {
      queued = await save.mutateAsync({
        ...keyRefOf(row),
        locale,
        text: sent,
        baseText: current.baseText,
      });
    } catch (err) {
      failed(err);
      return false;
    }
    store.getState().saveQueued(sent);
    if (ref) awaiting.current.set(draftId(ref), { ref, rowId: row.id, text: sent, seen: false });
    const [rowId, where, before] = [row.id, { ...keyRefOf(row), locale }, current.baseText];
    // Undo saves the text the row had before, on top of this save.
    const undo = () =>
      void undoWith(async () => {
        const back = await save.mutateAsync({ ...where, text: before, baseText: sent });
        if (store.getState().selectedId === rowId) {
          store.getState().textTyped(before);
          store.getState().saveQueued(before);
        }
        return back;
      }, t('write.previousBack'));
    const saved = after ? t('write.savedThen', { after }) : t('write.saved');
    track(queued, saved, t('write.notSaved'), undo);
    return true;
  }

  /** Whether the write was queued (false: refused, or waiting for the user's answer). */
  async function runTransition(
    action: TransitionAction,
    checked = false,
    reason?: string,
  ): Promise<boolean> {
    if (!row || !locale) return false;
    const ask = (q: Question) => (store.getState().questionAsked(q), false);
    if (!checked) {
      const v = buttonVerdicts(row.entry, row.context, {
        dirty,
        pendingText: current?.savedText,
        text: current?.text,
      })[action];
      const why = v.allowed ? (action === 'confirm' ? placeholdersHold() : null) : v.reason;
      if (why) return (notice(unavailable(action, why)), false);
      // A lock serves the row's text as it is: the user sees that text and says yes first.
      if (action === 'lock' && lockPublishes(row.entry, current?.savedText ?? null) !== null)
        return ask({ kind: 'lock', rowId: row.id });
      // The translator is told why: a reject first asks for a reason (which may stay empty).
      if (action === 'reject') return ask({ kind: 'reject', rowId: row.id });
    }
    try {
      const queued = await transition.mutateAsync({
        ...keyRefOf(row),
        locale,
        action,
        ...(reason && { reason }),
      });
      const [inverse, where] = [INVERSE[action], { ...keyRefOf(row), locale }];
      const undo =
        inverse &&
        (() =>
          void undoWith(
            () => transition.mutateAsync({ ...where, action: inverse }),
            t('write.takenBack', { action: t(LABEL(action)) }),
          ));
      track(queued, t(DONE(action)), t(REFUSED(action)), undo);
      return true;
    } catch (err) {
      failed(err);
      return false;
    }
  }

  /** Ctrl+Enter: save what changed, then confirm when the rules allow it for the saved row. */
  async function saveAndConfirm(confirmed = false): Promise<boolean> {
    if (!row) return false;
    if (!dirty) return runTransition('confirm');
    if (!confirmed && askFirst('saveConfirm')) return false;
    const rules = confirmAfterSave(row.entry, edit.text, row.context);
    const hold = placeholdersHold();
    const after = hold && rules.allowed ? { allowed: false as const, reason: hold } : rules;
    // Saved but not confirmed: the row still waits for this user, so the queue stays on it.
    if (!after.allowed)
      return (
        await saveText(true, t('write.notConfirmed', { reason: reasonIn(t, after.reason) })),
        false
      );
    if (!(await saveText(true))) return false;
    return runTransition('confirm', true);
  }

  /** The user's answer to the question a live row's save or lock, or a reject, asked. */
  async function answer(choice: QuestionAnswer, reason?: string): Promise<boolean> {
    const question = store.getState().question;
    store.getState().questionAnswered();
    if (!question || !row || question.rowId !== row.id || choice === 'cancel') return false;
    if (question.kind === 'lock') return runTransition('lock', true);
    if (question.kind === 'reject')
      return runTransition('reject', true, reason?.trim() || undefined);
    if (choice === 'draft') return question.then === 'save' ? saveText(true) : saveAndConfirm(true);
    // Save, then approve: two writes the outbox sends in order, so the row stays served.
    if (!(await saveText(true)) || !(await runTransition('approve', true))) return false;
    notice(t('write.savedApproved'));
    return true;
  }

  async function resolveConflict(entry: OutboxEntry, choice: 'mine' | 'theirs') {
    try {
      await resolve.mutateAsync({ id: entry.id, choice });
    } catch (err) {
      return failed(err);
    }
    store.getState().conflictClosed();
    const entryRef = edit.refOf(entry);
    if (choice === 'mine') return notice(t('write.mineQueued'));
    if (entryRef) void drafts.clear(entryRef);
    const theirs = entry.theirs?.text ?? '';
    if (row && entryRef && row.namespace === entry.namespace && row.key === entry.key)
      store
        .getState()
        .editOpened({ rowId: row.id, text: theirs, baseText: theirs, draftRestored: false });
    notice(t('write.theirsKept'));
  }

  return {
    writing: save.isPending || transition.isPending || resolve.isPending,
    save: () => saveText(),
    saveAndConfirm: () => saveAndConfirm(),
    answer,
    transition: (action: TransitionAction) => runTransition(action),
    resolveConflict,
    undo: outcomes.undo,
  };
}
