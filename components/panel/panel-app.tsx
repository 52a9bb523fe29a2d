import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { OutboxEntry } from '../../lib/messaging/types';
import { refId } from '../../lib/messaging/ref-id';
import { createDrafts, type Drafts } from '../../lib/panel/drafts';
import {
  buildRows,
  countByState,
  filterRows,
  filtersActive,
  groupByNamespace,
} from '../../lib/panel/key-list';
import { identityOf, lensQuery, outboxQuery, pageQuery, panelKeys } from '../../lib/panel/queries';
import { next, queueLength } from '../../lib/panel/review-queue';
import { isTypingTarget } from '../../lib/panel/shortcuts';
import type { PanelTransport } from '../../lib/panel/transport';
import { createUiStore } from '../../lib/panel/ui-store';
import { useAccount } from '../../lib/panel/use-account';
import { usePanelEvents } from '../../lib/panel/use-panel-events';
import { useReviewShortcuts } from '../../lib/panel/use-review-shortcuts';
import { useRowEditing } from '../../lib/panel/use-row-editing';
import { useSite } from '../../lib/panel/use-site';
import { ConflictView } from './conflict-view';
import { IdentityBar } from './identity-bar';
import { KeyList } from './key-list';
import { LensToggle } from './lens-toggle';
import { OutboxIndicator } from './outbox-indicator';
import { RowEditor } from './row-editor';
import { SignInForm } from './sign-in-form';
import { SiteNotice } from './site-notice';

export interface PanelAppProps {
  /** The tab the panel shows; null while it is not known yet. */
  tabId: number | null;
  transport: PanelTransport;
  drafts?: Drafts;
}

const NO_ENTRIES: OutboxEntry[] = [];

/** The side panel: wires service data (TanStack Query) and UI state (zustand) to the views. */
export function PanelApp({ tabId, transport, drafts: injected }: PanelAppProps) {
  const { ask } = transport;
  const queryClient = useQueryClient();
  const [store] = useState(() => createUiStore());
  const [drafts] = useState(() => injected ?? createDrafts());
  const ui = useStore(store);
  usePanelEvents(transport);
  const account = useAccount(ask);
  const identity = identityOf(account.auth);
  const page = useQuery({
    ...pageQuery(ask, tabId ?? -1, identity),
    enabled: tabId !== null && account.auth !== null,
  });
  const outbox = useQuery(outboxQuery(ask)).data ?? NO_ENTRIES;

  const rows = useMemo(() => (page.data ? buildRows(page.data) : []), [page.data]);
  const shown = useMemo(() => filterRows(rows, ui.filters), [rows, ui.filters]);
  const groups = useMemo(() => groupByNamespace(shown, rows), [shown, rows]);
  const stateCounts = useMemo(() => countByState(rows), [rows]);
  const row = rows.find((r) => r.id === ui.selectedId) ?? null;
  const auth = account.auth;
  const project = auth && auth.mode !== 'demo' ? (auth.project?.project_id ?? auth.baseUrl) : null;
  const edit = useRowEditing({ store, ask, tabId, drafts, row, rows, project, outbox });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const events = store.getState();

  // A key picked on the page (Alt+click) selects its row here; the page already shows it. Picking
  // the same key again is a new selection too, hence the flag set by the broadcast.
  const pageSelection = page.data?.selected ? refId(page.data.selected) : null;
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
    store.getState().rowSelected(pageSelection);
  }, [pageSelection, page.dataUpdatedAt, store]);

  // Typing is debounced into storage: write it out when the panel goes away.
  useEffect(() => {
    const flush = () => void drafts.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [drafts]);

  // Notices are for the moment: they fade after a few seconds (the live region has read them).
  useEffect(() => {
    if (!ui.notice) return;
    const t = setTimeout(() => store.getState().noticeShown(null), 5000);
    return () => clearTimeout(t);
  }, [ui.notice, store]);

  // Stable, so the (memoised) list does not re-render on every keystroke in the editor.
  const select = useCallback(
    (id: string) => {
      store.getState().rowSelected(id);
      const r = rows.find((x) => x.id === id);
      if (r && tabId !== null)
        ask('key.reveal', { tabId, ref: { namespace: r.namespace, key: r.key } }).catch(() => {});
    },
    [rows, tabId, ask, store],
  );

  function openConflict(entry: OutboxEntry) {
    select(refId(entry));
    store.getState().conflictOpened(entry.id);
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
      edit.cancel();
      textarea.current?.blur();
    },
  });

  function move(direction: 1 | -1) {
    const id = next(shown, ui.selectedId, direction);
    if (id) select(id);
    else events.noticeShown('Nothing else to act on in this list');
  }

  const conflict = ui.conflictId ? outbox.find((e) => e.id === ui.conflictId) : undefined;
  const rowOutbox = row
    ? outbox.filter((e) => e.namespace === row.namespace && e.key === row.key)
    : NO_ENTRIES;
  // A conflict on the row being edited opens the comparison at once (once per conflict).
  const rowConflictId = rowOutbox.find((e) => e.state === 'conflict')?.id ?? null;
  const shownConflict = useRef<string | null>(null);
  useEffect(() => {
    if (!rowConflictId || shownConflict.current === rowConflictId) return;
    shownConflict.current = rowConflictId;
    store.getState().conflictOpened(rowConflictId);
  }, [rowConflictId, store]);
  const showSignIn = auth && (auth.mode === 'demo' || auth.needsProject || auth.problem !== null);
  const lens = useQuery({ ...lensQuery(ask, tabId ?? -1), enabled: tabId !== null });
  const site = useSite(transport, tabId);
  const toggleLens = () =>
    tabId !== null &&
    ask('lens.toggle', { tabId }).then(({ on }) =>
      queryClient.setQueryData(panelKeys.lens(tabId), on),
    );

  return (
    <div className={`panel${row ? ' has-row' : ''}`}>
      {auth && (
        <IdentityBar
          auth={auth}
          workflow={page.data?.workflow ?? null}
          locale={page.data?.locale ?? null}
          busy={account.busy}
          onSignOut={account.signOut}
          onChooseProject={account.chooseProject}
        />
      )}
      <LensToggle on={lens.data ?? null} onToggle={() => void toggleLens()} />
      {auth && auth.mode !== 'demo' && (
        <OutboxIndicator entries={outbox} onOpenConflict={openConflict} />
      )}
      {account.authError && <p role="alert">{account.authError.message}</p>}
      {showSignIn && (
        <SignInForm
          key={auth.baseUrl}
          baseUrl={auth.baseUrl}
          lastEmail={auth.lastEmail}
          needsProject={auth.needsProject}
          projects={auth.projects}
          user={auth.user}
          problem={auth.problem}
          error={account.error}
          busy={account.busy}
          onSignIn={account.signIn}
          onUseKey={account.useKey}
          onChooseProject={account.chooseProject}
        />
      )}
      {tabId === null ? (
        <p className="empty">Looking for the active tab…</p>
      ) : site.site && (site.site.status === 'off' || site.site.status === 'unsupported') ? (
        <SiteNotice
          site={site.site}
          busy={site.enabling}
          error={site.error}
          onEnable={site.enable}
        />
      ) : page.isPending ? (
        <p className="empty">Loading the page’s keys…</p>
      ) : page.error ? (
        <p className="empty" role="alert">
          {page.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="empty">
          No translation keys found on this page yet. Keys appear here once the page is scanned.
        </p>
      ) : (
        <KeyList
          groups={groups}
          total={rows.length}
          selectedId={ui.selectedId}
          filters={ui.filters}
          filtersActive={filtersActive(ui.filters)}
          stateCounts={stateCounts}
          queueLength={queueLength(rows)}
          onSelect={select}
          onFiltersChange={events.filtersChanged}
          onFiltersClear={events.filtersCleared}
        />
      )}
      {row && conflict && (
        <ConflictView
          keyName={row.key}
          mine={conflict.text ?? ''}
          theirs={conflict.theirs ? conflict.theirs.text : null}
          original={conflict.baseText ?? null}
          busy={edit.writing}
          onResolve={(choice) => void edit.resolveConflict(conflict, choice)}
          onClose={events.conflictClosed}
        />
      )}
      {row && !conflict && (
        <RowEditor
          row={row}
          text={edit.text}
          dirty={edit.dirty}
          pendingText={edit.pendingText}
          draftRestored={edit.draftRestored}
          canUndoDiscard={ui.discarded?.rowId === row.id}
          preview={ui.preview}
          outbox={rowOutbox}
          textareaRef={textarea}
          onTextChange={edit.onTextChange}
          onSave={() => void edit.save()}
          onAction={(action) => void edit.transition(action)}
          onUndoDiscard={edit.undoDiscard}
          onOpenConflict={events.conflictOpened}
        />
      )}
      <p className="notice" role="status" aria-live="polite">
        {ui.notice}
      </p>
    </div>
  );
}
