import { describe, expect, it } from 'vitest';
import { skipReason } from '../../../lib/page/inspect/text-filter';

describe('skipReason', () => {
  it.each([
    ['Add to cart', null],
    ['In den Warenkorb', null],
    ['SALE', null],
    ['x', 'single'],
    ['×', 'single'],
    ['·', 'single'],
    ['42', 'number'],
    ['1,234.50', 'number'],
    ['3 / 12', 'number'],
    ['€12.99', 'price'],
    ['12,99 €', 'price'],
    ['USD 49.00', 'price'],
    ['2026-03-14', 'number'],
    ['14.03.2026', 'number'],
    ['3 Jan 2026', 'date'],
    ['March 14, 2026', 'date'],
    ['12. März', 'date'],
    ['WELCOME10', 'code'],
    ['SKU-1234-B', 'code'],
    ['help@acme.test', 'code'],
    ['https://acme.test/help', 'code'],
    ['5x', 'single'],
  ])('%j → %s', (text, reason) => expect(skipReason(text)).toBe(reason));

  it.each([
    ['Acme', 'brand'],
    ['Acme Store', 'brand'],
    ['acme store®', 'brand'],
    ['Acme Store sale', null],
  ])('with brand words Acme Store, Acme: %j → %s', (text, reason) =>
    expect(skipReason(text, { brandWords: ['Acme', 'Acme Store'] })).toBe(reason),
  );
});
