import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { panelKeys, siteQuery } from '../../../lib/panel/queries';
import type { PanelTransport } from '../../../lib/panel/transport';
import { useText } from '../../../lib/panel/use-text';

/**
 * Whether Locale Lens runs on the tab's site, and turning it on: the permission is asked here (the
 * click is the user's gesture), then the background registers and runs the content script.
 */
export function useSite({ ask, requestOrigin }: PanelTransport, tabId: number | null) {
  const t = useText();
  const qc = useQueryClient();
  const id = tabId ?? -1;
  const site = useQuery({ ...siteQuery(ask, id), enabled: tabId !== null });
  const enable = useMutation({
    mutationFn: async (pattern: string) => {
      if (!(await requestOrigin(pattern))) throw new Error(t('site.notAllowed'));
      return ask('site.enable', { tabId: id });
    },
    onSuccess: (state) => {
      qc.setQueryData(panelKeys.site(id), state);
      return Promise.all([
        qc.invalidateQueries({ queryKey: panelKeys.page(id) }),
        qc.invalidateQueries({ queryKey: panelKeys.lens(id) }),
      ]);
    },
  });
  return {
    site: site.data ?? null,
    enable: (pattern: string) => enable.mutate(pattern),
    enabling: enable.isPending,
    error: enable.error,
  };
}
