import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lensQuery, panelMutations } from './queries';
import type { Ask } from './transport';

/** Whether the tab's overlay is drawn (null: the page has no lens), and turning it over. */
export function useLens(ask: Ask, tabId: number | null) {
  const qc = useQueryClient();
  const lens = useQuery({ ...lensQuery(ask, tabId ?? -1), enabled: tabId !== null });
  const toggle = useMutation(panelMutations.toggleLens(ask, qc));
  return {
    on: lens.data ?? null,
    toggle: () => tabId !== null && toggle.mutate(tabId),
  };
}
