import type { MessageType, Parsed, Protocol, Answer } from '../messaging/protocol';
import { ApiError } from '../contract/errors';
import { refId } from '../messaging/ref-id';
import { ok, type Result } from '../messaging/result';
import { Auth } from './auth';
import { createFrameHandlers } from './frame-handlers';
import { ReportWaiters } from './report-waiters';
import { createImageJobs } from './image-jobs';
import { consoleModels, consoleStatus, submitConsoleJob } from './model-jobs-console';
import { admit, type OriginOf, type Sender } from './message-gate';
import { Outbox } from './outbox';
import { ownerOf } from './outbox-owner';
import { buildPanelPage } from './page-report';
import { PanelPagesSent } from './panel-pages';
import { ReportCache } from './report-cache';
import { serviceProblem, toError } from './service-problem';
import { createBudgets } from './request-budget';
import { publicSettings } from './settings';
import { createOfferHandlers } from './offer-handlers';
import { createContextHandlers } from './context-handlers';
import { createReadinessHandlers, pageTexts as scanTexts } from './readiness-handlers';
import { createFitHandlers } from './fit-handlers';
import { createOverlayHandlers, overlayStores } from './overlay-handlers';
import { createLensHandlers } from './lens-handlers';
import { createInspections } from './page-inspect';
import { createOptionsHandlers } from './options-handlers';
import type { BackgroundDeps } from './background-deps';
import { createSignedInHandlers } from './signed-in-handlers';
import { StatusService } from './status-service';
import { bearerClient, startSuggestions, suggestionStatus } from './suggestions';
import { TranslationsCache } from './translations-cache';
import { PageTexts } from './page-texts';
import { createLiveRows } from './live-rows';
import { rowsChangedBy } from './rows-changed';

export type { Sender };
export type { BackgroundDeps };

/** One handler per message type: TypeScript checks that none is missing and none is extra. */
export type BackgroundHandlers = {
  [K in MessageType]: (
    payload: Parsed<K>,
    origin: OriginOf<Protocol[K]['from']>,
  ) => Promise<Answer<K>>;
};

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
  const status = new StatusService(client, () => deps.settings.current().baseUrl);
  const translations = new TranslationsCache(client);
  const pageTexts = new PageTexts({ translations, status });
  // A machine fill writes rows under every open page: pages and panels are told, not left to poll.
  status.onFill = (locale, namespace, ended) => {
    if (ended) status.invalidate(locale, namespace);
    deps.sendToTabs({ type: 'status.changed' });
    deps.broadcast({ type: 'panel.changed', reason: 'status' });
  };
  const rowsChanged = rowsChangedBy({ ...deps, status, translations, pageTexts });
  const live = createLiveRows({ ...deps, changed: rowsChanged });
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
    onApplied: (ref) => rowsChanged(ref.locale, ref.namespace),
    onChanged: () => deps.broadcast({ type: 'panel.changed', reason: 'outbox' }),
    schedule: deps.schedule,
  });

  // The image overlay is injected on demand, and only into a tab whose content script reported
  // its top frame: a tab without a lens has no pictures to list or cover.
  const pageImages: NonNullable<BackgroundDeps['inspect']>['images'] = async (tabId, ...call) =>
    (await deps.frames.get(tabId)).has(0) ? deps.inspect?.images(tabId, ...call) : undefined;
  const images = createImageJobs({
    client: () => bearerClient(deps),
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
    client: () => bearerClient(deps),
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
  const buildPanel = (tabId: number) =>
    buildPanelPage(
      tabId,
      { ...deps, frames },
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
  const readiness = createReadinessHandlers({ ...deps, ...more });
  const stores = overlayStores(deps);
  const overlay = createOverlayHandlers({
    ...deps,
    ...stores,
    panelPage,
    show: async (tabId, texts) =>
      (await readiness['page.preview']({ tabId, texts }, { kind: 'page' })).elements,
  });

  const handlers: BackgroundHandlers = {
    ...createFrameHandlers({
      ...deps,
      reportFrames: frames,
      ...{ reports, status, pageLocale, budget: budgets.forTab, waiters },
    }),
    async 'status.get'({ locale, refs }, { tabId }) {
      const answer = await status.get(pageLocale(locale)!, refs, budgets.forTab(tabId));
      // The page's statuses have landed: the side panel shows them now rather than on its next poll.
      if (refs.length > 0) deps.broadcast({ type: 'panel.changed', tabId, reason: 'status' });
      return answer;
    },
    async 'translations.get'({ locale }) {
      const resolved = (await status.get(pageLocale(locale)!, [])).locale;
      return resolved ? await pageTexts.get(resolved) : {};
    },
    async 'key.selected'({ ref }, { tabId }) {
      await deps.selections.set(tabId, ref);
      deps.broadcast({ type: 'panel.changed', tabId, reason: 'selection' });
      return null;
    },
    async 'panel.page'({ tabId, since }) {
      const { page, made } = await buildPanel(tabId);
      return panelPages.answer(tabId, page, made, since);
    },
    'site.state': ({ tabId }) => deps.sites.state(tabId),
    async 'site.enable'({ tabId }) {
      // The lens is on where the user just turned Locale Lens on.
      await deps.lens.set(tabId, true);
      const site = await deps.sites.enable(tabId);
      if (site.status === 'enabled')
        deps.broadcast({ type: 'panel.changed', tabId, reason: 'status' });
      return site;
    },
    'settings.get': async () => publicSettings(deps.settings.current(), deps.credentials.current()),
    async 'settings.set'({ baseUrl, ...changes }) {
      if (baseUrl) await auth.moveTo(baseUrl);
      const next = await deps.settings.update(changes);
      credentialsChanged();
      return publicSettings(next, deps.credentials.current());
    },
    async 'service.retry'() {
      await auth.recheck();
      credentialsChanged();
      return null;
    },
    'auth.state': () => auth.state(),
    'auth.signIn': ({ email, password, baseUrl }) => auth.signIn(email, password, baseUrl),
    'auth.chooseProject': ({ projectId }) => auth.chooseProject(projectId),
    'auth.useKey': ({ apiKey, baseUrl, allowMaster }) => auth.useKey(apiKey, baseUrl, allowMaster),
    'auth.signOut': () => auth.signOut(),
    'row.save': ({ baseText, text, ...ref }) =>
      outbox.enqueue({ ...ref, kind: 'save', text, baseText }),
    async 'row.transition'({ action, reason, ...ref }) {
      const current = await status.get(ref.locale, [ref]).catch(() => null);
      const entry = current?.entries[refId(ref)];
      return outbox.enqueue({
        ...ref,
        kind: 'transition',
        action,
        ...(action === 'reject' && reason ? { reason } : {}),
        expectedStage: entry?.stageIndex,
      });
    },
    'outbox.list': () => outbox.listForPanel(),
    async 'outbox.discard'({ ids }) {
      await outbox.discard(ids);
      return null;
    },
    async 'outbox.resolve'({ id, choice }) {
      await outbox.resolve(id, choice);
      return null;
    },
    'key.reveal': async ({ tabId, ref }) =>
      (await deps.sendToTab(tabId, { type: 'key.reveal', ref })) ?? false,
    // A tab without a lens shows no preview.
    'preview.set': async ({ tabId, ref, text }) =>
      (await deps.sendToTab(tabId, { type: 'preview.set', ref, text })) ?? {
        overflow: false,
        truncated: false,
        elements: 0,
      },
    'suggest.start': (req) => startSuggestions(bearerClient(deps), req),
    'suggest.status': ({ jobs }) => suggestionStatus(bearerClient(deps), jobs),
    'images.list': async ({ tabId }) => (await pageImages(tabId, 'list')) ?? [],
    'image.translate': async ({ tabId, src, blocks }) =>
      images.start(tabId, src, (await tabLocale(tabId)) ?? '', blocks),
    'image.job': ({ tabId }) => images.get(tabId),
    'jobs.models': () => consoleModels(bearerClient(deps)),
    'jobs.submit': (job) => submitConsoleJob(bearerClient(deps), job),
    'jobs.status': ({ tasks }) => consoleStatus(bearerClient(deps), tasks),
    'image.show': ({ tabId, showing }) => images.toggle(tabId, showing),
    ...offers.handlers,
    ...createContextHandlers(client, { ...deps, ...more, frames }),
    ...readiness,
    ...createFitHandlers({
      ...{ inspect: deps.inspect, panelPage },
      locales: (tabId) => readiness['readiness.locales']({ tabId }, { kind: 'page' }),
      pageTexts: (tabId) => scanTexts({ ...deps, ...more }, tabId),
    }),
    ...overlay,
    ...createLensHandlers({ ...deps, ...stores, status, pageLocale, budget: budgets.forTab }),
    ...createOptionsHandlers(deps.fetch),
    ...createSignedInHandlers(deps, auth),
    ...live.handlers,
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
