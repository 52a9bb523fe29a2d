import { describe, expect, it } from 'vitest';
import { textOf, withTexts } from '../../../lib/i18n-keys/own-text';

const texts = { common: { 'nav.home': 'Home', empty: '' }, shop: { title: 'Shop' } };

describe("a key's text", () => {
  it.each([
    ['common', 'nav.home', 'Home'],
    ['common', 'empty', ''],
    ['shop', 'title', 'Shop'],
    ['common', 'nav.cart', null],
    ['other', 'nav.home', null],
    // Names every plain object answers from its prototype are no texts.
    ['common', 'constructor', null],
    ['common', 'toString', null],
    ['common', '__proto__', null],
    ['constructor', 'name', null],
    ['hasOwnProperty', 'length', null],
  ])('%s:%s is %j', (namespace, key, expected) => {
    expect(textOf(texts, { namespace, key })).toBe(expected);
  });
});

describe('texts with new keys’ texts besides', () => {
  it('keeps both, and leaves the texts held as they were', () => {
    const held: Record<string, Record<string, string>> = { common: { 'nav.home': 'Home' } };
    const grown = withTexts(held, { common: { 'nav.cart': 'Cart' }, shop: { title: 'Shop' } });
    expect(textOf(grown, { namespace: 'common', key: 'nav.home' })).toBe('Home');
    expect(textOf(grown, { namespace: 'common', key: 'nav.cart' })).toBe('Cart');
    expect(textOf(grown, { namespace: 'shop', key: 'title' })).toBe('Shop');
    expect(held).toEqual({ common: { 'nav.home': 'Home' } });
  });

  it('takes a namespace or key named __proto__ as one more entry', () => {
    // As the service's JSON brings them: own entries named `__proto__`.
    const added = JSON.parse('{"__proto__": {"__proto__": "P", "x": "X"}}') as Record<
      string,
      Record<string, string>
    >;
    const grown = withTexts<Record<string, Record<string, string>>>({ common: { a: 'A' } }, added);
    expect(textOf(grown, { namespace: '__proto__', key: 'x' })).toBe('X');
    expect(textOf(grown, { namespace: '__proto__', key: '__proto__' })).toBe('P');
    expect(textOf(grown, { namespace: 'common', key: 'a' })).toBe('A');
    expect(textOf(grown, { namespace: 'common', key: 'x' })).toBeNull();
  });
});
