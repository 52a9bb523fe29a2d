import { useRef } from 'react';
import { useStore } from 'zustand';
import type { AuthState, KeyRef, OutboxEntry } from '../../../lib/messaging/types';
import type { Drafts } from '../../../lib/panel/drafts';
import type { PanelRow } from '../../../lib/panel/key-list';
import { identityOf } from '../../../lib/panel/queries';
import type { PanelTransport } from '../../../lib/panel/transport';
import type { UiStore } from '../../../lib/panel/ui-store';
import { filledByFill } from '../../../lib/panel/write-outcome';
import { ConflictView } from '../editor/conflict-view';
import { CopyLink } from '../editor/copy-link';
import { RowEditor } from '../editor/row-editor';
import { Toast } from '../editor/toast';
import { useConflictAutoOpen } from '../editor/use-conflict-auto-open';
import { useDraftsFlushedOnHide, useNoticeFade } from '../editor/use-panel-upkeep';
import { useRowEditing } from '../editor/use-row-editing';
import { SwitchKeyQuestion } from '../key-list/switch-key-question';
import { usePageSelection } from '../key-list/use-page-selection';
import { RowQuestion } from '../review/row-question';
import { useReviewCommands } from '../review/use-review-commands';
import { RowContextSection } from '../row-context/row-context-section';
import { Suggestions } from '../suggestions/suggestions';
import { useRowSuggestions } from '../suggestions/use-row-suggestions';
import { NO_ENTRIES } from './use-outbox';

export interface SelectedRowProps {
  transport: PanelTransport;
  tabId: number | null;
  store: UiStore;
  drafts: Drafts;
  auth: AuthState | null;
  /** The selected row (null: none, or the service's answer is missing), and every row. */
  row: PanelRow | null;
  rows: readonly PanelRow[];
  /** The rows the list shows, in order: the review commands walk them. */
  shown: readonly PanelRow[];
  outbox: readonly OutboxEntry[];
  /** Drafts are kept per project; null when nobody can edit. */
  project: string | null;
  /** The service cannot be reached: writes wait in the outbox. */
  offline: boolean;
  /** Who asks, on which language: suggestion runs belong to it. */
  scope: string;
  sourceLocale: string | null;
  /** The page's last selection, and when the panel heard of it. */
  picked: { selected: KeyRef | null; at: number } | null;
  /** The page's address; null until it is reported. */
  pageUrl: string | null;
  select(id: string): void;
}

/**
 * The selected row's wiring: its edit (the editor section), the review commands over it, its
 * suggestions and row context, its conflict, question and toast, and the page's selection while
 * it is being edited.
 */
export function SelectedRow(props: SelectedRowProps) {
  const { transport, tabId, store, drafts, auth, row, rows, shown, outbox, select } = props;
  const { project, offline, scope, pageUrl } = props;
  const { ask } = transport;
  const ui = useStore(store);
  const events = store.getState();
  const edit = useRowEditing({ store, ask, tabId, drafts, row, rows, project, outbox, offline });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const suggest = useRowSuggestions({
    ask,
    store,
    scope,
    signedIn: auth?.mode === 'signed_in',
    row,
    sourceLocale: props.sourceLocale,
    insert: edit.onTextChange,
  });
  usePageSelection(
    transport,
    tabId,
    props.picked,
    store,
    () => edit.dirty || (textarea.current !== null && textarea.current === document.activeElement),
  );
  useDraftsFlushedOnHide(drafts);
  useNoticeFade(ui.notice, store);
  const onEscape = () => tabId !== null && void ask('card.hide', { tabId }).catch(() => null);
  const answer = useReviewCommands({ store, shown, row, select, edit, textarea, onEscape });
  const offered = ui.offeredId ? rows.find((r) => r.id === ui.offeredId) : undefined;
  const conflict = ui.conflictId ? outbox.find((e) => e.id === ui.conflictId) : undefined;
  const rowOutbox = row
    ? outbox.filter((e) => e.namespace === row.namespace && e.key === row.key)
    : NO_ENTRIES;
  useConflictAutoOpen(rowOutbox, store);
  const editing = row !== null && !conflict;
  const notice = <Toast text={ui.notice} undo={edit.undo} />;
  const question = row && ui.question?.rowId === row.id && (
    <RowQuestion
      {...{ row, question: ui.question, busy: edit.writing, text: edit.text }}
      pendingText={edit.pendingText}
      onAnswer={(choice, reason) => void answer(choice, reason)}
    />
  );
  return (
    <>
      {offered && (
        <SwitchKeyQuestion
          keyName={offered.key}
          origin={offered.foreignOrigin}
          onSwitch={() => select(offered.id)}
          onStay={events.offerDeclined}
        />
      )}
      {row && conflict && (
        <ConflictView
          keyName={row.key}
          mine={conflict.text ?? ''}
          theirs={conflict.theirs ? conflict.theirs.text : null}
          original={conflict.baseText ?? null}
          byFill={filledByFill(conflict)}
          busy={edit.writing}
          onResolve={(choice) => void edit.resolveConflict(conflict, choice)}
          onClose={events.conflictClosed}
        />
      )}
      {!editing && notice}
      {!editing && question}
      {editing && (
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
          notice={notice}
          question={question}
          placeholdersOk={ui.placeholdersOk === row.id}
          onOverridePlaceholders={(on) => events.placeholdersOverridden(on ? row.id : null)}
          context={<RowContextSection ask={ask} row={row} identity={identityOf(auth)} />}
          suggestions={
            row.editable && (
              <Suggestions
                {...suggest}
                locale={row.context.locale}
                onSuggest={suggest.suggest}
                onUse={suggest.use}
              />
            )
          }
        />
      )}
      {row && pageUrl !== null && <CopyLink key={row.id} pageUrl={pageUrl} keyRef={row} />}
    </>
  );
}
