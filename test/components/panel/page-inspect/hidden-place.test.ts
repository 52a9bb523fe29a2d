import { describe, expect, it } from 'vitest';
import { hiddenPlaceIn } from '../../../../components/panel/page-inspect/hidden-place';
import type { HiddenString } from '../../../../lib/messaging/inspect-types';
import { textFor } from '../../../../lib/ui-text/catalogues';

type Place = Pick<HiddenString, 'place' | 'where' | 'detail'>;

/** Each place as the page inspector describes it, and the same place in German. */
const PLACES: [Place, string][] = [
  [{ place: 'title', where: 'text', detail: 'document title' }, 'Dokumenttitel'],
  [
    { place: 'image-not-loaded', where: 'attr:alt', detail: 'alt of an image not loaded yet' },
    'Alt-Text eines noch nicht geladenen Bildes',
  ],
  [{ place: 'template', where: 'text', detail: 'inside a <template>' }, 'in einem <template>'],
  [{ place: 'meta', where: 'meta:og:title', detail: 'meta og:title' }, 'Meta og:title'],
  [
    { place: 'hidden-element', where: 'text', detail: 'text of a hidden element' },
    'Text eines verborgenen Elements',
  ],
  [
    { place: 'hidden-element', where: 'attr:title', detail: 'title of a hidden element' },
    'title eines verborgenen Elements',
  ],
  [
    { place: 'closed', where: 'text', detail: 'inside a closed dialog' },
    'in einem geschlossenen Dialog',
  ],
  [
    { place: 'closed', where: 'text', detail: 'inside a closed disclosure' },
    'in einem zugeklappten Bereich',
  ],
  [
    { place: 'closed', where: 'text', detail: 'inside a closed menu' },
    'in einem geschlossenen Menü',
  ],
  [{ place: 'closed', where: 'text', detail: 'inside a closed drawer' }, 'inside a closed drawer'],
];

describe('where a hidden key is, in the panel’s language', () => {
  it.each(PLACES)('%j', (place, german) => {
    expect(hiddenPlaceIn(textFor('en'), place)).toBe(place.detail);
    expect(hiddenPlaceIn(textFor('de'), place)).toBe(german);
  });
});
