import { useState } from 'react';
import type { PageInspection } from '../../lib/messaging/inspect-types';

export interface LooseTextsProps {
  items: PageInspection['untranslated'];
  unreadable: PageInspection['unreadable'];
  brandWords: readonly string[];
  onBrandWords(text: string): void;
  onShow(item: PageInspection['untranslated'][number]): void;
}

/** Visible text no key accounts for, where it is, and what Locale Lens could not read at all. */
export function LooseTexts({
  items,
  unreadable,
  brandWords,
  onBrandWords,
  onShow,
}: LooseTextsProps) {
  const [words, setWords] = useState(brandWords.join(', '));
  return (
    <div className="loose-texts">
      <label>
        Brand words (not reported){' '}
        <input
          value={words}
          placeholder="Acme, Acme Store"
          onChange={(e) => setWords(e.target.value)}
          onBlur={() => onBrandWords(words)}
          onKeyDown={(e) => e.key === 'Enter' && onBrandWords(words)}
        />
      </label>
      {items.length === 0 ? (
        <p className="empty">Every visible text of this page has a key.</p>
      ) : (
        <ul aria-label="Text with no key">
          {items.map((t, i) => (
            <li key={`${t.frameId}|${t.path}|${i}`}>
              <q className="text">{t.text}</q>{' '}
              <button type="button" className="link" onClick={() => onShow(t)}>
                Show
              </button>
              <br />
              <code className="path">{t.path}</code>
              {t.frame && <span className="frame"> in {t.frame}</span>}
            </li>
          ))}
        </ul>
      )}
      {unreadable.length > 0 && (
        <>
          <h4>Could not be read</h4>
          <ul aria-label="Could not be read">
            {unreadable.map((u, i) => (
              <li key={`${u.where}|${i}`}>
                {u.kind === 'closed-shadow-root'
                  ? 'A closed shadow root at '
                  : 'A frame of a site Locale Lens has no access to: '}
                <code>{u.where}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
