import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { refId } from '../../../lib/messaging/ref-id';
import type { OutboxEntry } from '../../../lib/messaging/types';
import { createDrafts, type Drafts } from '../../../lib/panel/drafts';
import { filtersActive } from '../../../lib/panel/key-list';
import { identityOf, pageQuery } from '../../../lib/panel/queries';
import { queueLength } from '../../../lib/panel/review-queue';
import type { PanelTransport } from '../../../lib/panel/transport';
import { filledByFill } from '../../../lib/panel/write-outcome';
import { createUiStore } from '../../../lib/panel/ui-store';
import { useAccount } from '../account/use-account';
import { useBulkSuggestions } from '../suggestions/use-bulk-suggestions';
import { useConflictAutoOpen } from '../editor/use-conflict-auto-open';
import { useImageJob } from '../images/use-image-job';
import { useLens } from './use-lens';
import { NO_ENTRIES, useOutbox } from './use-outbox';
import { usePageRows } from '../key-list/use-page-rows';
import { usePageSelection } from '../key-list/use-page-selection';
import { usePanelEvents } from './use-panel-events';
import { useDraftsFlushedOnHide, useNoticeFade } from '../editor/use-panel-upkeep';
import { useReviewCommands, useSelectRow } from '../review/use-review-commands';
import { useRowEditing } from '../editor/use-row-editing';
import { useServiceRetry } from './use-service-retry';
import { useRowSuggestions } from '../suggestions/use-row-suggestions';
import { useSite } from './use-site';
import { BulkApprove } from '../review/bulk-approve';
import { BulkSuggest } from '../suggestions/bulk-suggest';
import { ConflictView } from '../editor/conflict-view';
import { CopyLink } from '../editor/copy-link';
import { IdentityBar } from '../account/identity-bar';
import { ImageTranslate } from '../images/image-translate';
import { LensToggle } from './lens-toggle';
import { OffersSection } from '../offers/offers-section';
import { PasswordExpiry } from '../account/password-expiry';
import { OutboxIndicator } from './outbox-indicator';
import { PanelBody } from './panel-body';
import { ReadinessSection } from '../readiness/readiness-section';
import { PageInspectSection } from '../page-inspect/page-inspect-section';
import { RowEditor } from '../editor/row-editor';
import { RowQuestion } from '../review/row-question';
import { RowContextSection } from '../row-context/row-context-section';
import { SignInForm } from '../account/sign-in-form';
import { TeamSection } from '../account/team-section';
import { Suggestions } from '../suggestions/suggestions';
import { Toast } from '../editor/toast';
import { SwitchKeyQuestion } from '../key-list/switch-key-question';
import { FirstRunWelcome } from './welcome';

export interface PanelAppProps {
  /** The tab the panel shows; null while it is not known yet. */
  tabId: number | null;
  transport: PanelTransport;
  drafts?: Drafts;
}

/** The side panel: wires service data (TanStack Query) and UI state (zustand) to the views. */
export function PanelApp({ tabId, transport, drafts: injected }: PanelAppProps) {
  const { ask } = transport;
  const [store] = useState(() => createUiStore());
  const [drafts] = useState(() => injected ?? createDrafts());
  const ui = useStore(store);
  const events = store.getState();
  usePanelEvents(transport);
  const account = useAccount(ask);
  const auth = account.auth;
  const page = useQuery({
    ...pageQuery(ask, tabId ?? -1, identityOf(auth)),
    enabled: tabId !== null && auth !== null,
  });
  const { entries: outbox, polling } = useOutbox(ask);
  const lens = useLens(ask, tabId);
  const report = page.data?.report;
  const image = useImageJob(ask, tabId, report ? `${report.locale ?? ''} ${report.url}` : null);
  const site = useSite(transport, tabId);
  const service = useServiceRetry(ask);
  const problem = page.data?.problem ?? null;

  const { rows, shown, groups, stateCounts } = usePageRows(page.data, ui.filters);
  // Without the service's answer no row can be edited: its state and rules are unknown.
  const row = problem === null ? (rows.find((r) => r.id === ui.selectedId) ?? null) : null;
  const project = auth && auth.mode !== 'demo' ? (auth.project?.project_id ?? auth.baseUrl) : null;
  const offline = problem !== null;
  const scope = `${identityOf(auth)} ${page.data?.locale ?? ''}`;
  const edit = useRowEditing({ store, ask, tabId, drafts, row, rows, project, outbox, offline });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const asker = { ask, store, scope, signedIn: auth?.mode === 'signed_in' };
  const suggest = useRowSuggestions({
    ...asker,
    row,
    sourceLocale: page.data?.workflow?.source_locale ?? null,
    insert: edit.onTextChange,
  });
  const bulk = useBulkSuggestions({
    ...asker,
    drafts,
    rows,
    workflow: page.data?.workflow ?? null,
    project,
  });
  const select = useSelectRow(ask, tabId, rows, store);
  const picked = page.data ? { selected: page.data.selected, at: page.dataUpdatedAt } : null;
  usePageSelection(
    transport,
    tabId,
    picked,
    store,
    () => edit.dirty || (textarea.current !== null && textarea.current === document.activeElement),
  );
  const offered = ui.offeredId ? rows.find((r) => r.id === ui.offeredId) : undefined;
  useDraftsFlushedOnHide(drafts);
  useNoticeFade(ui.notice, store);
  const onEscape = () => tabId !== null && void ask('card.hide', { tabId }).catch(() => null);
  const answer = useReviewCommands({ store, shown, row, select, edit, textarea, onEscape });

  const conflict = ui.conflictId ? outbox.find((e) => e.id === ui.conflictId) : undefined;
  const rowOutbox = row
    ? outbox.filter((e) => e.namespace === row.namespace && e.key === row.key)
    : NO_ENTRIES;
  useConflictAutoOpen(rowOutbox, store);
  const pageTools = { ask, tabId, rows, onSelect: select };
  const showSignIn = auth && (auth.mode === 'demo' || auth.needsProject || auth.problem !== null);
  const editing = row !== null && !conflict;
  const notice = <Toast text={ui.notice} undo={edit.undo} />;
  const question = row && ui.question?.rowId === row.id && (
    <RowQuestion
      {...{ row, question: ui.question, busy: edit.writing, text: edit.text }}
      pendingText={edit.pendingText}
      onAnswer={(choice, reason) => void answer(choice, reason)}
    />
  );
  const openConflict = (entry: OutboxEntry) => {
    select(refId(entry));
    events.conflictOpened(entry.id);
  };

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
      <LensToggle on={lens.on} pinned={lens.pinned} onToggle={lens.toggle} />
      {auth && <FirstRunWelcome baseUrl={auth.baseUrl} signedIn={auth.mode !== 'demo'} />}
      {auth && (auth.mode !== 'demo' || outbox.length > 0) && (
        <OutboxIndicator
          entries={outbox}
          offline={problem !== null}
          polling={polling}
          onOpenConflict={openConflict}
          onDiscard={(ids) => void ask('outbox.discard', { ids })}
        />
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
          help={account.help}
        />
      )}
      {auth?.mode === 'signed_in' && <PasswordExpiry days={auth.user?.password_expires_in_days} />}
      <TeamSection ask={ask} project={auth?.mode === 'signed_in' ? auth.project : null} />
      <OffersSection
        ask={ask}
        signedIn={auth?.mode === 'signed_in' && auth.user !== null}
        page={page.data ?? null}
        rows={rows}
      />
      {bulk.allowed && <BulkSuggest {...bulk} onStart={bulk.suggestAll} />}
      <ReadinessSection {...pageTools} page={page.data ?? null} />
      <PageInspectSection {...pageTools} />
      <BulkApprove
        {...{ ask, outbox, rows: shown, filtered: filtersActive(ui.filters) }}
        onNotice={events.noticeShown}
      />
      <PanelBody
        tabId={tabId}
        site={
          site.site && {
            site: site.site,
            busy: site.enabling,
            error: site.error,
            onEnable: site.enable,
          }
        }
        loading={page.isPending}
        error={page.error}
        service={
          problem === null
            ? null
            : { problem, keys: rows.length, retrying: service.retrying, onRetry: service.retry }
        }
        list={{
          groups,
          total: rows.length,
          selectedId: ui.selectedId,
          filters: ui.filters,
          filtersActive: filtersActive(ui.filters),
          stateCounts,
          queueLength: queueLength(rows),
          onSelect: select,
          onFiltersChange: events.filtersChanged,
          onFiltersClear: events.filtersCleared,
          pageUrl: page.data?.report.url,
        }}
      />
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
      {row && page.data && <CopyLink key={row.id} pageUrl={page.data.report.url} keyRef={row} />}
      {tabId !== null && (
        <ImageTranslate
          {...image}
          onRefresh={image.refreshImages}
          onTranslate={(src) => void image.translate(src)}
          onShow={(showing) => void image.show(showing)}
          onRedraw={(src, blocks) => void image.redraw(src, blocks)}
        />
      )}
    </div>
  );
}
