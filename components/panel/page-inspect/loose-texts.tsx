import { useState, type ReactNode } from 'react';
import type { PageInspection } from '../../../lib/messaging/inspect-types';
import { useText } from '../../../lib/panel/use-text';
import { FilledMessage } from '../../common/filled-message';

export interface LooseTextsProps {
  items: PageInspection['untranslated'];
  unreadable: PageInspection['unreadable'];
  brandWords: readonly string[];
  onBrandWords(text: string): void;
  onShow(item: PageInspection['untranslated'][number]): void;
  /** A manager's form giving the text its key; absent for everyone else. */
  createForm?(item: PageInspection['untranslated'][number]): ReactNode;
}

/** Brand names as an example of what to type: the same in every language. */
const BRAND_EXAMPLE = 'Acme, Acme Store';

/** Visible text no key accounts for, where it is, and what Locale Lens could not read at all. */
export function LooseTexts({
  items,
  unreadable,
  brandWords,
  onBrandWords,
  onShow,
  createForm,
}: LooseTextsProps) {
  const t = useText();
  const [words, setWords] = useState(brandWords.join(', '));
  const [creating, setCreating] = useState<number | null>(null);
  return (
    <div className="loose-texts">
      <label>
        {t('inspect.brandWords')}{' '}
        <input
          value={words}
          placeholder={BRAND_EXAMPLE}
          onChange={(e) => setWords(e.target.value)}
          onBlur={() => onBrandWords(words)}
          onKeyDown={(e) => e.key === 'Enter' && onBrandWords(words)}
        />
      </label>
      {items.length === 0 ? (
        <p className="empty">{t('inspect.allKeyed')}</p>
      ) : (
        <ul aria-label={t('inspect.loose')}>
          {items.map((item, i) => (
            <li key={`${item.frameId}|${item.path}|${i}`}>
              <q className="text">{item.text}</q>{' '}
              <button type="button" className="link" onClick={() => onShow(item)}>
                {t('inspect.show')}
              </button>{' '}
              {createForm && (
                <button
                  type="button"
                  className="link"
                  aria-expanded={creating === i}
                  onClick={() => setCreating(creating === i ? null : i)}
                >
                  {t('createKey.open')}
                </button>
              )}
              <br />
              <code className="path">{item.path}</code>
              {item.frame && (
                <span className="frame">{t('inspect.inFrame', { frame: item.frame })}</span>
              )}
              {createForm && creating === i && createForm(item)}
            </li>
          ))}
        </ul>
      )}
      {unreadable.length > 0 && (
        <>
          <h4>{t('inspect.unreadable')}</h4>
          <ul aria-label={t('inspect.unreadable')}>
            {unreadable.map((u, i) => (
              <li key={`${u.where}|${i}`}>
                <FilledMessage
                  text={
                    u.kind === 'closed-shadow-root'
                      ? t('inspect.closedShadow')
                      : t('inspect.frameNoAccess')
                  }
                  slots={{ where: <code>{u.where}</code> }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
