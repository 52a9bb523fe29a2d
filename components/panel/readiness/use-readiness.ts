import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PanelPage } from '../../../lib/messaging/types';
import { pageStatus } from '../../../lib/readiness/page-status';
import { localeReadiness, type LocaleReadiness } from '../../../lib/readiness/summary';
import { panelKeys } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';

export interface ReadinessInput {
  ask: Ask;
  tabId: number | null;
  page: PanelPage | null;
  /** The view is open: nothing is asked for a closed one. */
  open: boolean;
  /** Every live language of the project rather than the page's own. */
  allLocales: boolean;
}

/**
 * The page's readiness: in its own language from the page answer the panel already has, or in
 * every live language from one more question to the background (under `pages`, so a write or a
 * sign-in refreshes it with the rows).
 */
export function useReadiness({ ask, tabId, page, open, allLocales }: ReadinessInput) {
  const others = useQuery({
    queryKey: [...panelKeys.pages(), 'readiness', tabId ?? -1],
    queryFn: () => ask('readiness.locales', { tabId: tabId ?? -1 }),
    enabled: open && allLocales && tabId !== null,
  });
  const refs = page?.report.keys;
  const locales = useMemo((): LocaleReadiness[] => {
    if (!page || !refs) return [];
    if (!allLocales) {
      const own = pageStatus(page);
      return own ? [localeReadiness(refs, own)] : [];
    }
    return (others.data ?? []).flatMap((a) =>
      a.locale && !a.isSource ? [localeReadiness(refs, { ...a, locale: a.locale })] : [],
    );
  }, [page, refs, allLocales, others.data]);
  return {
    locales,
    loading: allLocales && others.isPending,
    error: allLocales ? others.error : null,
  };
}
