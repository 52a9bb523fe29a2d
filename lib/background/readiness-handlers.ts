import type { StatusAnswer } from '../messaging/types';
import type { FrameScan } from './frame-registry';
import { inspectPage, type InspectDeps } from './page-inspect';
import type { RequestBudget } from './request-budget';
import type { BackgroundHandlers } from './router';
import type { StatusService } from './status-service';

export interface ReadinessDeps extends Omit<InspectDeps, 'api'> {
  frames: { get(tabId: number): Promise<Map<number, FrameScan>> };
  status: Pick<StatusService, 'get'>;
  /** Absent where pages cannot be inspected (tests of other parts). */
  inspect?: InspectDeps['api'];
  /** The language the tab's page is read in (a pinned locale wins). */
  pageLocale(locale: string | null): string | null;
  budgets: { forTab(tabId: number): RequestBudget };
}

/**
 * `readiness.locales`: the tab's keys in every live target language. The languages come from the
 * page language's workflow; each is asked like the page's own, within the tab's request budget
 * (a language left partly unasked says so).
 */
export function createReadinessHandlers(
  deps: ReadinessDeps,
): Pick<BackgroundHandlers, 'readiness.locales' | 'page.inspect' | 'page.reveal'> {
  return {
    'page.reveal': async ({ tabId, frameId, path }) =>
      deps.inspect ? deps.inspect.reveal(tabId, frameId, path).catch(() => false) : false,
    async 'page.inspect'({ tabId, brandWords }) {
      if (!deps.inspect) return { hidden: [], untranslated: [], unreadable: [] };
      return inspectPage({ ...deps, api: deps.inspect }, tabId, brandWords);
    },
    async 'readiness.locales'({ tabId }) {
      const frames = await deps.frames.get(tabId);
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
  };
}
