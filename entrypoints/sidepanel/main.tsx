import '../../lib/contract/zod-setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { PanelApp } from '../../components/panel/panel-app';
import { followUiPrefs } from '../../lib/panel/follow-ui-prefs';
import { panelKeys } from '../../lib/panel/queries';
import { runtimeTransport } from '../../lib/panel/runtime-transport';
import { followTab } from '../../lib/panel/tab-binding';

// One retry for a hiccup of the background; its own outbox retries writes durably.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 2000 } } });
const transport = runtimeTransport();
followUiPrefs(document);
const root = createRoot(document.getElementById('root')!);

followTab(location.search, {
  tab: (tabId) =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <PanelApp key={tabId ?? -1} tabId={tabId} transport={transport} />
      </QueryClientProvider>,
    ),
  // Another page may be another site: whether Locale Lens runs there is asked again too.
  navigated: (tabId) =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: panelKeys.page(tabId) }),
      queryClient.invalidateQueries({ queryKey: panelKeys.site(tabId) }),
    ]),
});
