import { useState } from 'react';
import type { KeyRef } from '../../lib/messaging/types';
import { keyLink } from '../../lib/page/key-link';

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
  const [done, setDone] = useState<string | null>(null);
  const link = keyLink(pageUrl, keyRef);
  return (
    <p className="copy-link">
      <button
        type="button"
        title={link}
        onClick={() =>
          void copy(link).then(
            () => setDone('Link copied'),
            () => setDone('Could not copy the link'),
          )
        }
      >
        Copy link
      </button>{' '}
      <span role="status">{done}</span>
    </p>
  );
}
