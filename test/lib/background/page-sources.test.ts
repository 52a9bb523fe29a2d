import { describe, expect, it } from 'vitest';
import { PageSources, sourcesAdded } from '../../../lib/background/page-sources';

const catalogue = {
  common: { 'nav.home': 'Home', 'nav.cart': 'Cart', 'footer.legal': 'Legal' },
  shop: { 'product.title': 'Product', 'cart.empty': 'Your cart is empty' },
};
const ref = (id: string) => {
  const [namespace, key] = id.split(':') as [string, string];
  return { namespace, key };
};
const refs = (...ids: string[]) => ids.map(ref);
const URL = 'https://shop.test/';

describe("a tab's source texts", () => {
  it.each([
    [
      'the keys on the page only',
      refs('common:nav.home', 'shop:cart.empty'),
      { common: { 'nav.home': 'Home' }, shop: { 'cart.empty': 'Your cart is empty' } },
    ],
    [
      'a key twice, once',
      refs('common:nav.cart', 'common:nav.cart'),
      { common: { 'nav.cart': 'Cart' } },
    ],
    ['none for keys the source language lacks', refs('common:nav.nowhere', 'other:x'), {}],
    [
      'none for names every object has',
      refs('common:constructor', 'common:__proto__', 'toString:x'),
      {},
    ],
    ['none for a page without keys', [], {}],
  ])('are %s', (_, keys, expected) => {
    expect(new PageSources().pick(1, URL, catalogue, keys)).toEqual(expected);
  });

  it('grow by the texts of new keys, and are the same object while none come', () => {
    const sources = new PageSources();
    const first = sources.pick(1, URL, catalogue, refs('common:nav.home'));
    expect(sources.pick(1, URL, catalogue, refs('common:nav.home'))).toBe(first);
    // A re-render: one key gone (its text stays), one new.
    const next = sources.pick(1, URL, catalogue, refs('shop:product.title'));
    expect(next).toEqual({ common: { 'nav.home': 'Home' }, shop: { 'product.title': 'Product' } });
    expect(sourcesAdded(next, first)).toEqual({ shop: { 'product.title': 'Product' } });
    expect(first).toEqual({ common: { 'nav.home': 'Home' } }); // what was sent stays as sent
    // Two steps on from `first`: the asker holding it gets them whole.
    const third = sources.pick(1, URL, catalogue, refs('common:nav.cart'));
    expect(sourcesAdded(third, next)).toEqual({ common: { 'nav.cart': 'Cart' } });
    expect(sourcesAdded(third, first)).toBeUndefined();
    expect(sourcesAdded(first, first)).toBeUndefined();
  });

  it('start again on another address or catalogue, and per tab', () => {
    const sources = new PageSources();
    const home = sources.pick(1, URL, catalogue, refs('common:nav.home'));
    expect(sources.pick(2, URL, catalogue, refs('common:nav.cart'))).toEqual({
      common: { 'nav.cart': 'Cart' },
    });
    const cart = sources.pick(1, `${URL}cart`, catalogue, refs('shop:cart.empty'));
    expect(cart).toEqual({ shop: { 'cart.empty': 'Your cart is empty' } });
    expect(sourcesAdded(cart, home)).toBeUndefined();
    const edited = { ...catalogue, shop: { ...catalogue.shop, 'cart.empty': 'Nothing here' } };
    expect(sources.pick(1, `${URL}cart`, edited, refs('shop:cart.empty'))).toEqual({
      shop: { 'cart.empty': 'Nothing here' },
    });
  });
});
