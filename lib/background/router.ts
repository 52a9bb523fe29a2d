import { ApiError } from '../contract/errors';
import { ok, type Result } from '../messaging/result';
import { STATUS_TELL_MS } from '../messaging/status-ttl';
import { Auth } from './auth';
import type { BackgroundDeps } from './background-deps';
import { createImageJobs } from './image-jobs';
import { atMostEvery } from './at-most-every';
import { admit, type Sender } from './message-gate';
import { Outbox } from './outbox';
import { ownerOf } from './outbox-owner';
import { overlayStores } from './overlay-stores';
import { buildPanelPage } from './page-report';
import { createInspections } from './page-inspect';
import { PageTexts } from './page-texts';
import { PanelPagesSent } from './panel-pages';
import { PageSources } from './page-sources';
import { ReportCache } from './report-cache';
import { ReportWaiters } from './report-waiters';
import { createBudgets } from './request-budget';
import { createLiveRows } from './live-rows';
import { rowsChangedBy } from './rows-changed';
import { serviceProblem, toError } from './service-problem';
import { StatusService } from './status-service';
import { bearerClient } from './suggestions';
import { TranslationsCache } from './translations-cache';
import { createAccountHandlers } from './handlers/account';
import { createAuthHandlers } from './handlers/auth';
import { createFileHandlers } from './handlers/files';
import { createFrameHandlers } from './handlers/frames';
import { createImageHandlers } from './handlers/images';
import { createIntegrationKeyHandlers } from './handlers/integration-keys';
import { createLensHandlers } from './handlers/lens';
import { createLiveHandlers } from './handlers/live';
import { createModelJobHandlers } from './handlers/model-jobs';
import { createOfferHandlers } from './handlers/offers';
import { createOutboxHandlers } from './handlers/outbox';
import { createOverlayHandlers } from './handlers/overlay';
import { createPanelHandlers } from './handlers/panel';
import { createReadinessHandlers } from './handlers/readiness';
import { createRowContextHandlers } from './handlers/row-context';
import { createSettingsHandlers } from './handlers/settings';
import { createShotHandlers } from './handlers/shots';
import { createSiteHandlers } from './handlers/site';
import { createStatusHandlers } from './handlers/status';
import { createSuggestionHandlers } from './handlers/suggestions';
import { createTeamHandlers } from './handlers/team';
import type { BackgroundHandlers } from './handlers/types';
import { createWebhookHandlers } from './handlers/webhooks';

export type { Sender };
export type { BackgroundDeps };

/** The background: answers every message of the protocol, and runs the outbox. */
export function createRouter(given: BackgroundDeps) {
  // A change of statuses, or of a tab's frames, may change a report: its waiting askers ask again.
  const waiters = new ReportWaiters();
  const deps: BackgroundDeps = {
    ...given,
    broadcast(event) {
      if (event.reason === 'status' || event.reason === 'auth') waiters.wake(event.tabId);
      given.broadcast(event);
    },
  };
  const auth = new Auth({
    settings: deps.settings,
    credentials: deps.credentials,
    fetch: deps.fetch,
    onChanged: credentialsChanged,
  });
  const client = () => auth.client();
  // What a person does as themselves (account, a manager's tools, model jobs): their bearer token.
  const asUser = () => bearerClient(deps);
  const status = new StatusService(client, () => deps.settings.current().baseUrl);
  const translations = new TranslationsCache(client);
  const pageTexts = new PageTexts({ translations, status });
  // A machine fill writes rows under every open page: pages and panels are told, not left to poll.
  status.onFill = (locale, namespace, ended) => {
    if (ended) status.invalidate(locale, namespace);
    deps.sendToTabs({ type: 'status.changed' });
    deps.broadcast({ type: 'panel.changed', reason: 'status' });
  };
  // Statuses read behind an answer that did not wait for them (a report, the lens's counts, a
  // side panel shown stale): their askers ask again now, not on their next poll.
  status.onFetched = atMostEvery(STATUS_TELL_MS, () =>
    deps.broadcast({ type: 'panel.changed', reason: 'status' }),
  );
  const rowsChanged = rowsChangedBy({ ...deps, status, translations, pageTexts });
  const live = createLiveRows({ ...deps, changed: rowsChanged });
  status.liveSince = live.since;
  const budgets = createBudgets();
  // The frames' keys, with the hidden strings an inspection found (rows like any other).
  const inspections = createInspections(deps.frames);
  const frames = inspections.frames;
  const reports = new ReportCache();
  const pageLocale = (locale: string | null) => deps.settings.current().pinnedLocale ?? locale;
  const outbox = new Outbox({
    client,
    owner: () => ownerOf(deps.settings.current(), deps.credentials.current()),
    async onRejected(err) {
      // A write did not reach the service: pages ask it again, and say it cannot be reached.
      if (!(err instanceof ApiError)) {
        status.clear();
        deps.sendToTabs({ type: 'status.changed' });
        deps.broadcast({ type: 'panel.changed', reason: 'status' });
      }
      await auth.rejected(err);
    },
    onApplied: (ref) => rowsChanged(ref.locale, ref.namespace, [ref.key]),
    onChanged: () => deps.broadcast({ type: 'panel.changed', reason: 'outbox' }),
    schedule: deps.schedule,
  });

  // The image overlay is injected on demand, and only into a tab whose content script reported
  // its top frame: a tab without a lens has no pictures to list or cover.
  const pageImages: NonNullable<BackgroundDeps['inspect']>['images'] = async (tabId, ...call) =>
    (await deps.frames.get(tabId)).has(0) ? deps.inspect?.images(tabId, ...call) : undefined;
  const images = createImageJobs({
    client: asUser,
    // Images are read only where the content script may run: the site permission model.
    mayRead: async (url) =>
      ['built_in', 'enabled'].includes((await deps.sites.stateOfUrl(url)).status),
    show: (tabId, src, dataUrl) => pageImages(tabId, 'show', src, dataUrl),
    reveal: (tabId, translated) => pageImages(tabId, 'reveal', translated),
    fetch: deps.fetch,
  });
  const tabLocale = async (tabId: number) =>
    pageLocale((await deps.frames.get(tabId)).get(0)?.locale ?? null);

  function credentialsChanged(): void {
    status.clear();
    translations.clear();
    pageTexts.clear();
    deps.sendToTabs({ type: 'status.changed' });
    deps.broadcast({ type: 'panel.changed', reason: 'auth' });
    void outbox.run();
    // Signed out, or someone else: the badge counts for whoever is signed in now.
    void offers.refresh().catch(() => deps.setBadge?.(0));
  }

  const offers = createOfferHandlers({
    client: asUser,
    me: () => deps.credentials.current().user?.user_id ?? null,
    projectId: () => deps.credentials.current().projectId,
    // New work needs no new sign-in: a session for its project when there is none yet, and
    // in any case the edit rights asked again.
    async onConfirmed(projectIds) {
      if (!deps.credentials.current().projectId && projectIds[0])
        await auth.chooseProject(projectIds[0]);
      else auth.refreshProjects();
    },
    setBadge: deps.setBadge,
  });

  const panelPages = new PanelPagesSent();
  const sources = new PageSources();
  const buildPanel = (tabId: number) =>
    buildPanelPage(
      tabId,
      { ...deps, frames, sources, reports },
      status,
      translations,
      pageLocale,
      (err) => {
        // A refused session (expired, or its user taken out of the project) is said at once.
        void auth.rejected(err);
        return serviceProblem(err, deps.settings.current().baseUrl);
      },
      budgets.forTab(tabId),
    );

  const panelPage = async (tabId: number) => (await buildPanel(tabId)).page;

  const more = { status, translations: pageTexts, pageLocale, inspections, budgets };
  const readiness = createReadinessHandlers({ ...deps, ...more, panelPage });
  const stores = overlayStores(deps);
  const overlay = createOverlayHandlers({
    ...deps,
    ...stores,
    panelPage,
    show: async (tabId, texts) =>
      (await readiness['page.preview']({ tabId, texts }, { kind: 'page' })).elements,
  });

  // Every message's handler, one module per area of the protocol (`handlers/<area>.ts`).
  const handlers: BackgroundHandlers = {
    ...createFrameHandlers({
      ...deps,
      reportFrames: frames,
      ...{ reports, status, pageLocale, budget: budgets.forTab, waiters },
    }),
    ...createStatusHandlers({
      ...deps,
      status,
      texts: pageTexts,
      pageLocale,
      budget: budgets.forTab,
    }),
    ...createPanelHandlers({ ...deps, buildPanel, panelPages }),
    ...createLensHandlers({ ...deps, ...stores, status, pageLocale, budget: budgets.forTab }),
    ...createSiteHandlers(deps),
    ...createSettingsHandlers({ ...deps, auth, credentialsChanged }),
    ...createAuthHandlers(auth),
    ...createOutboxHandlers({ outbox, status }),
    ...createLiveHandlers(live),
    ...createSuggestionHandlers(asUser),
    ...offers.handlers,
    ...createAccountHandlers(asUser, async (user) => {
      await deps.credentials.update({ user });
    }),
    ...createWebhookHandlers(asUser),
    ...createIntegrationKeyHandlers(asUser),
    ...createTeamHandlers(asUser, () => auth.refreshProjects()),
    ...createFileHandlers(asUser),
    ...createImageHandlers({ jobs: images, list: (tabId) => pageImages(tabId, 'list'), tabLocale }),
    ...createModelJobHandlers(asUser),
    ...createRowContextHandlers(client),
    ...createShotHandlers(client, { ...deps, ...more, frames }),
    ...readiness,
    ...overlay,
  };

  /**
   * The background's message hub. Content scripts may only speak of their own tab; extension
   * pages (our own origin) may also sign in, write and ask about any tab. Every payload is parsed
   * first.
   */
  async function handle(raw: unknown, sender: Sender): Promise<Result<unknown>> {
    const admitted = admit(raw, sender, deps);
    if ('ok' in admitted) return admitted;
    const { type, payload, origin } = admitted;
    live.seen(type);
    const handler = handlers[type] as (p: typeof payload, o: typeof origin) => Promise<unknown>;
    try {
      return ok(await handler(payload, origin));
    } catch (err) {
      await auth.rejected(err);
      return toError(err, deps.settings.current().baseUrl);
    }
  }

  /** From the image context menu: the tab's image into the page's language. */
  const translateImage = async (tabId: number, src: string) =>
    images.start(tabId, src, (await tabLocale(tabId)) ?? '');

  return { handle, handlers, outbox, translateImage, refreshOffers: offers.refresh, panelPage };
}
