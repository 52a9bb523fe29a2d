import type { HiddenString } from '../../../lib/messaging/inspect-types';
import type { MessageKey, UiText } from '../../../lib/ui-text/catalogues';

/** The inspector's words for a closed part of the page, each the key to the catalogue's. */
export const CLOSED_PLACES: Readonly<Record<string, MessageKey>> = {
  'inside a closed dialog': 'inspect.place.closedDialog',
  'inside a closed disclosure': 'inspect.place.closedDisclosure',
  'inside a closed menu': 'inspect.place.closedMenu',
};

/**
 * Where a hidden key is, in the panel's language. The script that inspects the page says it in
 * English (`detail`); the place and the attribute are enough to say it again, and a detail the
 * catalogue does not know is shown as it came.
 */
export function hiddenPlaceIn(
  t: UiText,
  h: Pick<HiddenString, 'place' | 'where' | 'detail'>,
): string {
  const name = h.where.replace(/^(attr|meta):/, '');
  switch (h.place) {
    case 'title':
      return t('inspect.place.title');
    case 'image-not-loaded':
      return t('inspect.place.imageNotLoaded');
    case 'template':
      return t('inspect.place.template');
    case 'meta':
      return t('inspect.place.meta', { name });
    case 'hidden-element':
      return h.where === 'text'
        ? t('inspect.place.hiddenText')
        : t('inspect.place.hiddenAttr', { name });
    case 'closed': {
      const key = CLOSED_PLACES[h.detail];
      return key ? t(key) : h.detail;
    }
  }
}
