import { refId } from '../messaging/ref-id';
import type { PanelPage } from '../messaging/types';
import type { LocaleStatus } from './summary';

/**
 * The page's own language as the panel's page answer knows it; null when the page has no target
 * language (the source language, no project locale, or the service could not be asked).
 */
export function pageStatus(page: PanelPage): LocaleStatus | null {
  if (!page.locale || page.isSource || page.problem !== null) return null;
  const entries: LocaleStatus['entries'] = {};
  for (const k of page.report.keys) if (k.status !== 'unknown') entries[refId(k)] = k.status;
  return {
    locale: page.locale,
    workflow: page.workflow,
    workflows: page.workflows,
    flags: page.flags,
    entries,
  };
}
