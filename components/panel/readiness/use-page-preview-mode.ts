import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PSEUDO_EXPANSION } from '../../../lib/placeholders/pseudo-expansion';
import type { PreviewMode } from '../../../lib/readiness/preview-texts';
import { panelKeys } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';

/**
 * The whole-page preview. The background holds the tab's mode (the legend on the page has the same
 * switch) and works out the texts from the page's rows, once their statuses are in; the panel
 * shows the mode it reports, and puts the page's own back when it goes away. It does not send
 * again when the rows change: the preview itself changes them (a text shown in place of one with
 * an invisible marker is found no more), and sending again would undo it.
 */
export function usePagePreviewMode(ask: Ask, tabId: number | null) {
  const qc = useQueryClient();
  const key = panelKeys.preview(tabId ?? -1);
  const asked = useQuery({
    queryKey: key,
    queryFn: () => ask('preview.get', { tabId: tabId! }),
    enabled: tabId !== null,
  });
  const mode: PreviewMode = asked.data ?? 'off';
  const [busy, setBusy] = useState(false);
  const [elements, setElements] = useState<number | null>(null);
  const [expansion, setExpansion] = useState<number>(PSEUDO_EXPANSION.default);
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const change = (to: PreviewMode, grow = expansion) => {
    if (tabId === null) return;
    qc.setQueryData(key, to);
    setExpansion(grow);
    setBusy(true);
    ask('preview.mode', { tabId, mode: to, expansion: grow })
      .then((a) => setElements(a.elements))
      .catch(() => setElements(null))
      .finally(() => setBusy(false));
  };
  // Closing the panel (or its window) puts the page back too: nothing is left half-previewed.
  useEffect(() => {
    const putBack = () => {
      if (modeRef.current === 'off' || tabId === null) return;
      modeRef.current = 'off';
      void ask('preview.mode', { tabId, mode: 'off' }).catch(() => undefined);
    };
    window.addEventListener('pagehide', putBack);
    return () => {
      window.removeEventListener('pagehide', putBack);
      putBack();
    };
  }, [ask, tabId]);
  /** A pseudo-translation's share changed: the page shows it at once. */
  const grow = (share: number) => change(mode, share);
  return { mode, busy, elements, change, expansion, grow };
}
