import { useState, type MouseEvent } from 'react';
import type { KeyRef } from '../../../lib/messaging/types';
import { keyLink } from '../../../lib/page/key-link';
import { useText } from '../../../lib/panel/use-text';

/** Puts text on the clipboard. */
export type CopyText = (text: string) => Promise<void>;

export const toClipboard: CopyText = (text) => navigator.clipboard.writeText(text);

/** Copies links to keys of a page and says how it went (for a live region). */
export function useLinkCopy(pageUrl: string | null | undefined, copy: CopyText = toClipboard) {
  const t = useText();
  const [status, setStatus] = useState<string | null>(null);
  const copyLink = (ref: KeyRef) => {
    if (!pageUrl) return;
    void copy(keyLink(pageUrl, ref)).then(
      () => setStatus(t('copyLink.done')),
      () => setStatus(t('copyLink.failed')),
    );
  };
  return { status, copyLink, linkOf: (ref: KeyRef) => (pageUrl ? keyLink(pageUrl, ref) : '') };
}

/**
 * "Copy link" on a row of a listbox: options hold no controls of their own, so this one is for the
 * pointer (a click copies without selecting the row) and the list copies its selected row's link
 * with Ctrl+C (⌘C) for the keyboard.
 */
export function RowLinkMark({ link, onCopy }: { link: string; onCopy(): void }) {
  const t = useText();
  const copy = (event: MouseEvent) => {
    event.stopPropagation();
    onCopy();
  };
  return (
    <span className="row-link" aria-hidden="true" title={link} onClick={copy}>
      {t('copyLink.label')}
    </span>
  );
}
