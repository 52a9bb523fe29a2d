import '../../lib/contract/zod-setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import { PanelApp } from '../../components/panel/shell/panel-app';
import { followUiPrefs } from '../../lib/panel/follow-ui-prefs';
import { pageNavigated } from '../../lib/panel/queries';
import { runtimeTransport } from '../../lib/panel/runtime-transport';
import { followTab } from '../../lib/panel/tab-binding';
import { TextContext } from '../../lib/panel/use-text';
import type { UiText } from '../../lib/ui-text/catalogues';

// One retry for a hiccup of the background; its own outbox retries writes durably.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 2000 } } });
const transport = runtimeTransport();
const root = createRoot(document.getElementById('root')!);
let shown: { tabId: number | null; text: UiText } | null = null;

function render(tabId: number | null, text: UiText) {
  shown = { tabId, text };
  root.render(
    <TextContext.Provider value={text}>
      <QueryClientProvider client={queryClient}>
        <PanelApp key={tabId ?? -1} tabId={tabId} transport={transport} />
      </QueryClientProvider>
    </TextContext.Provider>,
  );
}

// Nothing is drawn before the language is known: no English flash for a German panel.
followUiPrefs(document, [browser.i18n.getUILanguage(), ...navigator.languages], (text) => {
  const first = shown === null;
  shown = { tabId: shown?.tabId ?? null, text };
  if (first) startFollowingTab();
  else render(shown.tabId, text);
});

function startFollowingTab() {
  followTab(location.search, {
    tab: (tabId) => render(tabId, shown!.text),
    navigated: (tabId) => void pageNavigated(queryClient, tabId),
  });
}
