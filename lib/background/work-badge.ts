import type { PanelPage, SiteState } from '../messaging/types';
import { refId } from '../messaging/ref-id';
import { NO_FLAGS } from '../workflow/caller';
import { isWorkForCaller } from '../workflow/work';

type WorkPage = Pick<
  PanelPage,
  'report' | 'locale' | 'isSource' | 'workflow' | 'workflows' | 'flags'
>;

/**
 * How many keys of the page the caller can act on now (edit and confirm, review, approve), each
 * key once however often the page shows it. Keys whose status is still loading do not count.
 */
export function countWork(page: WorkPage): number {
  if (page.isSource || !page.locale) return 0;
  const counted = new Set<string>();
  for (const hit of page.report.keys) {
    const id = refId(hit);
    if (counted.has(id) || hit.status === 'unknown') continue;
    const workflow = page.workflows?.[hit.namespace] ?? page.workflow;
    if (workflow && isWorkForCaller(hit.status, workflow, page.flags[hit.namespace] ?? NO_FLAGS))
      counted.add(id);
  }
  return counted.size;
}

export interface WorkBadgeDeps {
  /** Someone is signed in (e-mail and password, or a key): the demo's reader has no work. */
  signedIn(): boolean;
  site(tabId: number): Promise<SiteState>;
  page(tabId: number): Promise<WorkPage & { problem: string | null }>;
  /** The count on the tab's toolbar button; null shows none. */
  show(tabId: number, count: number | null): void;
  delayMs?: number;
}

/**
 * The toolbar badge of each tab: its work count, asked again (a little later, once for a burst)
 * whenever the page, the rows or the sign-in change. Nothing when signed out, when Locale Lens is
 * off on the site, or when the service cannot say.
 */
export function createWorkBadge(deps: WorkBadgeDeps) {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  async function count(tabId: number): Promise<number | null> {
    if (!deps.signedIn()) return null;
    const site = await deps.site(tabId);
    if (site.status === 'off' || site.status === 'unsupported') return null;
    const page = await deps.page(tabId);
    return page.problem === null ? countWork(page) : null;
  }

  async function refresh(tabId: number): Promise<void> {
    deps.show(tabId, await count(tabId).catch(() => null));
  }

  return {
    refresh,
    /** Something changed for the tab: recount once things settle. */
    changed(tabId: number): void {
      clearTimeout(timers.get(tabId));
      timers.set(
        tabId,
        setTimeout(() => {
          timers.delete(tabId);
          void refresh(tabId);
        }, deps.delayMs ?? 400),
      );
    },
  };
}
