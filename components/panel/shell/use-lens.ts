import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lensQuery, panelKeys, panelMutations } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';

/** Whether the tab's overlay is drawn (null: the page has no lens), and turning it over. */
export function useLens(ask: Ask, tabId: number | null) {
  const qc = useQueryClient();
  const lens = useQuery({ ...lensQuery(ask, tabId ?? -1), enabled: tabId !== null });
  const toggle = useMutation(panelMutations.toggleLens(ask, qc));
  // A language pinned in the options replaces every page's own: the panel says which.
  const settings = useQuery({
    queryKey: [...panelKeys.all, 'settings'],
    queryFn: () => ask('settings.get'),
  });
  return {
    on: lens.data ?? null,
    pinned: settings.data?.pinnedLocale ?? null,
    toggle: () => tabId !== null && toggle.mutate(tabId),
  };
}
