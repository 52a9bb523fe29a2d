import { describe, expect, it } from 'vitest';
import { similarity, TranslationMemory } from '../../../server/engines/translation-memory';

const entry = (key: string, source: string, target: string) => ({
  key,
  namespace: 'common',
  source,
  target,
});
const memory = new TranslationMemory([
  entry('cart.title', 'Your cart', 'Ihr Warenkorb'),
  entry('cart.empty', 'Your cart is empty', 'Ihr Warenkorb ist leer'),
  entry('cart.empty_again', 'Your cart is empty', 'Ihr Warenkorb ist leer'),
  entry('checkout.pay', 'Pay now', 'Jetzt bezahlen'),
  entry('draft', 'Your basket is empty', ''),
]);

describe('translation memory', () => {
  it('finds the same source as a 100 % match, and one suggestion per distinct translation', () => {
    const [first, ...rest] = memory.lookup('Your cart is empty');
    expect(first).toMatchObject({ score: 100, target: 'Ihr Warenkorb ist leer' });
    expect(rest.every((m) => m.target !== first!.target)).toBe(true);
  });

  it('finds a close source as a fuzzy match, showing what it matched', () => {
    const [m] = memory.lookup('Your cart is now empty');
    expect(m).toMatchObject({ source: 'Your cart is empty', target: 'Ihr Warenkorb ist leer' });
    expect(m!.score).toBeGreaterThanOrEqual(75);
    expect(m!.score).toBeLessThan(100);
  });

  it('ignores rows with no translation, far matches and the row itself', () => {
    expect(memory.lookup('Your basket is empty').map((m) => m.target)).not.toContain('');
    expect(memory.lookup('Delivery options')).toEqual([]);
    expect(
      memory.lookup('Pay now', { exclude: { namespace: 'common', key: 'checkout.pay' } }),
    ).toEqual([]);
  });

  it.each([
    ['abc', 'abc', 100],
    ['kitten', 'sitting', 57],
    ['', 'x', 0],
    ['Save', 'Save!', 80],
  ])('similarity(%j, %j) = %d', (a, b, expected) => {
    expect(similarity(a, b)).toBe(expected);
  });
});
