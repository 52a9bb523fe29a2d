import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { PanelPage } from '../../../lib/messaging/types';
import type { PanelRow } from '../../../lib/panel/key-list';
import { DeliveredShare } from '../../../lib/readiness/delivered-share';
import { pageStatus, targetLocale } from '../../../lib/readiness/page-status';
import { localeReadiness, type LocaleReadiness } from '../../../lib/readiness/summary';
import { panelKeys } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';

export interface ReadinessInput {
  ask: Ask;
  tabId: number | null;
  page: PanelPage | null;
  /** The panel's rows of the page: the folded view's share comes from them. */
  rows: readonly PanelRow[];
  /** The view is open: nothing is asked for a closed one. */
  open: boolean;
  /** Every live language of the project rather than the page's own. */
  allLocales: boolean;
}

/**
 * The page's readiness: in its own language from the page answer the panel already has, or in
 * every live language from one more question to the background (under `pages`, so a write or a
 * sign-in refreshes it with the rows). Folded, only the share of its own language is worked out,
 * from the rows, judging those a change made again: on a page of 20,000 keys the whole view of
 * every key took 150 ms a change.
 */
export function useReadiness({ ask, tabId, page, rows, open, allLocales }: ReadinessInput) {
  const [shares] = useState(() => new DeliveredShare());
  const others = useQuery({
    queryKey: [...panelKeys.pages(), 'readiness', tabId ?? -1],
    queryFn: () => ask('readiness.locales', { tabId: tabId ?? -1 }),
    enabled: open && allLocales && tabId !== null,
  });
  const refs = page?.report.keys;
  const locales = useMemo((): LocaleReadiness[] => {
    if (!page || !refs || !open) return [];
    if (!allLocales) {
      const own = pageStatus(page);
      return own ? [localeReadiness(refs, own)] : [];
    }
    return (others.data ?? []).flatMap((a) =>
      a.locale && !a.isSource ? [localeReadiness(refs, { ...a, locale: a.locale })] : [],
    );
  }, [page, refs, open, allLocales, others.data]);
  /** The page's own language served now, as the view would say it; undefined: not a target. */
  const ownShare = useMemo(() => {
    const locale = page && targetLocale(page);
    return locale ? shares.of(rows, { ...page, locale }) : undefined;
  }, [shares, page, rows]);
  return {
    locales,
    ownShare,
    loading: allLocales && others.isPending,
    error: allLocales ? others.error : null,
  };
}
