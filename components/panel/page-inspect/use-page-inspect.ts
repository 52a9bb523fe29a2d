import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { storage } from 'wxt/utils/storage';
import { panelKeys } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';

/** Words the page's text with no key leaves out (product and company names), kept per browser. */
export const brandWordsItem = storage.defineItem<string[]>('local:brandWords', { fallback: [] });

/** "Acme, Locale Lens" → ["Acme", "Locale Lens"]. */
export const parseBrandWords = (text: string) =>
  [
    ...new Set(
      text
        .split(',')
        .map((w) => w.trim())
        .filter((w) => w !== ''),
    ),
  ].slice(0, 100);

/**
 * The page looked at closer: injected into the tab only once a view that needs it is open, and
 * asked again when the brand words change. Its hidden strings become rows of the page's list, so
 * the page answer is asked again after each inspection.
 */
export function usePageInspect(ask: Ask, tabId: number | null, open: boolean) {
  const qc = useQueryClient();
  const [brandWords, setBrandWords] = useState<string[] | null>(null);
  useEffect(() => {
    void brandWordsItem.getValue().then(setBrandWords);
  }, []);
  const query = useQuery({
    queryKey: [...panelKeys.all, 'inspect', tabId ?? -1, brandWords ?? []],
    queryFn: () => ask('page.inspect', { tabId: tabId ?? -1, brandWords: brandWords ?? [] }),
    enabled: open && tabId !== null && brandWords !== null,
  });
  const at = query.dataUpdatedAt;
  useEffect(() => {
    if (at && tabId !== null) void qc.invalidateQueries({ queryKey: panelKeys.page(tabId) });
  }, [at, tabId, qc]);
  return {
    inspection: query.data ?? null,
    loading: open && query.isPending,
    error: query.error,
    refresh: () => void query.refetch(),
    brandWords: brandWords ?? [],
    changeBrandWords(words: string[]) {
      setBrandWords(words);
      void brandWordsItem.setValue(words);
    },
  };
}
