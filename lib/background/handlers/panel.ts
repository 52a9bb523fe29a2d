import type { panelMessages } from '../../messaging/protocol/panel';
import type { BackgroundDeps } from '../background-deps';
import type { buildPanelPage } from '../page-report';
import type { PanelPagesSent } from '../panel-pages';
import type { AreaHandlers } from './types';

export interface PanelDeps extends Pick<BackgroundDeps, 'selections' | 'broadcast' | 'sendToTab'> {
  /** The tab's page for the panel, with the frame keys it was made from. */
  buildPanel(tabId: number): ReturnType<typeof buildPanelPage>;
  panelPages: Pick<PanelPagesSent, 'answer'>;
}

/** The side panel's page of a tab, and the key selected on the page or shown from the panel. */
export function createPanelHandlers(deps: PanelDeps): AreaHandlers<typeof panelMessages> {
  return {
    async 'key.selected'({ ref }, { tabId }) {
      await deps.selections.set(tabId, ref);
      deps.broadcast({ type: 'panel.changed', tabId, reason: 'selection' });
      return null;
    },
    async 'panel.page'({ tabId, since }) {
      const { page, made } = await deps.buildPanel(tabId);
      return deps.panelPages.answer(tabId, page, made, since);
    },
    'key.reveal': async ({ tabId, ref }) =>
      (await deps.sendToTab(tabId, { type: 'key.reveal', ref })) ?? false,
    // A tab without a lens shows no preview.
    'preview.set': async ({ tabId, ref, text }) =>
      (await deps.sendToTab(tabId, { type: 'preview.set', ref, text })) ?? {
        overflow: false,
        truncated: false,
        elements: 0,
      },
  };
}
