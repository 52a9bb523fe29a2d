import { describe, expect, it } from 'vitest';
import { textOf } from '../../../lib/i18n-keys/own-text';

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
