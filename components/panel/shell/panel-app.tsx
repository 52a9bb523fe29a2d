import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from 'zustand';
import { refId } from '../../../lib/messaging/ref-id';
import type { OutboxEntry } from '../../../lib/messaging/types';
import { createDrafts, type Drafts } from '../../../lib/panel/drafts';
import { filtersActive } from '../../../lib/panel/key-list';
import { identityOf, pageQuery } from '../../../lib/panel/queries';
import { queueLength } from '../../../lib/panel/review-queue';
import type { PanelTransport } from '../../../lib/panel/transport';
import { createUiStore } from '../../../lib/panel/ui-store';
import { AccountSection } from '../account/account-section';
import { IdentityBar } from '../account/identity-bar';
import { useAccount } from '../account/use-account';
import { ImageSection } from '../images/image-section';
import { usePageRows } from '../key-list/use-page-rows';
import { useSelectRow } from '../key-list/use-select-row';
import { OffersSection } from '../offers/offers-section';
import { PageInspectSection } from '../page-inspect/page-inspect-section';
import { useOpenRow } from './use-open-row';
import { ReadinessSection } from '../readiness/readiness-section';
import { BulkApprove } from '../review/bulk-approve';
import { BulkSuggestSection } from '../suggestions/bulk-suggest-section';
import { LensToggle } from './lens-toggle';
import { OutboxIndicator } from './outbox-indicator';
import { PanelBody } from './panel-body';
import { SelectedRow } from './selected-row';
import { useLens } from './use-lens';
import { useOutbox } from './use-outbox';
import { usePanelEvents } from './use-panel-events';
import { useServiceRetry } from './use-service-retry';
import { useSite } from './use-site';
import { FirstRunWelcome } from './welcome';

export interface PanelAppProps {
  /** The tab the panel shows; null while it is not known yet. */
  tabId: number | null;
  transport: PanelTransport;
  drafts?: Drafts;
}

/**
 * The side panel's shell: the data every section reads (who is signed in, the page and its rows,
 * the outbox; TanStack Query) and the UI state (zustand), handed to the sections in their order.
 * Each section keeps its own hooks; the selected row's sections are wired in `selected-row.tsx`.
 */
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
  const site = useSite(transport, tabId);
  const service = useServiceRetry(ask);
  const problem = page.data?.problem ?? null;

  const { rows, shown, groups, stateCounts } = usePageRows(page.data, ui.filters);
  const row = useOpenRow(rows, ui.selectedId, problem !== null);
  const project = auth && auth.mode !== 'demo' ? (auth.project?.project_id ?? auth.baseUrl) : null;
  const scope = `${identityOf(auth)} ${page.data?.locale ?? ''}`;
  const signedIn = auth?.mode === 'signed_in';
  const workflow = page.data?.workflow ?? null;
  const select = useSelectRow(ask, tabId, rows, store);
  const picked = page.data ? { selected: page.data.selected, at: page.dataUpdatedAt } : null;
  const pageTools = { ask, tabId, rows, onSelect: select };
  const openConflict = (entry: OutboxEntry) => {
    select(refId(entry));
    events.conflictOpened(entry.id);
  };

  return (
    <div className={`panel${row ? ' has-row' : ''}`}>
      {auth && (
        <IdentityBar
          auth={auth}
          workflow={workflow}
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
      <AccountSection ask={ask} account={account} />
      <OffersSection
        ask={ask}
        signedIn={signedIn && auth.user !== null}
        page={page.data ?? null}
        rows={rows}
      />
      <BulkSuggestSection {...{ ask, store, scope, signedIn, drafts, rows, workflow, project }} />
      <ReadinessSection {...pageTools} page={page.data ?? null} />
      <PageInspectSection
        {...pageTools}
        page={page.data ?? null}
        projectId={signedIn ? (auth.project?.project_id ?? null) : null}
      />
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
          pageUrl: report?.url,
        }}
      />
      <SelectedRow
        {...{ transport, tabId, store, drafts, auth, row, rows, shown, outbox, project, scope }}
        offline={problem !== null}
        sourceLocale={workflow?.source_locale ?? null}
        picked={picked}
        pageUrl={report?.url ?? null}
        select={select}
      />
      <ImageSection
        ask={ask}
        tabId={tabId}
        pageKey={report ? `${report.locale ?? ''} ${report.url}` : null}
      />
    </div>
  );
}
