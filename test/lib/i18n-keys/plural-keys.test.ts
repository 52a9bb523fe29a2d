import { describe, expect, it } from 'vitest';
import { pluralBase, pluralBaseKey } from '../../../lib/i18n-keys/plural-keys';
import { buildPageTextIndex } from '../../../lib/placeholders/template-index';

describe('pluralBase', () => {
  it.each([
    ['cart.items_count_other', 'cart.items_count'], // i18next v4
    ['cart.items_count_one', 'cart.items_count'],
    ['cart.items_count_zero', 'cart.items_count'],
    ['cart.items_count_two', 'cart.items_count'],
    ['cart.items_count_few', 'cart.items_count'],
    ['cart.items_count_many', 'cart.items_count'],
    ['place_ordinal_one', 'place'], // i18next v4 ordinal
    ['place_ordinal_other', 'place'],
    ['cart.items_count_plural', 'cart.items_count'], // i18next v3
    ['cart.items_count_0', 'cart.items_count'], // i18next v3, numbered forms
    ['cart.items_count_5', 'cart.items_count'],
    ['cart.items_count', undefined],
    ['someone', undefined],
    ['_other', undefined],
  ])('%s → %s', (key, expected) => {
    expect(pluralBase(key)).toBe(expected);
  });
});

describe('pluralBaseKey: the row the project holds', () => {
  const project = new Set(['cart.items_count', 'list_one', 'list_other', 'menu']);
  it.each([
    ['cart.items_count_other', 'cart.items_count'], // ICU plural held under the base key
    ['cart.items_count_plural', 'cart.items_count'],
    ['list_one', 'list_one'], // each form a key of its own: kept
    ['menu_few', 'menu'],
    ['unknown_other', 'unknown_other'], // base not held either: unchanged
    ['cart.items_count', 'cart.items_count'],
  ])('%s → %s', (key, expected) => {
    expect(pluralBaseKey(key, (k) => project.has(k))).toBe(expected);
  });

  it('is what the text index answers, per namespace', () => {
    const index = buildPageTextIndex({
      shop: { 'cart.items_count': '{count, plural, other {# Artikel}}' },
    });
    expect(index.projectKey('shop', 'cart.items_count_other')).toBe('cart.items_count');
    expect(index.projectKey('common', 'cart.items_count_other')).toBe('cart.items_count_other');
    // Names every object has are not the project's keys.
    expect(index.projectKey('shop', 'constructor_other')).toBe('constructor_other');
    expect(index.projectKey('shop', 'toString_one')).toBe('toString_one');
  });
});
