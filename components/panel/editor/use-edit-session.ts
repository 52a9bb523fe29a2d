import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { KeyRef } from '../../../lib/messaging/types';
import { draftId, type DraftRef, type Drafts } from '../../../lib/panel/drafts';
import type { PanelRow } from '../../../lib/panel/key-list';
import type { Ask } from '../../../lib/panel/transport';
import type { UiStore } from '../../../lib/panel/ui-store';
import { usePagePreview } from './use-page-preview';

export interface EditSessionDeps {
  store: UiStore;
  ask: Ask;
  tabId: number | null;
  drafts: Drafts;
  row: PanelRow | null;
  /** Drafts are kept per project; null when nobody can edit. */
  project: string | null;
}

/** Just the key of a row or entry, as a message names it. */
export const keyRefOf = (r: KeyRef): KeyRef => ({ namespace: r.namespace, key: r.key });

/**
 * The text being edited in the selected row: opened from its draft, kept as a draft as you type,
 * previewed in the page, following the service while nothing is typed, and cancelled.
 */
export function useEditSession({ store, ask, tabId, drafts, row, project }: EditSessionDeps) {
  const session = useStore(store, (s) => s.session);
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

  // The same key in another language or project is another row: what was typed belongs to the
  // last one (its draft keeps it), and this one opens from its own text or draft.
  const openedFor = useRef(refKey);
  useEffect(() => {
    const before = openedFor.current;
    openedFor.current = refKey;
    if (before !== null && before !== refKey && store.getState().session)
      store.getState().rowRetargeted();
  }, [refKey]);

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

  const preview = usePagePreview(ask, `${tabId}\u0000${row?.id}`, (answer) =>
    store.getState().previewAnswered(answer),
  );

  /** `shown`: what the page previews, when not `next` itself (the plural form being typed). */
  function onTextChange(next: string, shown?: string) {
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
    if (tabId !== null) preview.show({ tabId, ref: keyRefOf(row) }, shown ?? next);
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

  return { current, text, dirty, locale, ref, refOf, onTextChange, cancel, undoDiscard };
}

export type EditSession = ReturnType<typeof useEditSession>;
