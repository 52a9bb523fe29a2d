import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TransitionAction } from '../contract/editor';
import { applyPanelAnswer } from '../messaging/report-change';
import type { AuthState, OutboxEntry, PanelEvent, PanelPage, Ref } from '../messaging/types';
import type { Ask } from './transport';

/** Query keys, general to specific: invalidating `all` refreshes everything the panel shows. */
export const panelKeys = {
  all: ['panel'] as const,
  auth: () => [...panelKeys.all, 'auth'] as const,
  pages: () => [...panelKeys.all, 'page'] as const,
  page: (tabId: number) => [...panelKeys.pages(), tabId] as const,
  outbox: () => [...panelKeys.all, 'outbox'] as const,
  live: () => [...panelKeys.all, 'live'] as const,
  lens: (tabId: number) => [...panelKeys.all, 'lens', tabId] as const,
  site: (tabId: number) => [...panelKeys.all, 'site', tabId] as const,
  preview: (tabId: number) => [...panelKeys.all, 'preview', tabId] as const,
  /**
   * Under `pages` on purpose: whatever refreshes the page's rows (a write queued or applied, a
   * sign-in) refreshes the selected row's context with them.
   */
  context: (ref: Ref, identity: string) =>
    [...panelKeys.pages(), 'context', ref.locale, ref.namespace, ref.key, identity] as const,
  /** A row's screenshots: under `pages` too, so a capture (which refreshes pages) brings them. */
  shots: (ref: Ref, identity: string) =>
    [...panelKeys.pages(), 'shots', ref.locale, ref.namespace, ref.key, identity] as const,
  shot: (id: string) => [...panelKeys.all, 'shot', id] as const,
};

/** Whether Locale Lens runs on the tab's site; null when the background cannot tell. */
export const siteQuery = (ask: Ask, tabId: number) =>
  queryOptions({
    queryKey: panelKeys.site(tabId),
    queryFn: () => ask('site.state', { tabId }).catch(() => null),
  });

/** Whether the tab's overlay is on; null when the page has no lens (Locale Lens is off there). */
export const lensQuery = (ask: Ask, tabId: number) =>
  queryOptions({
    queryKey: panelKeys.lens(tabId),
    queryFn: () =>
      ask('lens.snapshot', { tabId }).then(
        (s) => s?.visible ?? null,
        () => null,
      ),
  });

export const authQuery = (ask: Ask) =>
  queryOptions({
    queryKey: panelKeys.auth(),
    queryFn: () => ask('auth.state'),
  });

/**
 * Who is asking, as far as the page's rows are concerned: rows fetched for someone else (before a
 * sign-in, another user, another project) must never be shown, not even while the new ones load,
 * since their permissions differ.
 */
export const identityOf = (auth: AuthState | null): string =>
  auth
    ? [auth.baseUrl, auth.mode, auth.user?.user_id ?? '', auth.project?.project_id ?? ''].join(' ')
    : '';

/**
 * The page asked since the one held: what changed is sent (a big page's change moves the rows
 * that changed, not every row), and made whole here.
 */
async function nextPage(ask: Ask, tabId: number, held: PanelPage | undefined): Promise<PanelPage> {
  return applyPanelAnswer(await ask('panel.page', { tabId, since: held?.report.revision }), held);
}

/** Scans and status arrive asynchronously: poll while the page has no keys or unknown statuses. */
export const pageQuery = (ask: Ask, tabId: number, identity = '') =>
  queryOptions({
    queryKey: [...panelKeys.page(tabId), identity],
    queryFn: ({ client, queryKey }) => nextPage(ask, tabId, client.getQueryData(queryKey)),
    // A page made from the one held keeps the key objects that did not change (`nextPage`): the
    // deep comparison the query would make on top took 90 ms a change on a page of 20,000 keys.
    structuralSharing: false,
    refetchInterval: (q) => {
      const keys = q.state.data?.report.keys;
      if (!keys) return false;
      // The service did not answer: ask again now and then (Retry now asks at once).
      if (q.state.data?.problem) return 5000;
      if (keys.length === 0) return 3000;
      // A fill running on this language is followed by the background, which says when its rows
      // change and when it ends (`panel.changed`): no poll of our own.
      return keys.some((k) => k.status === 'unknown') ? 1000 : false;
    },
  });

const inFlight = (e: OutboxEntry) => e.state === 'pending' || e.state === 'sending';

/** Broadcasts keep the outbox fresh; polling while writes are in flight is the safety net. */
export const outboxQuery = (ask: Ask) =>
  queryOptions({
    queryKey: panelKeys.outbox(),
    queryFn: () => ask('outbox.list'),
    refetchInterval: (q) => (q.state.data?.some(inFlight) ? 2000 : false),
  });

/** Whether others' edits arrive as they happen (the change stream is up) or on a poll. */
export const liveQuery = (ask: Ask) =>
  queryOptions({ queryKey: panelKeys.live(), queryFn: () => ask('live.state') });

function isAuthState(value: unknown): value is AuthState {
  return typeof value === 'object' && value !== null && 'mode' in value && 'baseUrl' in value;
}

/** Who we are changed: the page's workflow, status and the outbox may all differ now. */
async function authChanged(qc: QueryClient, answer: unknown) {
  if (isAuthState(answer)) qc.setQueryData(panelKeys.auth(), answer);
  await Promise.all([
    qc.invalidateQueries({ queryKey: panelKeys.auth() }),
    qc.invalidateQueries({ queryKey: panelKeys.pages() }),
    qc.invalidateQueries({ queryKey: panelKeys.outbox() }),
  ]);
}

/** A write was queued: the outbox changed now, the row once the background applies it. */
const wrote = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: panelKeys.outbox() }),
    qc.invalidateQueries({ queryKey: panelKeys.pages() }),
  ]);

export interface SignInInput {
  email: string;
  password: string;
  baseUrl?: string;
}
export type SaveInput = Ref & { text: string; baseText: string | null };
export type TransitionInput = Ref & { action: TransitionAction; reason?: string };

export const panelMutations = {
  signIn: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'signIn'],
      mutationFn: (v: SignInInput) => ask('auth.signIn', v),
      onSuccess: (answer) => authChanged(qc, answer),
    }),
  /** Joins a project with a mailed token, then is signed in. */
  acceptInvitation: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'acceptInvitation'],
      mutationFn: (v: { token: string; name: string; password: string; baseUrl?: string }) =>
        ask('auth.acceptInvitation', v),
      onSuccess: (answer) => authChanged(qc, answer),
    }),
  chooseProject: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'chooseProject'],
      mutationFn: (projectId: string) => ask('auth.chooseProject', { projectId }),
      onSuccess: (answer) => authChanged(qc, answer),
    }),
  useKey: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'useKey'],
      mutationFn: (v: { apiKey: string; baseUrl?: string; allowMaster?: boolean }) =>
        ask('auth.useKey', v),
      onSuccess: (answer) => authChanged(qc, answer),
    }),
  signOut: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'signOut'],
      mutationFn: () => ask('auth.signOut'),
      onSuccess: (answer) => authChanged(qc, answer),
    }),
  retry: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'retry'],
      mutationFn: () => ask('service.retry'),
      onSettled: () => qc.invalidateQueries({ queryKey: panelKeys.all }),
    }),
  toggleLens: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'toggleLens'],
      mutationFn: (tabId: number) => ask('lens.toggle', { tabId }),
      onSuccess: ({ on }, tabId) => qc.setQueryData(panelKeys.lens(tabId), on),
    }),
  save: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'save'],
      mutationFn: (v: SaveInput) => ask('row.save', v),
      onSettled: () => wrote(qc),
    }),
  transition: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'transition'],
      mutationFn: (v: TransitionInput) => ask('row.transition', v),
      onSettled: () => wrote(qc),
    }),
  resolve: (ask: Ask, qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...panelKeys.all, 'resolve'],
      mutationFn: (v: { id: string; choice: 'mine' | 'theirs' }) => ask('outbox.resolve', v),
      onSettled: () => wrote(qc),
    }),
};

/** The keys a `panel.changed` broadcast makes stale. */
export function keysFor(event: PanelEvent): readonly (readonly unknown[])[] {
  const page = event.tabId === undefined ? panelKeys.pages() : panelKeys.page(event.tabId);
  switch (event.reason) {
    case 'status':
    case 'selection':
      return [page];
    case 'outbox':
      return [panelKeys.outbox(), panelKeys.pages()];
    case 'auth':
      return [panelKeys.all];
    case 'live':
      return [panelKeys.live()];
    case 'preview':
      return [
        event.tabId === undefined ? [...panelKeys.all, 'preview'] : panelKeys.preview(event.tabId),
      ];
  }
}

/**
 * Refreshes what is under `queryKey` without throwing away a fetch in flight: on a big page the
 * background takes a while to build the panel's page, and changes that land faster than that
 * (statuses, re-renders, the page's load ending) restarted it each time, so the list lagged until
 * they stopped. A fetch in flight finishes, then one more runs for every change that came
 * meanwhile (asked since the page just fetched: a few bytes when little changed).
 */
export async function refresh(qc: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  const inFlight = qc.isFetching({ queryKey }) > 0;
  await qc.invalidateQueries({ queryKey }, { cancelRefetch: false });
  if (inFlight) await qc.invalidateQueries({ queryKey }, { cancelRefetch: false });
}

/**
 * The tab loaded a new page, or its load ended: its page and whether Locale Lens runs there
 * (another page may be another site) are asked again (`refresh`). The end of a big page's load
 * comes while its first page is fetched: that fetch is kept.
 */
export const pageNavigated = (qc: QueryClient, tabId: number) =>
  Promise.all([refresh(qc, panelKeys.page(tabId)), refresh(qc, panelKeys.site(tabId))]);

/** Refreshes what an event makes stale (`refresh`). */
export const invalidateFor = (qc: QueryClient, event: PanelEvent) =>
  Promise.all(keysFor(event).map((queryKey) => refresh(qc, queryKey)));
