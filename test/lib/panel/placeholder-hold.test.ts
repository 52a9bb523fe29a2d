import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_HOLD, placeholderHold } from '../../../lib/panel/placeholder-hold';

describe('placeholderHold: Confirm waits while placeholders differ', () => {
  it.each<[string, string | null, string, boolean, string | null]>([
    ['same placeholders', 'Cart {count}', 'Korb {count}', false, null],
    ['one lacking', 'Cart {count}', 'Korb', false, PLACEHOLDER_HOLD],
    ['one added', 'Cart', 'Korb {count}', false, PLACEHOLDER_HOLD],
    ['a tag lacking', 'Promo <b>now</b>', 'Aktion jetzt', false, PLACEHOLDER_HOLD],
    ['overridden by the user', 'Cart {count}', 'Korb', true, null],
    ['no source known', null, 'Korb', false, null],
    ['nothing typed yet', 'Cart {count}', '', false, null],
  ])('%s', (_name, source, text, overridden, expected) => {
    expect(placeholderHold(source, text, overridden)).toBe(expected);
  });
});
