import { useState } from 'react';
import type { KeyRef } from '../../../lib/messaging/types';
import { keyLink } from '../../../lib/page/key-link';
import { useText } from '../../../lib/panel/use-text';

export interface CopyLinkProps {
  /** The page the key is on. */
  pageUrl: string;
  keyRef: KeyRef;
  /** Puts the text on the clipboard. */
  copy?(text: string): Promise<void>;
}

const toClipboard = (text: string) => navigator.clipboard.writeText(text);

/** "Copy link": a link that opens the page with this key selected and in view. */
export function CopyLink({ pageUrl, keyRef, copy = toClipboard }: CopyLinkProps) {
  const t = useText();
  const [done, setDone] = useState<string | null>(null);
  const link = keyLink(pageUrl, keyRef);
  return (
    <p className="copy-link">
      <button
        type="button"
        title={link}
        onClick={() =>
          void copy(link).then(
            () => setDone(t('copyLink.done')),
            () => setDone(t('copyLink.failed')),
          )
        }
      >
        {t('copyLink.label')}
      </button>{' '}
      <span role="status">{done}</span>
    </p>
  );
}
