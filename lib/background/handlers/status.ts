import type { statusMessages } from '../../messaging/protocol/status';
import type { BackgroundDeps } from '../background-deps';
import type { PageTexts } from '../page-texts';
import type { RequestBudget } from '../request-budget';
import type { StatusService } from '../status-service';
import type { AreaHandlers } from './types';

/** What the page's keys stand at, and the texts the lens matches, in the page's language. */
export function createStatusHandlers(deps: {
  status: Pick<StatusService, 'get'>;
  texts: Pick<PageTexts, 'get'>;
  pageLocale: (locale: string | null) => string | null;
  budget: (tabId: number) => RequestBudget;
  broadcast: BackgroundDeps['broadcast'];
}): AreaHandlers<typeof statusMessages> {
  return {
    async 'status.get'({ locale, refs }, { tabId }) {
      const answer = await deps.status.get(deps.pageLocale(locale)!, refs, deps.budget(tabId));
      // The page's statuses have landed: the side panel shows them now rather than on its next poll.
      if (refs.length > 0) deps.broadcast({ type: 'panel.changed', tabId, reason: 'status' });
      return answer;
    },
    async 'translations.get'({ locale }) {
      const resolved = (await deps.status.get(deps.pageLocale(locale)!, [])).locale;
      return resolved ? await deps.texts.get(resolved) : {};
    },
  };
}
