import type { LensState } from '../../../lib/key-state/key-state';
import type { HiddenString } from '../../../lib/messaging/inspect-types';
import { StateBadge } from '../common/state-badge';
import { hiddenPlaceIn } from './hidden-place';
import { useText } from '../../../lib/panel/use-text';

export interface HiddenItem extends HiddenString {
  /** `refId` of the key: its row in the list. */
  id: string;
  state: LensState;
}

export interface HiddenStringsProps {
  items: readonly HiddenItem[];
  onSelect(id: string): void;
}

/** Keys whose text a visitor does not see on the page, with where they are and their state. */
export function HiddenStrings({ items, onSelect }: HiddenStringsProps) {
  const t = useText();
  if (items.length === 0) return <p className="empty">{t('inspect.noHidden')}</p>;
  return (
    <ul className="hidden-strings" aria-label={t('inspect.hidden')}>
      {items.map((h, i) => (
        <li key={`${h.id}|${h.where}|${i}`}>
          <button type="button" className="link" onClick={() => onSelect(h.id)}>
            {h.key}
          </button>{' '}
          <StateBadge state={h.state} /> <span className="where">{hiddenPlaceIn(t, h)}</span>
          {h.text && <q className="text">{h.text}</q>}
        </li>
      ))}
    </ul>
  );
}
