import { describe, expect, it } from 'vitest';
import { encodeTolgee } from './fixtures/marker-encoding';
import { buildTextIndex, isIndexable, normalizeText } from '../../../lib/i18n-keys/text-index';

describe('normalizeText', () => {
  it.each([
    { text: '  Save   changes \n', expected: 'Save changes' },
    { text: 'Pay\u00A0now', expected: 'Pay now' },
    { text: '\tTotal:\u2009 12\u202F€ ', expected: 'Total: 12 €' },
    { text: encodeTolgee('Marked', { key: 'k' }), expected: 'Marked' },
    { text: 'Family 👨‍👩‍👧', expected: 'Family 👨‍👩‍👧' },
    { text: '   ', expected: '' },
  ])('$expected', ({ text, expected }) => {
    expect(normalizeText(text)).toBe(expected);
  });
});

describe('isIndexable', () => {
  it.each([
    ['OK', true],
    ['Save changes', true],
    ['次', true],
    ['はい', true],
    ['𠀋', true],
    ['x', false],
    ['×', false],
    ['|', false],
    ['404', false],
    ['— 12 —', false],
    ['', false],
  ] as const)('%j → %s', (text, expected) => {
    expect(isIndexable(text)).toBe(expected);
  });
});

describe('buildTextIndex.lookup', () => {
  const index = buildTextIndex({
    common: {
      save: 'Save',
      'nav.home': 'Home',
      close: 'x',
      count: '12',
      spaced: '  Pay   now ',
      rich: '<b>Welcome</b> back',
      next: '次',
    },
    checkout: { 'button.save': 'Save', 'payment.method:card': 'Card' },
    empty: { blank: '' },
  });

  it.each([
    { text: 'Home', expected: [['common', 'nav.home']] },
    { text: '  Home\n', expected: [['common', 'nav.home']] },
    { text: 'home', expected: [] },
    {
      text: 'Save',
      expected: [
        ['common', 'save'],
        ['checkout', 'button.save'],
      ],
    },
    { text: 'Pay\u00A0now', expected: [['common', 'spaced']] },
    { text: 'Welcome back', expected: [['common', 'rich']] },
    { text: '<b>Welcome</b> back', expected: [['common', 'rich']] },
    { text: 'Card', expected: [['checkout', 'payment.method:card']] },
    { text: '次', expected: [['common', 'next']] },
    { text: 'x', expected: [] },
    { text: '12', expected: [] },
    { text: '', expected: [] },
    { text: 'Home, sweet home, and a text longer than anything indexed', expected: [] },
  ])('$text', ({ text, expected }) => {
    expect(index.lookup(text).map((ref) => [ref.namespace, ref.key])).toEqual(expected);
  });

  it('reports its size and longest text', () => {
    // Save, Home, Pay now, 次, Card, and the rich text with and without its tags.
    expect(index.size).toBe(7);
    expect(index.maxLength).toBe('<b>Welcome</b> back'.length);
  });

  it('answers nothing when empty', () => {
    expect(buildTextIndex({}).lookup('Save')).toEqual([]);
  });
});
