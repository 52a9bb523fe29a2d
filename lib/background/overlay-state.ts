import { storage } from 'wxt/utils/storage';
import type { PreviewMode } from '../key-state/preview-texts';

/** The legend was folded by the user: it stays folded on every page, across restarts. */
const collapsedItem = storage.defineItem<boolean>('local:legendFolded', { fallback: false });

export const legendFold = {
  get: () => collapsedItem.getValue(),
  set: (collapsed: boolean) => collapsedItem.setValue(collapsed),
};

/** How each tab's page is shown (the preview), for as long as the page lives. */
const previewItem = (tabId: number) =>
  storage.defineItem<PreviewMode>(`session:preview:${tabId}`, { fallback: 'off' });

export const previewModes = {
  get: (tabId: number) => previewItem(tabId).getValue(),
  set: (tabId: number, mode: PreviewMode) => previewItem(tabId).setValue(mode),
};
