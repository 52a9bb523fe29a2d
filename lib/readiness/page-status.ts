import { refId } from '../messaging/ref-id';
import type { PanelPage } from '../messaging/types';
import type { LocaleStatus } from './summary';

/**
 * The page's target language: null when it has none (the source language, no project locale, or
 * the service could not be asked).
 */
export const targetLocale = (page: PanelPage): string | null =>
  page.locale && !page.isSource && page.problem === null ? page.locale : null;

/** The page's own language as the panel's page answer knows it; null when not a target. */
export function pageStatus(page: PanelPage): LocaleStatus | null {
  const locale = targetLocale(page);
  if (!locale) return null;
  const entries: LocaleStatus['entries'] = {};
  for (const k of page.report.keys) if (k.status !== 'unknown') entries[refId(k)] = k.status;
  return {
    locale,
    workflow: page.workflow,
    workflows: page.workflows,
    flags: page.flags,
    entries,
  };
}
