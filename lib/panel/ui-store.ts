import { createStore } from 'zustand/vanilla';
import type { PreviewResult } from '../messaging/types';
import { NO_FILTERS, type KeyFilters } from './key-list';

/**
 * The panel's UI state only: what is selected, filtered, being typed and looked at. Service data
 * stays in TanStack Query. Actions are named for what happened (`rowSelected`), not how the
 * state changes.
 */

/** The text being edited for one row. */
export interface EditSession {
  rowId: string;
  text: string;
  /** The row's text when editing started: the save's `baseText`. */
  baseText: string;
  /** The text of the last queued save, until the service's row shows it. */
  savedText: string | null;
  /** The text came from a stored draft. */
  draftRestored: boolean;
}

/**
 * A write that changes what customers see, held until the user answers: a save that takes a
 * delivered row off the site (then save, or save and confirm), or a lock that publishes the text.
 */
export type Question =
  | { kind: 'live-edit'; rowId: string; then: 'save' | 'saveConfirm' }
  | { kind: 'lock'; rowId: string }
  /** Not about customers: a reject waits for its optional reason. */
  | { kind: 'reject'; rowId: string };

/** How the user answers a question: which write to make, or none. */
export type QuestionAnswer = 'draft' | 'live' | 'lock' | 'reject' | 'cancel';

/** What the page answers to `preview.set`: whether the new text fits its element. */
export type PreviewAnswer = PreviewResult;

export interface UiState {
  selectedId: string | null;
  filters: KeyFilters;
  mode: 'browse' | 'editing';
  session: EditSession | null;
  preview: PreviewAnswer | null;
  /** The outbox entry whose conflict is shown. */
  conflictId: string | null;
  /** A short message for the last keyboard command or write, read by screen readers. */
  notice: string | null;
  /** The last edit Esc threw away, so it can be brought back. */
  discarded: { rowId: string; text: string } | null;
  question: Question | null;
  /** A row the page selected while an edit was open: offered, never switched to by itself. */
  offeredId: string | null;
  /** The row whose placeholder difference the user said is right (Confirm anyway). */
  placeholdersOk: string | null;
}

export interface UiEvents {
  rowSelected(id: string | null): void;
  pageSelectionOffered(id: string): void;
  offerDeclined(): void;
  filtersChanged(patch: Partial<KeyFilters>): void;
  filtersCleared(): void;
  editOpened(session: Omit<EditSession, 'savedText'>): void;
  editRequested(): void;
  textTyped(text: string): void;
  saveQueued(text: string): void;
  saveLanded(): void;
  editCancelled(rowText: string): void;
  /** The selected key now names another row (another language or project): start it afresh. */
  rowRetargeted(): void;
  discardUndone(): void;
  previewAnswered(answer: PreviewAnswer | null): void;
  conflictOpened(id: string): void;
  conflictClosed(): void;
  noticeShown(text: string | null): void;
  questionAsked(question: Question): void;
  questionAnswered(): void;
  placeholdersOverridden(rowId: string | null): void;
}

export type UiStore = ReturnType<typeof createUiStore>;

const INITIAL: UiState = {
  selectedId: null,
  filters: NO_FILTERS,
  mode: 'browse',
  session: null,
  preview: null,
  conflictId: null,
  notice: null,
  discarded: null,
  question: null,
  offeredId: null,
  placeholdersOk: null,
};

/** One store per panel instance (and per test). */
export function createUiStore(initial: Partial<UiState> = {}) {
  return createStore<UiState & UiEvents>()((set, get) => {
    const patchSession = (patch: Partial<EditSession>) => {
      const s = get().session;
      if (s) set({ session: { ...s, ...patch } });
    };
    return {
      ...INITIAL,
      ...initial,
      rowSelected: (id) => {
        if (get().offeredId !== null) set({ offeredId: null });
        if (id === get().selectedId) return;
        set({
          selectedId: id,
          session: null,
          preview: null,
          mode: 'browse',
          conflictId: null,
          question: null,
          placeholdersOk: null,
        });
      },
      rowRetargeted: () =>
        set({ session: null, preview: null, mode: 'browse', question: null, placeholdersOk: null }),
      pageSelectionOffered: (id) => set({ offeredId: id === get().selectedId ? null : id }),
      offerDeclined: () => set({ offeredId: null }),
      filtersChanged: (patch) => set({ filters: { ...get().filters, ...patch } }),
      filtersCleared: () => set({ filters: NO_FILTERS }),
      editOpened: (session) => {
        if (session.rowId !== get().selectedId) return;
        set({ session: { ...session, savedText: null } });
      },
      editRequested: () => set({ mode: 'editing' }),
      textTyped: (text) => {
        patchSession({ text });
        set({ mode: 'editing' });
      },
      // The next save must start from what this one leaves behind (the outbox applies in order).
      saveQueued: (text) => patchSession({ savedText: text, baseText: text, draftRestored: false }),
      saveLanded: () => patchSession({ savedText: null }),
      editCancelled: (rowText) => {
        const s = get().session;
        const lost = s && s.text !== rowText ? { rowId: s.rowId, text: s.text } : get().discarded;
        if (s) {
          set({
            session: { ...s, text: rowText, baseText: rowText, savedText: null },
            discarded: lost,
          });
          patchSession({ draftRestored: false });
        }
        set({ mode: 'browse', preview: null, conflictId: null });
      },
      discardUndone: () => {
        const { discarded, session } = get();
        if (!discarded || session?.rowId !== discarded.rowId) return;
        set({ session: { ...session, text: discarded.text }, discarded: null, mode: 'editing' });
      },
      previewAnswered: (preview) => set({ preview }),
      conflictOpened: (conflictId) => set({ conflictId }),
      conflictClosed: () => set({ conflictId: null }),
      noticeShown: (notice) => set({ notice }),
      questionAsked: (question) => set({ question }),
      questionAnswered: () => set({ question: null }),
      placeholdersOverridden: (placeholdersOk) => set({ placeholdersOk }),
    };
  });
}
