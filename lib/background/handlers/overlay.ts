import { previewTexts, type PreviewMode, type PreviewRow } from '../../key-state/preview-texts';
import type { overlayMessages } from '../../messaging/protocol/overlay';
import { refId } from '../../messaging/ref-id';
import { textOf } from '../../i18n-keys/own-text';
import type { KeyRef, PanelPage } from '../../messaging/types';
import type { BackgroundDeps } from '../background-deps';
import type { PreviewModes } from '../overlay-stores';
import type { AreaHandlers } from './types';

export interface OverlayDeps extends Pick<BackgroundDeps, 'sendToTab' | 'broadcast'> {
  legendFold: { set(collapsed: boolean): Promise<void> };
  previewModes: PreviewModes;
  panelPage(tabId: number): Promise<PanelPage>;
  /** Shows other texts for the tab's keys (null: the page's own); how many elements changed. */
  show(tabId: number, texts: (KeyRef & { text: string })[] | null): Promise<number>;
}

/** What the preview needs of the panel's page: each key's row and source text. */
export const previewRows = (page: PanelPage): PreviewRow[] =>
  page.report.keys.map((k) => ({
    namespace: k.namespace,
    key: k.key,
    entry: k.status === 'unknown' ? undefined : k.status,
    source: textOf(page.sources, k),
  }));

/**
 * The legend's fold, and the delivered / pending preview of a tab, whichever switch changed it
 * (the panel's or the legend's): the background works out the texts, the page shows them, and
 * both switches are told, so they stay in step. Nothing is written to the service.
 */
export function createOverlayHandlers(deps: OverlayDeps): AreaHandlers<typeof overlayMessages> {
  // A text shown in place of one with an invisible marker hides its key from the next scan: while
  // a preview shows, the rows it started from stay, so the next mode still has the key.
  const started = new Map<number, PreviewRow[]>();
  async function rowsOf(tabId: number) {
    const rows = new Map((started.get(tabId) ?? []).map((r) => [refId(r), r]));
    for (const r of previewRows(await deps.panelPage(tabId))) {
      const id = refId(r);
      if (r.entry !== undefined || !rows.has(id)) rows.set(id, r);
    }
    started.set(tabId, [...rows.values()]);
    return [...rows.values()];
  }
  // The share a pseudo-translation grows by, as the panel last chose it for the tab (the legend's
  // switch keeps it).
  const expansions = new Map<number, number>();
  async function switchTo(tabId: number, mode: PreviewMode, expansion?: number) {
    if (mode === 'off') started.delete(tabId);
    if (expansion !== undefined) expansions.set(tabId, expansion);
    const grow = expansions.get(tabId);
    const texts = mode === 'off' ? null : previewTexts(await rowsOf(tabId), mode, grow);
    const elements = await deps.show(tabId, texts);
    await deps.previewModes.set(tabId, mode);
    void deps.sendToTab(tabId, { type: 'preview.shown', mode });
    deps.broadcast({ type: 'panel.changed', tabId, reason: 'preview' });
    return { elements };
  }
  return {
    async 'legend.fold'({ collapsed }) {
      await deps.legendFold.set(collapsed);
      return null;
    },
    'preview.pick': ({ mode }, { tabId }) => switchTo(tabId, mode),
    'preview.mode': ({ tabId, mode, expansion }) => switchTo(tabId, mode, expansion),
    'preview.get': ({ tabId }) => deps.previewModes.get(tabId),
    async 'card.hide'({ tabId }) {
      await deps.sendToTab(tabId, { type: 'card.hide' });
      return null;
    },
  };
}
