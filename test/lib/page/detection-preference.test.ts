// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeSubliminal } from '../i18n-keys/fixtures/marker-encoding';
import { buildPageTextIndex } from '../../../lib/placeholders/template-index';
import { rescan } from '../../../lib/page/rescan';
import { scan, type ScanHit, type ScanOptions } from '../../../lib/page/scan';

const options: ScanOptions = {
  defaultNamespace: 'common',
  textIndex: buildPageTextIndex({
    common: {
      'actions.save': 'Speichern',
      'actions.cancel': 'Abbrechen',
      'nav.home': 'Startseite',
      'cart.items_count': '{count, plural, one {# Artikel} other {# Artikel}}',
    },
    checkout: {
      'address.save': 'Speichern',
      'address.title': 'Lieferadresse',
      'address.street': 'Straße',
      'review.by': 'Bewertung von {{name}}',
    },
  }),
};

const shown = (h: ScanHit) =>
  `${h.namespace}:${h.key}${h.preferredBy ? ` (${h.preferredBy})` : ''}` +
  (h.ambiguous ? ` of ${h.candidates!.map((c) => `${c.namespace}:${c.key}`).join(',')}` : '');
const hitOf = (id: string, hits = scan(document, options).hits) =>
  hits.filter((h) => h.element.id === id).map(shown);

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('ambiguous text: the namespace of its neighbours first', () => {
  it.each([
    {
      name: 'a form of checkout keys',
      html: `<nav><a>Startseite</a></nav>
        <form><h2 data-i18n-key="checkout:address.title">Lieferadresse</h2><label>Straße</label>
        <button id="b">Speichern</button></form>`,
      expected: 'checkout:address.save (neighbours) of checkout:address.save,common:actions.save',
    },
    {
      name: 'a dialog of common keys next to a checkout form',
      html: `<form><h2>Lieferadresse</h2><label>Straße</label></form>
        <dialog open><button>Abbrechen</button><button id="b">Speichern</button></dialog>`,
      expected: 'common:actions.save (neighbours) of common:actions.save,checkout:address.save',
    },
    {
      name: 'the nearest region without keys: the one around it decides',
      html: `<section><h2>Lieferadresse</h2><p>Straße</p><ul><li><button id="b">Speichern</button></li></ul></section>`,
      expected: 'checkout:address.save (neighbours) of checkout:address.save,common:actions.save',
    },
    {
      name: 'no region: the page majority',
      html: `<h2>Lieferadresse</h2><p>Straße</p><p>Startseite</p><button id="b">Speichern</button><span>Straße</span>`,
      expected: 'checkout:address.save (page) of checkout:address.save,common:actions.save',
    },
    {
      name: 'a tie: the order stays, still ambiguous',
      html: `<p>Lieferadresse</p><p>Startseite</p><button id="b">Speichern</button>`,
      expected: 'common:actions.save of common:actions.save,checkout:address.save',
    },
  ])('$name', ({ html, expected }) => {
    document.body.innerHTML = html;
    expect(hitOf('b')).toEqual([expected]);
  });

  it('prefers again after a rescan, with the old hits as neighbours', () => {
    document.body.innerHTML = `<form id="f"><h2>Lieferadresse</h2><p>Straße</p></form>`;
    const first = scan(document, options);
    const added = document.createElement('button');
    added.id = 'b';
    added.textContent = 'Speichern';
    document.getElementById('f')!.append(added);
    const after = rescan(first.hits, [added], options, []).hits;
    expect(hitOf('b', after)).toEqual([
      'checkout:address.save (neighbours) of checkout:address.save,common:actions.save',
    ]);
  });
});

describe('plural forms and templates in a scanned page', () => {
  it('lets no hole take in the text of a child whose key is known', () => {
    document.body.innerHTML = `<p id="p"><strong id="s">Bewertung von Anna</strong> · <span data-i18n-key="common:actions.cancel">Abbrechen</span></p>`;
    const hits = scan(document, options).hits.map(
      (h) => `${h.namespace}:${h.key} @${h.element.id || h.element.localName}`,
    );
    expect(hits.sort()).toEqual(['checkout:review.by @s', 'common:actions.cancel @span']);
  });

  it.each([
    [
      'a marker naming the i18next form',
      encodeSubliminal('3 Artikel', { key: 'cart.items_count_other', namespace: 'common' }),
      'common:cart.items_count',
    ],
    [
      'an attribute naming the v3 form',
      '<span data-i18n-key="common:cart.items_count_plural">3 Artikel</span>',
      'common:cart.items_count',
    ],
    ['the plural rendered, matched by its ICU options', '3 Artikel', 'common:cart.items_count'],
    ['an interpolated name across elements', 'Bewertung von <b>Anna K.</b>', 'checkout:review.by'],
  ])('%s', (_name, inner, expected) => {
    document.body.innerHTML = `<p id="p">${inner}</p>`;
    const hits = scan(document, options).hits.filter(
      (h) => h.element.id === 'p' || h.element.parentElement?.id === 'p',
    );
    expect(hits.map((h) => `${h.namespace}:${h.key}`)).toEqual([expected]);
  });
});
