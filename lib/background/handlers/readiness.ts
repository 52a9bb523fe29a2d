import type { readinessMessages } from '../../messaging/protocol/readiness';
import type { KeyRef, PanelPage, StatusAnswer } from '../../messaging/types';
import { readKeyLink } from '../../page/key-link';
import type { BackgroundDeps } from '../background-deps';
import type { FrameScan } from '../frame-scan';
import { measurePageFit } from '../page-fit';
import { inspectPage, type InspectDeps } from '../page-inspect';
import type { RequestBudget } from '../request-budget';
import type { StatusService } from '../status-service';
import type { AreaHandlers } from './types';
import { defaultNamespaceOf } from '../../messaging/default-namespace';

export interface ReadinessDeps
  extends Omit<InspectDeps, 'api'>, Pick<BackgroundDeps, 'selections' | 'broadcast' | 'sendToTab'> {
  frames: { get(tabId: number): Promise<Map<number, FrameScan>> };
  status: Pick<StatusService, 'get'>;
  /** Absent where pages cannot be inspected (tests of other parts). */
  inspect?: InspectDeps['api'];
  /** The language the tab's page is read in (a pinned locale wins). */
  pageLocale(locale: string | null): string | null;
  budgets: { forTab(tabId: number): RequestBudget };
  /** The tab's page as the side panel gets it (its keys and source texts). */
  panelPage(tabId: number): Promise<PanelPage>;
}

/**
 * `readiness.locales`: the tab's keys in every live target language. The languages come from the
 * page language's workflow; each is asked like the page's own, within the tab's request budget
 * (a language left partly unasked says so).
 */
export function createReadinessHandlers(
  deps: ReadinessDeps,
): AreaHandlers<typeof readinessMessages> {
  const handlers: AreaHandlers<typeof readinessMessages> = {
    // Selected as if Alt+clicked, and shown once the page has drawn it (it may render late).
    async 'link.opened'({ link }, { tabId, frameId }) {
      const ref = readKeyLink(`x#${link}`)?.ref;
      if (frameId !== 0 || !ref) return null;
      await deps.selections.set(tabId, ref);
      deps.broadcast({ type: 'panel.changed', tabId, reason: 'selection' });
      void revealSoon(deps, tabId, ref);
      return null;
    },
    async 'page.preview'({ tabId, texts }) {
      if (!deps.inspect) return { elements: 0 };
      const req = texts
        ? await pageTexts(deps, tabId)
        : { defaultNamespace: '', translations: null };
      return { elements: await deps.inspect.preview(tabId, { ...req, texts }) };
    },
    'page.reveal': async ({ tabId, frameId, path }) =>
      deps.inspect ? deps.inspect.reveal(tabId, frameId, path).catch(() => false) : false,
    async 'page.inspect'({ tabId, brandWords }) {
      if (!deps.inspect) return { hidden: [], untranslated: [], unreadable: [] };
      return inspectPage({ ...deps, api: deps.inspect }, tabId, brandWords);
    },
    async 'readiness.locales'({ tabId }) {
      // With the hidden strings an inspection found, as the panel's list has them.
      const frames = await deps.inspections.frames.get(tabId);
      const locale = deps.pageLocale(frames.get(0)?.locale ?? null);
      if (!locale) return [];
      const first = await deps.status.get(locale, []);
      const workflow = first.workflow;
      if (!workflow) return [];
      const refs = [...frames.values()].flatMap((f) => f.keys);
      const live = (workflow.target_locales ?? []).filter(
        (t) => !t.archived && t.locale !== workflow.source_locale,
      );
      const budget = deps.budgets.forTab(tabId);
      const answers: StatusAnswer[] = [];
      for (const t of live) answers.push(await deps.status.get(t.locale, refs, budget));
      return answers;
    },
    'page.fit': ({ tabId, expansion }) =>
      measurePageFit(
        {
          inspect: deps.inspect,
          panelPage: deps.panelPage,
          locales: (tab) => handlers['readiness.locales']({ tabId: tab }, { kind: 'page' }),
          pageTexts: (tab) => pageTexts(deps, tab),
        },
        tabId,
        expansion,
      ),
  };
  return handlers;
}

/** Asks the page to show the key every half second for ten seconds, until it can. */
async function revealSoon(deps: Pick<BackgroundDeps, 'sendToTab'>, tabId: number, ref: KeyRef) {
  for (let i = 0; i < 20; i++) {
    if (await deps.sendToTab(tabId, { type: 'key.reveal', ref }).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** What the injected scan needs to find the page's keys again: its namespace and texts. */
export async function pageTexts(deps: ReadinessDeps, tabId: number) {
  const frames = await deps.frames.get(tabId);
  const locale = deps.pageLocale(frames.get(0)?.locale ?? null);
  const first = locale ? await deps.status.get(locale, []) : null;
  const translations =
    first?.locale && !first.isSource ? await deps.translations.get(first.locale) : null;
  return { defaultNamespace: defaultNamespaceOf(first?.workflow), translations };
}
