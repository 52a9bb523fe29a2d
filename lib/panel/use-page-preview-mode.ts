import { useEffect, useMemo, useRef, useState } from 'react';
import { previewTexts, type PreviewMode, type PreviewRow } from '../readiness/preview-texts';
import type { Ask } from './transport';

/**
 * The whole-page preview: the chosen mode's texts go to the page when the mode changes, and again
 * when they change (statuses still loading when the mode was chosen); the page's own come back
 * when it is switched off or the panel goes away.
 */
export function usePagePreviewMode(ask: Ask, tabId: number | null, rows: readonly PreviewRow[]) {
  const [mode, setMode] = useState<PreviewMode>('off');
  const [busy, setBusy] = useState(false);
  const [elements, setElements] = useState<number | null>(null);
  const texts = useMemo(() => previewTexts(rows, mode), [rows, mode]);
  const textsRef = useRef(texts);
  textsRef.current = texts;
  // Rows are rebuilt on every status refresh: only a change of the texts themselves is news.
  const signature = JSON.stringify(texts);
  const shown = useRef(false);
  useEffect(() => {
    if (tabId === null || (textsRef.current === null && !shown.current)) return;
    shown.current = textsRef.current !== null;
    setBusy(true);
    ask('page.preview', { tabId, texts: textsRef.current })
      .then((a) => setElements(a.elements))
      .catch(() => setElements(null))
      .finally(() => setBusy(false));
  }, [ask, tabId, signature]);
  // Closing the panel (or its window) puts the page back too: nothing is left half-previewed.
  useEffect(() => {
    const putBack = () => {
      if (!shown.current || tabId === null) return;
      shown.current = false;
      void ask('page.preview', { tabId, texts: null }).catch(() => undefined);
    };
    window.addEventListener('pagehide', putBack);
    return () => {
      window.removeEventListener('pagehide', putBack);
      putBack();
    };
  }, [ask, tabId]);
  return { mode, busy, elements, change: setMode };
}
