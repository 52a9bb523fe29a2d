import type { PreviewMode } from '../key-state/preview-texts';
import type { BackgroundDeps } from './background-deps';

/** How each tab's page is shown (the preview). */
export type PreviewModes = NonNullable<BackgroundDeps['previewModes']>;

/** The fold and the tabs' preview modes as given, or kept in memory (tests of other parts). */
export function overlayStores(deps: Pick<BackgroundDeps, 'legendFold' | 'previewModes'>) {
  let collapsed = false;
  const modes = new Map<number, PreviewMode>();
  return {
    legendFold: deps.legendFold ?? {
      get: async () => collapsed,
      set: async (c: boolean) => void (collapsed = c),
    },
    previewModes: deps.previewModes ?? {
      get: async (tabId: number) => modes.get(tabId) ?? 'off',
      set: async (tabId: number, mode: PreviewMode) => void modes.set(tabId, mode),
    },
  };
}

/** A page that starts shows its own texts: whatever preview its tab had went with the last. */
export async function previewGone(
  deps: { previewModes: PreviewModes; broadcast: BackgroundDeps['broadcast'] },
  tabId: number,
): Promise<void> {
  if ((await deps.previewModes.get(tabId)) === 'off') return;
  await deps.previewModes.set(tabId, 'off');
  deps.broadcast({ type: 'panel.changed', tabId, reason: 'preview' });
}
