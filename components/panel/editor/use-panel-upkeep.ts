import { useEffect } from 'react';
import type { Drafts } from '../../../lib/panel/drafts';
import type { UiStore } from '../../../lib/panel/ui-store';

export const NOTICE_MS = 5000;

/** Typing is debounced into storage: write it out when the panel goes away. */
export function useDraftsFlushedOnHide(drafts: Drafts) {
  useEffect(() => {
    const flush = () => void drafts.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [drafts]);
}

/** Notices are for the moment: they fade after a few seconds (the live region has read them). */
export function useNoticeFade(notice: string | null, store: UiStore) {
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => store.getState().noticeShown(null), NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice, store]);
}
